/**
 * The optional parameters of the API's lists (README, "API"): `q` keeps the
 * entries whose texts match (kb/contract/search-text.ts), `sort` and `order` reorder
 * them, `limit` and `offset` cut a page. Without any of them a list is the
 * spec's response, untouched; with any, the body is still the spec's array
 * and the number of matching entries goes into X-Total-Count.
 */
import { searchKey } from '../../../kb/contract/search-text';
import { badRequest, type ErrorMap } from '../http/errors';
import { readable } from '../catalogue/sorting';

export const LIST_PARAMS = ['q', 'sort', 'order', 'limit', 'offset'] as const;
export const MAX_LIMIT = 500;
export const MAX_QUERY_LENGTH = 200;

/**
 * How one list is searched and sorted: the texts `q` looks in, and the keys
 * `sort` may name. `T`: the list's entries (a bare `ListKind` is a kind of any
 * entries: nothing is assumed of them).
 */
export interface ListKind<T = never> {
  texts(item: T): (string | null | undefined)[];
  sorts: Record<string, (item: T) => string | number | boolean | null | undefined>;
}

export interface ListParams {
  q?: string;
  sort?: string;
  order: 'asc' | 'desc';
  limit?: number;
  offset: number;
}

/** The list params of a query, or null when it has none; bad values are a 400 naming each parameter. */
export function parseListParams(query: Record<string, unknown>, kind: ListKind): ListParams | null {
  if (!LIST_PARAMS.some((name) => query[name] !== undefined)) return null;
  const errors: ErrorMap = {};
  const text = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      errors[name] = `Give ${name} once.`;
      return undefined;
    }
    return value;
  };
  const count = (name: string, min: number, max: number): number | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    if (!/^[0-9]{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
      errors[name] = `${name} must be a whole number from ${min} to ${max}.`;
      return undefined;
    }
    return Number(value);
  };
  const q = text('q');
  if (q !== undefined && q.length > MAX_QUERY_LENGTH) errors.q = `q must be at most ${MAX_QUERY_LENGTH} characters.`;
  const sort = text('sort');
  const sorts = Object.keys(kind.sorts);
  if (sort !== undefined && !sorts.includes(sort)) errors.sort = `sort must be one of ${sorts.join(', ')}.`;
  const order = text('order') ?? 'asc';
  if (order !== 'asc' && order !== 'desc') errors.order = 'order must be asc or desc.';
  const limit = count('limit', 1, MAX_LIMIT);
  const offset = count('offset', 0, 999_999_999) ?? 0;
  if (Object.keys(errors).length) throw badRequest(errors);
  return { q, sort, order: order as 'asc' | 'desc', limit, offset };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The page of `items` the params ask for, and how many entries matched before paging. */
export function applyListParams<T>(items: T[], params: ListParams, kind: ListKind<T>): { page: T[]; total: number } {
  let rows = items;
  const key = params.q === undefined ? '' : searchKey(params.q);
  if (key !== '') rows = rows.filter((item) => kind.texts(item).some((t) => typeof t === 'string' && textKey(t).includes(key)));
  if (params.sort !== undefined || params.order === 'desc') {
    const sortKey = params.sort === undefined ? null : kind.sorts[params.sort]!;
    const sign = params.order === 'desc' ? -1 : 1;
    // Decorated once, compared many times; ties keep the spec's order (also under desc, for a stable page).
    rows = rows
      .map((item, position) => ({ item, position, key: sortKey ? comparable(sortKey(item)) : position }))
      .sort((a, b) => sign * compare(a.key, b.key) || a.position - b.position)
      .map((entry) => entry.item);
  }
  const end = params.limit === undefined ? undefined : params.offset + params.limit;
  return { page: rows.slice(params.offset, end), total: rows.length };
}

function comparable(value: string | number | boolean | null | undefined): string | number {
  if (typeof value === 'string') return readable(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value ?? '';
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Texts repeat from request to request: their normal forms are kept (bounded). */
const keys = new Map<string, string>();
function textKey(text: string): string {
  let key = keys.get(text);
  if (key === undefined) {
    if (keys.size > 200_000) keys.clear();
    key = searchKey(text);
    keys.set(text, key);
  }
  return key;
}
