/**
 * The engine's encoding of the scalar fields (spec section 3): which scalars
 * a space or a property is considered over, and a link field as the bits the
 * closure reads. rules/ imports nothing of ours, so the field tables people
 * and the backend use (names, labels, form options) live in the HTTP contract
 * (kb/contract/fields.ts); kb/field-names.ts fails to compile when this
 * encoding and those tables stop naming the same fields.
 */

export const SCALARS = ['REAL', 'COMPLEX'] as const;
export type Scalar = (typeof SCALARS)[number];

/** The scalar field of a space or a property. */
export type ItemField = 'REAL_OR_COMPLEX' | 'REAL' | 'COMPLEX';

/**
 * A link field's components as bits, for the build's loops (no object per
 * lookup): bit 0 real said, bit 1 its value, bit 2 complex said, bit 3 its value.
 */
export const FIELD_BITS = {
  REAL: 0b0011,
  NOT_REAL: 0b0001,
  COMPLEX: 0b1100,
  NOT_COMPLEX: 0b0100,
  REAL_AND_COMPLEX: 0b1111,
  NOT_REAL_AND_NOT_COMPLEX: 0b0101,
  REAL_AND_NOT_COMPLEX: 0b0111,
  NOT_REAL_AND_COMPLEX: 0b1101,
} as const;
export type LinkField = keyof typeof FIELD_BITS;

/** One component of a link field: the property holds, fails, or is not said. */
export type Component = boolean | undefined;

/** The (real, complex) components a link field defines, read from its bits. */
export function fieldPair(field: LinkField): { REAL: Component; COMPLEX: Component } {
  const bits = FIELD_BITS[field];
  const component = (said: number, value: number): Component => ((bits & said) === 0 ? undefined : (bits & value) !== 0);
  return { REAL: component(0b0001, 0b0010), COMPLEX: component(0b0100, 0b1000) };
}

/** The scalars over which a space or a property of this field is considered. */
export function itemScalars(field: ItemField): Scalar[] {
  if (field === 'REAL') return ['REAL'];
  if (field === 'COMPLEX') return ['COMPLEX'];
  return ['REAL', 'COMPLEX'];
}
