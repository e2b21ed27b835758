/**
 * The fact entity of a (space, property), as the list views read it: the
 * combined field (stored components, then derived ones), linked, and derived.
 * Derivations themselves stay in the engine (see docs/engine.md): a theorem
 * edit re-derives hundreds of facts through new first derivations, and
 * transacting those would cost more than the rest of the write.
 */
import { fieldPair, pairToField, SCALARS, type FieldPair, type LinkField } from '../rules/fields';
import { literal, literalProperty } from '../rules/literal';
import type { Engine } from '../rules/engine';
import { pairKey } from './schema';

export interface FactRow {
  key: string;
  spaceId: number;
  propertyId: number;
  field: LinkField | null;
  linked: boolean;
  derived: boolean;
}

export function factRow(engine: Engine, spaceId: number, propertyId: number, link: LinkField | undefined): FactRow | null {
  const index = engine.index(propertyId);
  const state = engine.state(spaceId);
  const pair: FieldPair = link ? { ...fieldPair(link) } : { REAL: undefined, COMPLEX: undefined };
  let derived = false;
  if (index !== undefined && state) {
    for (const scalar of SCALARS) {
      for (const value of [true, false]) {
        const lit = literal(index, scalar, value);
        const position = state.closure.positionOf(lit);
        if (position === undefined || position < state.closure.storedCount) continue;
        pair[scalar] ??= value;
        derived = true;
      }
    }
  }
  if (!link && !derived) return null;
  return {
    key: pairKey(spaceId, propertyId),
    spaceId,
    propertyId,
    field: pairToField(pair),
    linked: link !== undefined,
    derived,
  };
}

/** The properties a space has rows for: its links and every property with a known fact. */
export function rowProperties(engine: Engine, spaceId: number, links: Iterable<number>): Set<number> {
  const properties = new Set(links);
  const state = engine.state(spaceId);
  if (state) for (const lit of state.closure.order) properties.add(engine.propertyId(literalProperty(lit)));
  return properties;
}
