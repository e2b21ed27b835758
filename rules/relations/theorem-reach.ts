/**
 * Which groups of related spaces a theorem along relations can change, so
 * that adding, editing or deleting one re-closes those groups only, not every
 * group (what keeps such a write fast on a catalogue with many groups).
 *
 * - Added: a group changes only if one of its spaces knows, once closed, a
 *   fact a rule of the theorem starts from and is related in the rule's way.
 *   A group's stages know less than its final closures, so where no final
 *   closure starts a rule, no stage of a rebuild does, and the group closes
 *   as it did.
 * - Removed: a group changes only if one of its imports or refused imports
 *   came by the theorem; otherwise no offer of the theorem was taken.
 */
import { RELATION_KINDS, type TheoremInput } from '../reasoner-types';
import type { Engine } from '../engine';
import { CarryRules, type Side } from './carry';
import type { RelationalLayer } from './layer';

const SIDES: Side[] = ['toRelated', 'fromRelated'];

/** Spaces (one or more per group) whose groups the theorem added or removed can change. */
export function alongTheoremReach(engine: Engine, layer: RelationalLayer, added: TheoremInput | undefined, removedId: number | undefined): number[] {
  const spaces = new Set<number>();
  if (removedId !== undefined) {
    for (const [spaceId, own] of layer.imports) if (own.justifications.some((j) => j.theoremId === removedId)) spaces.add(spaceId);
    for (const [spaceId, conflicts] of layer.conflicts) if (conflicts.some((c) => c.justification.theoremId === removedId)) spaces.add(spaceId);
  }
  if (added) {
    const carry = CarryRules.compile([added], engine, layer.normDependent);
    for (const closure of layer.derived.closures) {
      for (const kind of RELATION_KINDS) {
        for (const side of SIDES) {
          const rules = carry.get(kind, side, closure.scalar);
          if (!rules) continue;
          for (const fact of closure.facts) {
            if (!fact.value || fact.kind !== kind || fact.spaceId === fact.ofSpaceId) continue;
            const source = side === 'toRelated' ? fact.ofSpaceId : fact.spaceId;
            if (spaces.has(source)) continue;
            const known = engine.state(source)?.closure;
            if (known && [...rules.keys()].some((src) => known.has(src))) spaces.add(source);
          }
        }
      }
    }
  }
  return [...spaces];
}
