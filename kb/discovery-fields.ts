/**
 * The `field` of a discovery question (real, complex or both) in the terms
 * of the field tables (kb/contract/fields.ts): the scalars it is about, the item
 * field of a hypothetical space, the link field of an asserted or denied
 * term, and which spaces and properties it applies to.
 */
import { itemScalars, type ItemField, type LinkField, type Scalar } from './contract/fields';
import { SEARCH_FIELDS, type SearchField } from './contract/discovery';

export function isSearchField(value: unknown): value is SearchField {
  return typeof value === 'string' && (SEARCH_FIELDS as readonly string[]).includes(value);
}

export function fieldScalars(field: SearchField): Scalar[] {
  return field === 'real' ? ['REAL'] : field === 'complex' ? ['COMPLEX'] : ['REAL', 'COMPLEX'];
}

/** The item field of a space considered over exactly these scalars. */
export function hypothesisField(field: SearchField): ItemField {
  return field === 'real' ? 'REAL' : field === 'complex' ? 'COMPLEX' : 'REAL_OR_COMPLEX';
}

/** The link field of a term: the property holds (or fails) over every scalar of the field. */
export function termLinkField(value: boolean, field: SearchField): LinkField {
  if (field === 'real') return value ? 'REAL' : 'NOT_REAL';
  if (field === 'complex') return value ? 'COMPLEX' : 'NOT_COMPLEX';
  return value ? 'REAL_AND_COMPLEX' : 'NOT_REAL_AND_NOT_COMPLEX';
}

/** Whether a space or a property of `item` field is considered over every scalar of `field`. */
export function coversField(item: ItemField, field: SearchField): boolean {
  const scalars = itemScalars(item);
  return fieldScalars(field).every((s) => scalars.includes(s));
}

const FIELD_WORDS: Record<ItemField, string> = { REAL: 'real', COMPLEX: 'complex', REAL_OR_COMPLEX: 'real or complex' };

/** "… is a property of complex spaces only: …" for a property the field does not cover. */
export function fieldMismatch(name: string, item: ItemField, field: SearchField): string {
  const over = field === 'both' ? 'over both the real and the complex numbers' : `over the ${field} numbers`;
  return `“${name}” is a property of ${FIELD_WORDS[item]} spaces only; it cannot be asked ${over}.`;
}
