/**
 * Equations reasoned about: the equation links and equation theorems go
 * through the same reasoner (rules/) as the spaces, as its second kind of
 * subject, `equation`. Equations have no scalar: a property had is REAL, lacked
 * NOT_REAL (docs/engine.md). The equation catalogue is small (tens of
 * equations, hundreds of links), so the reasoner is built from the database:
 * for reads once per catalogue version (every write, here or on another
 * instance, moves it), and inside a write from the write's own transaction,
 * under the catalogue lock, so a check sees the committed state of every
 * instance and the batch's earlier writes.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Reasoner, type Change, type Contradiction, type Fact, type ProofNode } from '../../../rules';
import type { EquationProofNode } from '../../../kb/contract/equation-theorems';
import { DifferentialEquation, DifferentialEquationLink, DifferentialEquationProperty, EquationTheorem, EquationTheoremAtom } from '../entities';
import { badRequest } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import type { ReasonerCheck } from '../knowledge/write-plan';

export interface EquationAtom { propertyId: number; hasProperty: boolean }
export interface EquationTheoremRecord { id: number; conditions: EquationAtom[]; conclusions: EquationAtom[] }

export const fieldOf = (has: boolean) => (has ? 'REAL' : 'NOT_REAL') as 'REAL' | 'NOT_REAL';
export const equation = (id: number) => ({ kind: 'equation' as const, id });
export const toAtoms = (atoms: EquationAtom[]) => atoms.map((a) => ({ propertyId: a.propertyId, field: fieldOf(a.hasProperty) }));

/** The equation theorems with their atoms in order, from rows. */
export function equationTheoremRecords(theorems: Pick<EquationTheorem, 'id'>[], atoms: EquationTheoremAtom[]): EquationTheoremRecord[] {
  const byTheorem = new Map(theorems.map((t) => [t.id, { id: t.id, conditions: [] as EquationAtom[], conclusions: [] as EquationAtom[] }]));
  for (const a of [...atoms].sort((x, y) => x.position - y.position)) {
    const record = byTheorem.get(a.theoremId);
    if (record) (a.role === 'condition' ? record.conditions : record.conclusions).push({ propertyId: a.propertyId, hasProperty: a.hasProperty });
  }
  return [...byTheorem.values()];
}

/** The reasoner over the equation catalogue as `em` sees it. */
export async function loadEquationReasoner(em: EntityManager): Promise<Reasoner> {
  const [equations, properties, links, theorems, atoms] = await Promise.all([
    em.find(DifferentialEquation, {}, { fields: ['id'] }),
    em.find(DifferentialEquationProperty, {}, { fields: ['id'] }),
    em.find(DifferentialEquationLink, {}, { fields: ['differentialEquationId', 'differentialEquationPropertyId', 'hasProperty'] }),
    em.find(EquationTheorem, {}, { fields: ['id'] }),
    em.find(EquationTheoremAtom, {}),
  ]);
  return Reasoner.build({
    equation: {
      subjects: equations.map((e) => ({ id: e.id, field: 'REAL' })),
      properties: properties.map((p) => ({ id: p.id, field: 'REAL' })),
      links: links.map((l) => ({ subjectId: l.differentialEquationId, propertyId: l.differentialEquationPropertyId, field: fieldOf(l.hasProperty) })),
      theorems: equationTheoremRecords(theorems, atoms).map((t) => ({ id: t.id, conditions: toAtoms(t.conditions), conclusions: toAtoms(t.conclusions) })),
    },
  });
}

/** A write of an equation link or theorem, as the reasoner takes it. */
export type EquationChange =
  | { kind: 'link'; equationId: number; propertyId: number; hasProperty: boolean }
  | { kind: 'linkDeleted'; equationId: number; propertyId: number }
  | { kind: 'theorem'; theorem: EquationTheoremRecord }
  | { kind: 'theoremDeleted'; theoremId: number };

function reasonerChange(change: EquationChange): Change {
  switch (change.kind) {
    case 'link':
      return { kind: 'link', subject: equation(change.equationId), propertyId: change.propertyId, field: fieldOf(change.hasProperty) };
    case 'linkDeleted':
      return { kind: 'linkDeleted', subject: equation(change.equationId), propertyId: change.propertyId };
    case 'theorem':
      return { kind: 'theorem', subjectKind: 'equation', theorem: { id: change.theorem.id, conditions: toAtoms(change.theorem.conditions), conclusions: toAtoms(change.theorem.conclusions) } };
    case 'theoremDeleted':
      return { kind: 'theoremDeleted', subjectKind: 'equation', theoremId: change.theoremId };
  }
}

