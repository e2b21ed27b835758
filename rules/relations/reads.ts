/**
 * Reading the relations: a space's related spaces (both directions, both
 * scalars, stored or derived), a relation's proof, the proofs of facts carried
 * across spaces, and the contradictions the relations cause.
 */
import type { Engine } from '../engine';
import type { CarriedFact, Contradiction, Derivations, KnownRelation, ProofNode, RelationDerivation, RelationKey, RelationProof } from '../reasoner-types';
import { literalProperty, literalScalar, literalValue } from '../literal';
import type { RelationFact } from './relation-closure';
import type { Scalar } from '../fields';
import type { RelationalLayer } from './layer';
import { CrossProofs, meaningFactProof, relationProof } from './proof';
import { carryContradiction, relationContradiction } from './writes';

export class RelationReads {
  constructor(
    private readonly engine: Engine,
    private readonly layer: RelationalLayer,
  ) {}

  /** Whether properties are declared to mean relations (then any write may change the relations known). */
  get meaningful(): boolean {
    return this.layer.meanings.size > 0;
  }

  /** Every relation known of a space, as Y or as X, in the order they became known. */
  of(spaceId: number): KnownRelation[] {
    const out: KnownRelation[] = [];
    for (const closure of this.layer.derived.closures) {
      for (const f of closure.factsNear(spaceId)) {
        if (f.spaceId !== spaceId && f.ofSpaceId !== spaceId) continue;
        out.push({ kind: f.kind, spaceId: f.spaceId, ofSpaceId: f.ofSpaceId, scalar: f.scalar, value: f.value, stored: f.relationId !== null });
      }
    }
    return out;
  }

  /** Every relation known, stored or derived, per scalar, in the order they became known. */
  known(): KnownRelation[] {
    const out: KnownRelation[] = [];
    for (const closure of this.layer.derived.closures) {
      for (const f of closure.facts) out.push({ kind: f.kind, spaceId: f.spaceId, ofSpaceId: f.ofSpaceId, scalar: f.scalar, value: f.value, stored: f.relationId !== null });
    }
    return out;
  }

  /**
   * Every relation known with its first derivation, in the order they became
   * known: its rule, the stored relation's id, the relations it follows from
   * (positions in this list) and, for one given by a property's meaning, X's fact.
   */
  derivations(): RelationDerivation[] {
    const facts: RelationFact[] = [];
    for (const closure of this.layer.derived.closures) facts.push(...closure.facts);
    const position = new Map<RelationFact, number>(facts.map((f, i) => [f, i]));
    return facts.map((f) => {
      const derivation: RelationDerivation = {
        kind: f.kind, spaceId: f.spaceId, ofSpaceId: f.ofSpaceId, scalar: f.scalar, value: f.value, stored: f.relationId !== null,
        rule: f.rule, relationId: f.relationId, supports: f.supports.map((s) => position.get(s as RelationFact)!),
      };
      if (f.meaning) derivation.fact = { spaceId: f.meaning.ofSpaceId, ...this.factOf(f.meaning.lit) };
      return derivation;
    });
  }

  /**
   * Every fact given to a space along a relation, in each space's order: carried from
   * another space's fact (`from`) by a theorem along the relation (null: isomorphism
   * invariance), or given because its property means the relation (`from` null).
   */
  carried(): CarriedFact[] {
    const out: CarriedFact[] = [];
    for (const [spaceId, own] of this.layer.imports) {
      own.justifications.forEach((j, i) => {
        const r = j.relation;
        out.push({
          spaceId, ...this.factOf(own.lits[i]),
          relation: { kind: r.kind, spaceId: r.spaceId, ofSpaceId: r.ofSpaceId, scalar: r.scalar, value: r.value },
          theoremId: j.means !== undefined ? null : j.theoremId,
          from: j.means !== undefined ? null : { spaceId: j.sourceId, ...this.factOf(j.srcLit) },
        });
      });
    }
    return out;
  }

  private factOf(lit: number): { propertyId: number; scalar: Scalar; value: boolean } {
    return { propertyId: this.engine.propertyId(literalProperty(lit)), scalar: literalScalar(lit), value: literalValue(lit) };
  }

  /** What is known of a relation over a scalar: true, false, or undefined. */
  value(key: RelationKey, scalar: Scalar): boolean | undefined {
    const closure = this.layer.derived.closures.find((c) => c.scalar === scalar);
    if (!closure) return undefined;
    if (closure.get(key.kind, true, key.spaceId, key.ofSpaceId)) return true;
    if (closure.get(key.kind, false, key.spaceId, key.ofSpaceId)) return false;
    return undefined;
  }

  /** A known relation's proof (a stored one is a leaf). */
  proof(key: RelationKey, scalar: Scalar): RelationProof | null;
  /** A space's fact carried or derived across spaces (null: not known, or stored). */
  proof(spaceId: number, lit: number): ProofNode | null;
  proof(a: RelationKey | number, b: Scalar | number): RelationProof | ProofNode | null {
    if (typeof a === 'number') return new CrossProofs(this.engine, this.layer.imports).proof(a, b as number);
    const closure = this.layer.derived.closures.find((c) => c.scalar === b);
    const fact = closure?.get(a.kind, true, a.spaceId, a.ofSpaceId) ?? closure?.get(a.kind, false, a.spaceId, a.ofSpaceId);
    return fact ? relationProof(fact, undefined, (m) => meaningFactProof(this.engine, m)) : null;
  }

  /** A carried fact's derivations (the theorem along relations that carried it); null when the fact was not carried. */
  carriedDerivations(spaceId: number, lit: number): Derivations | null {
    const own = this.layer.imports.get(spaceId);
    const at = own?.byLit.get(lit);
    if (at === undefined) return null;
    const theoremId = own!.justifications[at].theoremId;
    return { computed: true, theoremIds: theoremId === null ? [] : [theoremId] };
  }

  /**
   * What relations bring a space: its facts carried from related spaces, per theorem along relations
   * (null: isomorphism invariance), and how many of its facts it knows only through relations (its closure
   * less the closure of its links alone: one closure, so read by the compute report, not per request).
   */
  carriedCounts(spaceId: number): { carried: number; decided: number; byTheorem: Map<number | null, number> } | null {
    const own = this.layer.imports.get(spaceId);
    const state = this.engine.state(spaceId);
    if (!own || own.lits.length === 0 || !state) return null;
    const byTheorem = new Map<number | null, number>();
    for (const j of own.justifications) byTheorem.set(j.theoremId, (byTheorem.get(j.theoremId) ?? 0) + 1);
    const alone = this.engine.closeSubject(spaceId, new Int32Array(0));
    return { carried: own.lits.length, decided: state.closure.order.length - (alone?.closure.order.length ?? 0), byTheorem };
  }

  /** The spaces a fact of this space was carried from or to (its group), ascending. */
  group(spaceId: number): readonly number[] {
    return this.layer.derived.groups.get(spaceId) ?? [spaceId];
  }

  /** A space's contradictions across spaces: carried facts refused, and relations forced both ways on it. */
  contradictions(spaceId: number): Contradiction[] {
    const out = (this.layer.conflicts.get(spaceId) ?? []).map((c) => carryContradiction(this.engine, c));
    const seen = new Set<string>();
    for (const closure of this.layer.derived.closures) {
      for (const c of closure.conflicts) {
        const key = `${c.kept.kind}:${c.kept.ofSpaceId}:${c.kept.scalar}`;
        if (c.kept.spaceId !== spaceId || seen.has(key)) continue;
        seen.add(key);
        out.push(relationContradiction(c.kept));
      }
    }
    return out;
  }
}
