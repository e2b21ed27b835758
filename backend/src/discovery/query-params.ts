/**
 * Reading the query string of the discovery routes: each parameter is text
 * sent once (or, for `space`, a list), and every mistake is a 400 message
 * keyed by the parameter, never a 500.
 */
import { badRequest } from '../http/errors';

export type Query = Record<string, unknown>;

/** A parameter sent at most once, as text; undefined when absent. */
export function oneText(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest({ [name]: `Please send “${name}” once, as text.` });
  return value;
}

/** One of the allowed words, or the default. */
export function oneOf<T extends string>(query: Query, name: string, allowed: readonly T[], fallback: T): T {
  const value = oneText(query, name);
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw badRequest({ [name]: `“${name}” must be one of ${allowed.join(', ')}.` });
  return value as T;
}

const WHOLE = /^(0|[1-9][0-9]{0,9})$/;

/** A whole number between min and max, or the default. */
export function wholeNumber(query: Query, name: string, min: number, max: number, fallback: number): number {
  const value = oneText(query, name);
  if (value === undefined || value === '') return fallback;
  const n = WHOLE.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max)) throw badRequest({ [name]: `“${name}” must be a whole number from ${min} to ${max}.` });
  return n;
}

/** An optional id (a positive whole number). */
export function optionalId(query: Query, name: string): number | undefined {
  const value = oneText(query, name);
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2147483647) throw badRequest({ [name]: `“${name}” must be an id (a positive whole number).` });
  return Number(value);
}

/** Ids sent as `name=1&name=2` or `name=1,2`. */
export function idList(query: Query, name: string): number[] {
  const raw = query[name];
  if (raw === undefined) return [];
  const values = Array.isArray(raw) ? raw : [raw];
  const ids: number[] = [];
  for (const value of values) {
    if (typeof value !== 'string') throw badRequest({ [name]: `“${name}” must be a list of ids.` });
    for (const piece of value.split(',')) {
      const text = piece.trim();
      if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2147483647) throw badRequest({ [name]: `“${text}” is not an id (a positive whole number).` });
      ids.push(Number(text));
    }
  }
  return ids;
}