/** The proof as the API sends it. */
export function equationProof(proof: ProofNode, done = new Map<ProofNode, EquationProofNode>()): EquationProofNode {
  const held = done.get(proof);
  if (held) return held;
  const node: EquationProofNode = {
    differentialEquationId: proof.subject.id,
    differentialEquationPropertyId: proof.propertyId,
    hasProperty: proof.value,
    // Equations have no relations: their proofs have no 'means' step.
    rule: proof.rule as EquationProofNode['rule'],
    theoremId: proof.theoremId,
    supports: [],
  };
  done.set(proof, node);
  node.supports = proof.supports.map((s) => equationProof(s, done));
  return node;
}

/** The REAL fact of an (equation, property), had or lacked. */
export function equationFact(equationId: number, propertyId: number, hasProperty: boolean): Fact {
  return { subject: equation(equationId), propertyId, scalar: 'REAL', value: hasProperty };
}

@Injectable()
export class EquationReasoning {
  private held: { version: number; reasoner: Promise<Reasoner> } | null = null;

  constructor(private readonly knowledge: KnowledgeService) {}

  /** The reasoner at the catalogue version this instance holds (for reads). */
  current(): Promise<Reasoner> {
    const version = this.knowledge.version;
    if (this.held?.version !== version) {
      // Read in a snapshot at least as new as `version`; a newer one is rebuilt at the next version anyway.
      const reasoner = this.knowledge.readSnapshot((em) => loadEquationReasoner(em));
      this.held = { version, reasoner };
      reasoner.catch(() => {
        if (this.held?.reasoner === reasoner) this.held = null;
      });
    }
    return this.held.reasoner;
  }

  /**
   * The unit of work's check of an equation change (write-plan.ts
   * ReasonerCheck), on a reasoner built from the write's own transaction (or
   * `loaded`, built there): refuses what the equation theorems contradict with
   * a 400 under `hasProperty` (the link form) or `conditions`/`conclusions`,
   * naming the equation, the property and the theorems; else answers what the
   * change does to the facts (a delete contradicts nothing), for the change log.
   */
  check(em: EntityManager, change: EquationChange, loaded?: Reasoner): ReasonerCheck {
    return async () => {
      const reasoner = loaded ?? (await loadEquationReasoner(em));
      const outcome = reasoner.check(reasonerChange(change));
      const { contradictions } = outcome;
      if (contradictions.length) throw badRequest({ [errorKey(change, contradictions)]: await describe(em, contradictions, change) });
      return outcome;
    };
  }
}

function errorKey(change: EquationChange, contradictions: Contradiction[]): string {
  if (change.kind !== 'theorem') return 'hasProperty';
  const conditions = new Set(change.theorem.conditions.map((a) => a.propertyId));
  const conclusions = new Set(change.theorem.conclusions.map((a) => a.propertyId));
  return contradictions.every((c) => conditions.has(c.propertyId) && !conclusions.has(c.propertyId)) ? 'conditions' : 'conclusions';
}

/** "This change contradicts the theorems: equation Heat equation, property Linear, theorems …." */
async function describe(em: EntityManager, contradictions: Contradiction[], change: EquationChange): Promise<string> {
  const parts: string[] = [];
  for (const c of contradictions.slice(0, 5)) {
    const eq = await em.findOne(DifferentialEquation, c.subject.id);
    const property = await em.findOne(DifferentialEquationProperty, c.propertyId);
    const names: string[] = [];
    for (const id of c.theoremIds) {
      const theorem = change.kind === 'theorem' && change.theorem.id === id ? null : await em.findOne(EquationTheorem, id);
      names.push(change.kind === 'theorem' && change.theorem.id === id ? 'this theorem' : theorem?.name || `#${id}`);
    }
    parts.push(`equation ${eq?.name ?? '#' + c.subject.id}, property ${property?.name ?? '#' + c.propertyId}, theorems ${names.join(', ')}`);
  }
  return `This change contradicts the theorems: ${parts.join('; ')}.`;
}
