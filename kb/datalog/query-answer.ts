/**
 * Runs a checked query (query-text.ts) on a DataScript database with the
 * catalogue's rules, and shapes what DataScript returns as rows: one row per
 * tuple, sorted (DataScript returns a set; sorted rows make the same query
 * answer the same bytes at one catalogue version), at most `rowCap` of them.
 */
import * as d from 'datascript';
import type { QueryAnswer } from '../contract/query';
import type { PreparedQuery } from './query-text';

export type Answered = { answer: QueryAnswer } | { error: string };

export function answerQuery(db: d.Db, rules: string, query: PreparedQuery, rowCap: number): Answered {
  let result: unknown;
  try {
    result = d.q(query.text, db, rules);
  } catch (error) {
    // DataScript's own words name the problem: an unknown function, a variable never bound, a bad :find.
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const rows = rowsOf(result, query.shape).sort(compareRows);
  const truncated = rows.length > rowCap;
  return { answer: { columns: query.columns, rows: truncated ? rows.slice(0, rowCap) : rows, truncated } };
}

function rowsOf(result: unknown, shape: PreparedQuery['shape']): unknown[][] {
  if (result === null || result === undefined) return [];
  switch (shape) {
    case 'scalar':
      return [[result]];
    case 'collection':
      return (result as unknown[]).map((value) => [value]);
    case 'tuple':
      return [result as unknown[]];
    default:
      return result as unknown[][];
  }
}

/** Numbers, then strings, then booleans, then the rest (pulled entities) by their JSON. */
const RANK: Record<string, number> = { number: 0, string: 1, boolean: 2 };

function compareValues(a: unknown, b: unknown): number {
  const ra = RANK[typeof a] ?? 3;
  const rb = RANK[typeof b] ?? 3;
  if (ra !== rb) return ra - rb;
  if (ra === 0) return (a as number) - (b as number);
  const x = ra === 3 ? JSON.stringify(a) ?? '' : String(a);
  const y = rb === 3 ? JSON.stringify(b) ?? '' : String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareRows(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
