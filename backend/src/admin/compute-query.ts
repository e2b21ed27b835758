/**
 * The query parameters of the paged compute report (GET /api/admin/compute/rows
 * and /download): text filters, exact ids, a page, a download format. Anything
 * malformed is a 400 naming the parameter, never a 500.
 */
import type { RowFilter } from '../../../kb/contract/compute-report';
import { badRequest, type ErrorMap } from '../http/errors';

export const MAX_PAGE = 500;
const MAX_TEXT = 200;

export interface RowsQuery { filter: RowFilter; offset: number; limit: number }

type Raw = Record<string, unknown>;

function text(raw: Raw, key: 'space' | 'property' | 'theorem', errors: ErrorMap): string | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') errors[key] = 'Give this filter once, as text.';
  else if (value.length > MAX_TEXT) errors[key] = `At most ${MAX_TEXT} characters.`;
  else return value;
  return undefined;
}

function integer(raw: Raw, key: string, min: number, max: number, errors: ErrorMap): number | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) {
    const n = Number(value);
    if (n >= min && n <= max) return n;
  }
  errors[key] = `A whole number from ${min} to ${max}.`;
  return undefined;
}

export function rowFilter(raw: Raw, errors: ErrorMap): RowFilter {
  return {
    space: text(raw, 'space', errors),
    property: text(raw, 'property', errors),
    theorem: text(raw, 'theorem', errors),
    spaceId: integer(raw, 'spaceId', 1, 2 ** 31 - 1, errors),
    propertyId: integer(raw, 'propertyId', 1, 2 ** 31 - 1, errors),
    theoremId: integer(raw, 'theoremId', 1, 2 ** 31 - 1, errors),
  };
}

export function rowsQuery(raw: Raw): RowsQuery {
  const errors: ErrorMap = {};
  const filter = rowFilter(raw, errors);
  const offset = integer(raw, 'offset', 0, 2 ** 31 - 1, errors) ?? 0;
  const limit = integer(raw, 'limit', 1, MAX_PAGE, errors) ?? 50;
  if (Object.keys(errors).length) throw badRequest(errors);
  return { filter, offset, limit };
}

export function downloadQuery(raw: Raw): { filter: RowFilter; format: 'csv' | 'json' } {
  const errors: ErrorMap = {};
  const filter = rowFilter(raw, errors);
  const format = raw.format === undefined ? 'csv' : raw.format;
  if (format !== 'csv' && format !== 'json') errors.format = 'csv or json.';
  if (Object.keys(errors).length) throw badRequest(errors);
  return { filter, format: format as 'csv' | 'json' };
}
