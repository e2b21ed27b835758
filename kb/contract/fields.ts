/**
 * The field tables of spec sections 3 and 4: the names, the labels and the
 * form options, the one definition shared by backend validation, the
 * knowledge base and the frontend. The engine (rules/) imports nothing of
 * ours, so it keeps only its own encoding of these names (rules/fields.ts:
 * a link field as bits); kb/field-names.ts fails to compile when the two
 * stop naming the same fields. Pure data and functions, no imports.
 */

/** The scalar field of a space or a property. */
export const ITEM_FIELDS = ['REAL_OR_COMPLEX', 'REAL', 'COMPLEX'] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

export const ITEM_FIELD_LABELS: Record<ItemField, string> = {
  REAL: 'Real numbers only',
  COMPLEX: 'Complex numbers only',
  REAL_OR_COMPLEX: 'Real or complex numbers',
};

/** The eight link field types, in the order of spec section 3. */
export const LINK_FIELDS = [
  'REAL',
  'COMPLEX',
  'REAL_AND_COMPLEX',
  'NOT_REAL',
  'NOT_COMPLEX',
  'NOT_REAL_AND_NOT_COMPLEX',
  'REAL_AND_NOT_COMPLEX',
  'NOT_REAL_AND_COMPLEX',
] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

export const LINK_FIELD_LABELS: Record<LinkField, string> = {
  REAL: 'Real',
  COMPLEX: 'Complex',
  REAL_AND_COMPLEX: 'Real and complex',
  NOT_REAL: 'Not real',
  NOT_COMPLEX: 'Not complex',
  NOT_REAL_AND_NOT_COMPLEX: 'Not real and not complex',
  REAL_AND_NOT_COMPLEX: 'Real and not complex',
  NOT_REAL_AND_COMPLEX: 'Complex and not real',
};

export const SCALARS = ['REAL', 'COMPLEX'] as const;
export type Scalar = (typeof SCALARS)[number];

/** A scalar as a word inside a sentence ("holds over the real numbers"). */
export const SCALAR_LABELS: Record<Scalar, string> = { REAL: 'real', COMPLEX: 'complex' };

/** One component of a link field: the property holds, fails, or is not said. */
export type Component = boolean | undefined;

/** A link field as a pair of components (real, complex). */
export interface FieldPair {
  REAL: Component;
  COMPLEX: Component;
}

const PAIRS: Record<LinkField, FieldPair> = {
  REAL: { REAL: true, COMPLEX: undefined },
  NOT_REAL: { REAL: false, COMPLEX: undefined },
  COMPLEX: { REAL: undefined, COMPLEX: true },
  NOT_COMPLEX: { REAL: undefined, COMPLEX: false },
  REAL_AND_COMPLEX: { REAL: true, COMPLEX: true },
  NOT_REAL_AND_NOT_COMPLEX: { REAL: false, COMPLEX: false },
  REAL_AND_NOT_COMPLEX: { REAL: true, COMPLEX: false },
  NOT_REAL_AND_COMPLEX: { REAL: false, COMPLEX: true },
};

export function isLinkField(value: unknown): value is LinkField {
  return typeof value === 'string' && (LINK_FIELDS as readonly string[]).includes(value);
}

export function isItemField(value: unknown): value is ItemField {
  return typeof value === 'string' && (ITEM_FIELDS as readonly string[]).includes(value);
}

/** The (real, complex) components a link field defines. */
export function fieldPair(field: LinkField): FieldPair {
  return PAIRS[field];
}

/**
 * A theorem's atom in words, for a theorem's statement when it has no name: the property's name
 * when it holds, "not" and the name when it fails, the name and the field when it holds over one
 * scalar and fails over the other.
 */
export function atomWords(name: string, field: LinkField): string {
  const said = [PAIRS[field].REAL, PAIRS[field].COMPLEX].filter((value) => value !== undefined);
  if (said.every((value) => value)) return name;
  if (said.every((value) => !value)) return `not ${name}`;
  return `${name} (${LINK_FIELD_LABELS[field].toLowerCase()})`;
}

/** The link field of a pair of components, or null when neither is defined. */
export function pairToField(pair: FieldPair): LinkField | null {
  for (const field of LINK_FIELDS) {
    const p = PAIRS[field];
    if (p.REAL === pair.REAL && p.COMPLEX === pair.COMPLEX) return field;
  }
  return null;
}

/** The scalars over which a space or a property of this field is considered. */
export function itemScalars(field: ItemField): Scalar[] {
  if (field === 'REAL') return ['REAL'];
  if (field === 'COMPLEX') return ['COMPLEX'];
  return ['REAL', 'COMPLEX'];
}

/** Spec section 4: the link field options for a space of one field and a property of another. */
export function linkFieldOptions(spaceField: ItemField, propertyField: ItemField): LinkField[] {
  if (spaceField === 'REAL') return propertyField === 'COMPLEX' ? [] : ['REAL', 'NOT_REAL'];
  if (spaceField === 'COMPLEX') return propertyField === 'REAL' ? [] : ['COMPLEX', 'NOT_COMPLEX'];
  if (propertyField === 'REAL') return ['REAL', 'NOT_REAL'];
  if (propertyField === 'COMPLEX') return ['COMPLEX', 'NOT_COMPLEX'];
  return [...LINK_FIELDS];
}

/** Spec section 4: the field a new link starts with. */
export function defaultLinkField(spaceField: ItemField, propertyField: ItemField): LinkField {
  if (spaceField === 'REAL' || propertyField === 'REAL') return 'REAL';
  if (spaceField === 'COMPLEX' || propertyField === 'COMPLEX') return 'COMPLEX';
  return 'REAL_AND_COMPLEX';
}

/** Spec section 4: the field options of a theorem condition or conclusion on a property. */
export function theoremFieldOptions(propertyField: ItemField): LinkField[] {
  if (propertyField === 'REAL') return ['REAL', 'NOT_REAL'];
  if (propertyField === 'COMPLEX') return ['COMPLEX', 'NOT_COMPLEX'];
  return ['REAL', 'COMPLEX', 'REAL_AND_COMPLEX', 'NOT_REAL', 'NOT_COMPLEX', 'NOT_REAL_AND_NOT_COMPLEX'];
}

/** Spec section 4: a property's natural field, the default of a new condition or conclusion. */
export function defaultTheoremField(propertyField: ItemField): LinkField {
  if (propertyField === 'REAL') return 'REAL';
  if (propertyField === 'COMPLEX') return 'COMPLEX';
  return 'REAL_AND_COMPLEX';
}
