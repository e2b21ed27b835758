/**
 * The fact row of a (space, property), as the list views read it: the
 * combined field (stored components, then derived ones), linked, and derived.
 * A space's rows are one byte per property (by the property's slot, a dense
 * number the knowledge base gives each property), computed in one pass over
 * its links and the reasoner's derived facts: no per-row objects until a view
 * asks.
 */
import { LINK_FIELDS, fieldPair, pairToField, type LinkField, type Scalar } from './contract/fields';
import type { KnownFact } from '../rules';

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

/** Known components as 4 bits: REAL known, REAL value, COMPLEX known, COMPLEX value. */
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

/** Each property's slot: a dense number given as properties come (a deleted property's slot stays unused). */
export class PropertySlots {
  private readonly slots = new Map<number, number>();
  private readonly ids: number[] = [];

  /** The property's slot, given now if it has none. */
  slot(propertyId: number): number {
    let slot = this.slots.get(propertyId);
    if (slot === undefined) {
      this.slots.set(propertyId, (slot = this.ids.length));
      this.ids.push(propertyId);
    }
    return slot;
  }

  slotOf(propertyId: number): number | undefined {
    return this.slots.get(propertyId);
  }

  propertyId(slot: number): number {
    return this.ids[slot];
  }

  get size(): number {
    return this.ids.length;
  }
}

/** A row's code from its link (if any) and the derived facts of its property. */
function rowCode(link: LinkField | undefined, derived: readonly KnownFact[]): StateCode {
  let mask = link === undefined ? 0 : LINK_MASK.get(link)!;
  let flags = link === undefined ? 0 : 2;
  for (const fact of derived) {
    const shift = fact.scalar === 'COMPLEX' ? 2 : 0;
    // A stored component wins over a derived one (as the combined field shows them).
    if (((mask >> shift) & 1) === 0) mask |= (1 | (fact.value ? 2 : 0)) << shift;
    flags |= 1;
  }
  return flags === 0 ? 0 : flags | (MASK_FIELD[mask] << 2);
}

/** A space's derived facts, each given to `visit` (the reasoner's `eachDerived`). */
export type DerivedFacts = (visit: (propertyId: number, scalar: Scalar, value: boolean) => void) => void;

/**
 * The state codes of a space's rows, by slot: from its links and its derived
 * facts. One pass over the facts into a byte per slot (the derived
 * components, first per scalar, as rowCode takes them; 16: some derived
 * fact), no object per fact or per row: a build reads every space's.
 */
export function spaceCodes(slots: PropertySlots, links: ReadonlyMap<number, LinkField> | undefined, derived: DerivedFacts): Uint8Array {
  links?.forEach((_, propertyId) => slots.slot(propertyId));
  let masks: Uint8Array = new Uint8Array(slots.size + 16);
  derived((propertyId, scalar, value) => {
    const slot = slots.slot(propertyId);
    if (slot >= masks.length) masks = grown(masks, slot);
    const shift = scalar === 'COMPLEX' ? 2 : 0;
    if (((masks[slot] >> shift) & 1) === 0) masks[slot] |= (1 | (value ? 2 : 0)) << shift;
    masks[slot] |= 16;
  });
  const codes = new Uint8Array(slots.size);
  links?.forEach((field, propertyId) => {
    const slot = slots.slot(propertyId);
    codes[slot] = maskCode(LINK_MASK.get(field)!, 2, masks[slot]);
  });
  // A linked row's code is never 0: the rest are the rows of derived facts alone.
  for (let slot = 0; slot < codes.length; slot++) if (codes[slot] === 0 && masks[slot] !== 0) codes[slot] = maskCode(0, 0, masks[slot]);
  return codes;
}

/** rowCode's result from a link's mask and flags and the derived byte of spaceCodes: a stored component wins over a derived one. */
function maskCode(mask: number, flags: number, derived: number): StateCode {
  for (let shift = 0; shift <= 2; shift += 2) if (((mask >> shift) & 1) === 0) mask |= derived & (3 << shift);
  if (derived !== 0) flags |= 1;
  return flags === 0 ? 0 : flags | (MASK_FIELD[mask] << 2);
}

function grown(masks: Uint8Array, slot: number): Uint8Array {
  const bigger = new Uint8Array(Math.max(2 * masks.length, slot + 1));
  bigger.set(masks);
  return bigger;
}

/**
 * A space's codes after a theorem edit changed the derived facts of some
 * properties: a copy of the previous codes with those rows read again
 * (`derivedOf`: a property's derived facts now).
 */
export function patchedCodes(
  slots: PropertySlots,
  previous: Uint8Array,
  links: ReadonlyMap<number, LinkField> | undefined,
  changed: Iterable<number>,
  derivedOf: (propertyId: number) => KnownFact[],
): Uint8Array {
  const changedIds = [...changed];
  for (const propertyId of changedIds) slots.slot(propertyId);
  const codes = new Uint8Array(slots.size);
  codes.set(previous.subarray(0, codes.length));
  for (const propertyId of changedIds) codes[slots.slot(propertyId)] = rowCode(links?.get(propertyId), derivedOf(propertyId));
  return codes;
}

export function codeRow(spaceId: number, propertyId: number, code: StateCode): FactRow {
  const field = code >> 2;
  return { spaceId, propertyId, field: field === NO_FIELD ? null : LINK_FIELDS[field], linked: (code & 2) !== 0, derived: (code & 1) !== 0 };
}

