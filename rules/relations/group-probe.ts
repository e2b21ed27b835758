/**
 * Whether a carry group's states, closed under an earlier derivation of the
 * layer in the same write, are still its fixpoint under a later one (more
 * relations found through meanings: new carry edges, new seeds, spaces
 * joining the group). The carry fixpoint is monotone: when no new edge
 * offers a target a fact it does not know and no new seed is unknown, the
 * states already hold the least fixpoint of the later derivation, so closing
 * the group again would give the same facts (only their proofs' order). Any
 * edge or seed taken away, a conflict or a contradiction: not kept.
 */
import { literalProperty } from '../literal';
import type { SubjectState } from '../engine';
import type { CarryEdge, SpaceImports } from './carry';
import type { Seed } from './meanings';

/** What the probe reads of a derivation (layer.ts `Derived`). */
export interface ProbeInputs {
  edges: ReadonlyMap<number, readonly CarryEdge[]>;
  seeds: ReadonlyMap<number, readonly Seed[]>;
}

/** A space's state as the write has it so far (undefined: not known to be current). */
export type Closed = (spaceId: number) => { state: SubjectState | null; imports: Int32Array | undefined; carried: SpaceImports | undefined } | undefined;

export function groupStays(group: readonly number[], before: ProbeInputs, after: ProbeInputs, closed: Closed, conflicts: ReadonlyMap<number, readonly unknown[]>, normDependent: (propertyIndex: number) => boolean): boolean {
  const closure = (id: number) => {
    const state = closed(id)?.state;
    return state && state.contradictions.length === 0 ? state.closure : null;
  };
  for (const id of group) if (!closure(id) || (conflicts.get(id)?.length ?? 0) > 0) return false;
  for (const id of group) {
    const known = closure(id)!;
    const seedsBefore = new Set((before.seeds.get(id) ?? []).map((s) => s.lit));
    const seedsAfter = new Set((after.seeds.get(id) ?? []).map((s) => s.lit));
    for (const lit of seedsBefore) if (!seedsAfter.has(lit)) return false;
    for (const lit of seedsAfter) if (!known.has(lit)) return false;
    const old = new Set((before.edges.get(id) ?? []).map(edgeKey));
    const now = after.edges.get(id) ?? [];
    if (now.length < old.size) return false;
    // What the source's facts give by each set of rules (its edges of one kind share them), made once.
    const offers = new Map<CarryEdge['rules'], number[]>();
    let kept = 0;
    for (const edge of now) {
      if (old.has(edgeKey(edge))) {
        kept++;
        continue;
      }
      // A new edge: every fact of the source is offered along it (as a first stage would).
      const target = closure(edge.target);
      if (!target) return false;
      const scalarBit = edge.relation.scalar === 'COMPLEX' ? 2 : 0;
      if (edge.rules) {
        let dsts = offers.get(edge.rules);
        if (!dsts) offers.set(edge.rules, (dsts = offered(edge.rules, known)));
        for (const dst of dsts) if ((dst & 2) === scalarBit && !target.has(dst)) return false;
      }
      if (edge.invariant) for (const lit of known.order) if ((lit & 2) === scalarBit && !target.has(lit) && !normDependent(literalProperty(lit))) return false;
    }
    if (kept !== old.size) return false;
  }
  return true;
}

/** The literals the rules give from what a space knows (a rule's source and its head are over one scalar). */
function offered(rules: Map<number, readonly { dst: number }[]>, known: { has(lit: number): boolean; order: Int32Array }): number[] {
  const out: number[] = [];
  if (rules.size < known.order.length) {
    for (const [src, list] of rules) if (known.has(src)) for (const r of list) out.push(r.dst);
  } else {
    for (const lit of known.order) for (const r of rules.get(lit) ?? []) out.push(r.dst);
  }
  return out;
}

const KINDS = ['subspace', 'complemented', 'quotient', 'dual', 'isomorphic'];

/**
 * An edge out of a source by what it is, as a small integer: its target, whether it goes up (Y to X: the
 * relation's Y is the source) or down (X to Y: its Y is the target), the relation's kind and scalar, invariance.
 */
function edgeKey(e: CarryEdge): number {
  const r = e.relation;
  return (((e.target * 2 + (r.spaceId === e.target ? 0 : 1)) * 5 + KINDS.indexOf(r.kind)) * 2 + (r.scalar === 'COMPLEX' ? 1 : 0)) * 2 + (e.invariant ? 1 : 0);
}
