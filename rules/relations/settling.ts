/**
 * Settling an open question of a related space: what its answer would bring
 * there (questions/settling.ts) and what that carries to the related spaces,
 * and back, until nothing more is carried; or that the answer would force a
 * fact against a known one in some space of the group, which a write of it
 * would be refused for. Each space's part is a small propagation from its
 * closure, as in one space; carrying follows the layer's own edges (theorems
 * along relations and isomorphism invariance), so the count is what the
 * fixpoint would add, by monotonicity.
 */
import type { Engine } from '../engine';
import { literalProperty, negate } from '../literal';
import { CONTRADICTS } from '../questions/settling';
import type { RelationalLayer } from './layer';

export class CarriedSettling {
  constructor(
    private readonly engine: Engine,
    private readonly layer: RelationalLayer,
  ) {}

  /** Null when the space carries nothing to others (its counts are its own); else what its counts depend on, compared by identity and version. */
  token(spaceId: number): { derived: object; version: number } | null {
    return this.layer.derived.edges.has(spaceId) ? { derived: this.layer.derived, version: this.engine.version } : null;
  }

  /** Recounts, in place, each candidate whose own count is not already CONTRADICTS, with what it carries. */
  recount(spaceId: number, candidates: ArrayLike<number>, counts: Int32Array): void {
    if (!this.layer.derived.edges.has(spaceId)) return;
    for (let i = 0; i < candidates.length; i++) if (counts[i] !== CONTRADICTS) counts[i] = this.settle(spaceId, candidates[i]);
  }

  /** The facts besides `start` that knowing it in `spaceId` brings to the group, or CONTRADICTS. */
  settle(spaceId: number, start: number): number {
    const added = new Map<number, Set<number>>();
    const queue: { spaceId: number; lit: number }[] = [{ spaceId, lit: start }];
    const known = (id: number, lit: number) => this.engine.state(id)?.closure.has(lit) === true || added.get(id)?.has(lit) === true;
    let total = 0;
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (known(next.spaceId, next.lit)) continue;
      if (known(next.spaceId, negate(next.lit))) return CONTRADICTS;
      const fresh = this.propagate(next.spaceId, next.lit, known, added);
      if (fresh === null) return CONTRADICTS;
      total += fresh.length;
      for (const lit of fresh) {
        const carried = this.carry(next.spaceId, lit);
        for (const c of carried) {
          if (known(c.spaceId, c.lit)) continue;
          if (known(c.spaceId, negate(c.lit))) return CONTRADICTS;
          queue.push(c);
        }
      }
    }
    return total - 1;
  }

  /** Marks `start` and what follows in the space; the new facts, or null when a rule forces one against a known fact. */
  private propagate(spaceId: number, start: number, known: (id: number, lit: number) => boolean, added: Map<number, Set<number>>): number[] | null {
    const rules = this.engine.rules;
    let own = added.get(spaceId);
    if (!own) added.set(spaceId, (own = new Set()));
    const fresh = [start];
    own.add(start);
    const isKnown = (lit: number) => known(spaceId, lit);
    for (let n = 0; n < fresh.length; n++) {
      for (const wake of rules.triggers[fresh[n]] ?? []) {
        const rule = rules.rules[wake >> 1]!;
        if (!rule.body.every(isKnown)) continue;
        if (rule.anyOf.length > 0 && !rule.anyOf.some(isKnown)) continue;
        for (const head of rule.heads) {
          if (isKnown(head)) continue;
          if (isKnown(negate(head))) return null;
          own.add(head);
          fresh.push(head);
        }
      }
    }
    return fresh;
  }

  /** What a new fact of a space carries along its edges (each target literal; the target may know it already). */
  private carry(spaceId: number, lit: number): { spaceId: number; lit: number }[] {
    const out: { spaceId: number; lit: number }[] = [];
    const normDependent = this.layer.normDependent.has(this.engine.propertyId(literalProperty(lit)));
    for (const edge of this.layer.derived.edges.get(spaceId) ?? []) {
      if ((lit & 2) !== (edge.relation.scalar === 'COMPLEX' ? 2 : 0)) continue;
      for (const rule of edge.rules?.get(lit) ?? []) out.push({ spaceId: edge.target, lit: rule.dst });
      if (edge.invariant && !normDependent) out.push({ spaceId: edge.target, lit });
    }
    return out;
  }
}
