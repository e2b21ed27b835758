/**
 * The fact row of a (space, property), as the list views read it: the
 * combined field (stored components, then derived ones), linked, and derived.
 * A space's rows are one byte per property (by the engine's dense property
 * index), computed in one pass over its links and its closure's derived
 * literals: no per-fact objects until a view asks. Derivations themselves stay
 * in the engine (see docs/engine.md).
 */
import { LINK_FIELDS, fieldPair, pairToField, type LinkField } from './contract/fields';
import type { Engine } from '../rules/engine';

export interface FactRow {
  spaceId: number;
  propertyId: number;
  field: LinkField | null;
  linked: boolean;
  derived: boolean;
}

/**
 * A row's state as one byte: field index in LINK_FIELDS (8: none) * 4 +
 * linked * 2 + derived. 0 is "no row" (a row is always linked or derived).
 */
export type StateCode = number;

/** Known components as 4 bits: REAL known, REAL value, COMPLEX known, COMPLEX value (the literal's scalar bit picks the pair). */
const NO_FIELD = LINK_FIELDS.length;
const LINK_MASK = new Map<LinkField, number>(
  LINK_FIELDS.map((field) => {
    const pair = fieldPair(field);
    const bits = (value: boolean | undefined, shift: number) => (value === undefined ? 0 : (1 | (value ? 2 : 0)) << shift);
    return [field, bits(pair.REAL, 0) | bits(pair.COMPLEX, 2)];
  }),
);
/** mask → field index (NO_FIELD when no component is known). */
const MASK_FIELD = Uint8Array.from({ length: 16 }, (_, mask) => {
  const component = (shift: number) => ((mask >> shift) & 1 ? ((mask >> shift) & 2) !== 0 : undefined);
  const field = pairToField({ REAL: component(0), COMPLEX: component(2) });
  return field === null ? NO_FIELD : LINK_FIELDS.indexOf(field);
});

/** The state codes of a space's rows, by property index (length: the engine's property slots). */
export function spaceCodes(engine: Engine, spaceId: number): Uint8Array {
  const slots = engine.propertySlots;
  const masks = new Uint8Array(slots);
  const flags = new Uint8Array(slots);
  for (const [propertyId, field] of engine.spaceLinks(spaceId)) {
    const index = engine.index(propertyId);
    if (index === undefined) continue;
    masks[index] = LINK_MASK.get(field)!;
    flags[index] = 2;
  }
  const state = engine.state(spaceId);
  if (state) {
    const { order, storedCount } = state.closure;
    for (let p = storedCount; p < order.length; p++) {
      const lit = order[p];
      const index = lit >> 2;
      const shift = lit & 2;
      // A stored component wins over a derived one (as the combined field shows them).
      if (((masks[index] >> shift) & 1) === 0) masks[index] |= (1 | ((lit & 1) << 1)) << shift;
      flags[index] |= 1;
    }
  }
  for (let i = 0; i < slots; i++) if (flags[i] !== 0) flags[i] |= MASK_FIELD[masks[i]] << 2;
  return flags;
}

/**
 * A space's codes after a theorem edit changed some of its literals: a copy of
 * the previous codes with the changed literals' properties re-read (the whole
 * space when there is no previous array or a property is new to it).
 */
export function patchedCodes(engine: Engine, spaceId: number, previous: Uint8Array | undefined, changed: readonly number[]): Uint8Array {
  const state = engine.state(spaceId);
  if (!previous || !state || previous.length !== engine.propertySlots) return spaceCodes(engine, spaceId);
  const codes = previous.slice();
  const links = engine.spaceLinks(spaceId);
  const { closure, stored } = state;
  for (const changedLit of changed) {
    const index = changedLit >> 2;
    const field = links.get(engine.propertyId(index));
    let mask = field === undefined ? 0 : LINK_MASK.get(field)!;
    let flags = field === undefined ? 0 : 2;
    for (let lit = index * 4; lit < index * 4 + 4; lit++) {
      // Known and not stored: derived (a known literal that is in `stored` was asserted as stored).
      if (!closure.has(lit) || stored.includes(lit)) continue;
      const shift = lit & 2;
      if (((mask >> shift) & 1) === 0) mask |= (1 | ((lit & 1) << 1)) << shift;
      flags |= 1;
    }
    codes[index] = flags === 0 ? 0 : flags | (MASK_FIELD[mask] << 2);
  }
  return codes;
}

export function codeRow(spaceId: number, propertyId: number, code: StateCode): FactRow {
  const field = code >> 2;
  return { spaceId, propertyId, field: field === NO_FIELD ? null : LINK_FIELDS[field], linked: (code & 2) !== 0, derived: (code & 1) !== 0 };
}
