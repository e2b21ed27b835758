/**
 * How a relation known with a link's field reads in a sentence: "is …" or
 * "is not …", and over which scalars. A relation failing over every scalar
 * it is known for reads "is not …" with those scalars ("Real and complex"),
 * not with the field's own label ("Not real and not complex"), which would
 * deny twice; one holding over a scalar reads "is …" with the field's label
 * ("Complex and not real").
 */
import { LINK_FIELD_LABELS, type LinkField } from '@contract';

const FAILING: Partial<Record<LinkField, LinkField>> = { NOT_REAL: 'REAL', NOT_COMPLEX: 'COMPLEX', NOT_REAL_AND_NOT_COMPLEX: 'REAL_AND_COMPLEX' };

export function relationReading(field: LinkField): { holds: boolean; scalars: string } {
  const failsOver = FAILING[field];
  return failsOver ? { holds: false, scalars: LINK_FIELD_LABELS[failsOver] } : { holds: true, scalars: LINK_FIELD_LABELS[field] };
}
