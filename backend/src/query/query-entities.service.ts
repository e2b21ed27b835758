/**
 * What readers' queries see of the equations and the marks, which the
 * knowledge base does not hold: read once per catalogue version (every
 * write, here or on another instance, moves it) and handed to the query
 * feed before a query runs, which transacts only the rows that changed
 * (kb/datalog/query-entities.ts). A write pays nothing for it.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { backendRows, type EquationEntities, type HeldKind } from '../../../kb/datalog/query-entities';
import { equationFactRows } from '../../../kb/equation-facts';
import type { Reasoner } from '../../../rules';
import { DifferentialEquation, DifferentialEquationProperty, EquationTheorem, EquationTheoremAtom } from '../entities';
import { EquationReasoning } from '../differential-equation/equation-reasoning';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { ProblemService } from '../problem/problem.service';

type Rows = Partial<Record<HeldKind, unknown[][]>>;

/** The equation kinds: what the equations' formula search reads. */
const EQUATION_KINDS: readonly HeldKind[] = ['equations', 'equationProperties', 'equationTheorems', 'equationFacts'];

/** A catalogue version's rows, and the equation reasoner the equations' rows were read from. */
interface Read { rows: Rows; reasoner: Reasoner }

@Injectable()
export class QueryEntitiesService {
  private read: { version: number; rows: Promise<Read> } | null = null;

  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly equations: EquationReasoning,
    private readonly problems: ProblemService,
  ) {}

  /** Brings the query feed's equations and marks to the catalogue version this instance holds. */
  async prepare(): Promise<void> {
    const { rows } = await this.rows();
    for (const [kind, list] of Object.entries(rows) as [HeldKind, unknown[][]][]) this.knowledge.datalog.hold(kind, list);
  }

  /**
   * Brings the equations and their facts DataScript holds to this instance's
   * catalogue version (the equations' formula search reads them); the
   * equation reasoner they were read from, which answers the rest of the
   * search (the hypothesis), so both are of one version.
   */
  async holdEquations(): Promise<Reasoner> {
    const { rows, reasoner } = await this.rows();
    for (const kind of EQUATION_KINDS) this.knowledge.datalog.hold(kind, rows[kind] ?? []);
    return reasoner;
  }

  private rows(): Promise<Read> {
    const version = this.knowledge.version;
    if (this.read?.version === version) return this.read.rows;
    const rows = Promise.all([this.equations.current(), this.knowledge.readSnapshot((em) => equationNames(em)), this.problems.marks()]).then(([reasoner, names, marks]) => ({
      rows: backendRows({ ...names, facts: equationFactRows(reasoner) }, marks),
      reasoner,
    }));
    const read = { version, rows };
    this.read = read;
    // A failed read is not kept.
    rows.catch(() => {
      if (this.read === read) this.read = null;
    });
    return rows;
  }
}

async function equationNames(em: EntityManager): Promise<Omit<EquationEntities, 'facts'>> {
  const [equations, properties, theorems, atoms] = await Promise.all([
    em.find(DifferentialEquation, {}, { fields: ['id', 'name'] }),
    em.find(DifferentialEquationProperty, {}, { fields: ['id', 'name'] }),
    em.find(EquationTheorem, {}, { fields: ['id', 'name'] }),
    em.find(EquationTheoremAtom, {}),
  ]);
  const atomsOf = new Map(theorems.map((t) => [t.id, { conditions: [] as number[], conclusions: [] as number[] }]));
  for (const a of atoms) atomsOf.get(a.theoremId)?.[a.role === 'condition' ? 'conditions' : 'conclusions'].push(a.propertyId);
  return {
    equations: equations.map((e) => ({ id: e.id, name: e.name })),
    properties: properties.map((p) => ({ id: p.id, name: p.name })),
    theorems: theorems.map((t) => ({ id: t.id, name: t.name, ...atomsOf.get(t.id)! })),
  };
}
