/** Small builders for catalogue items in API tests; each call makes unique names. */
import type { ApiClient } from './api-client';

let counter = 0;
export const unique = (prefix: string) => `${prefix} ${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export function arxivReference(overrides: Record<string, unknown> = {}) {
  return { url: 'https://arxiv.org/abs/1234.5678', title: 'A paper', arxivId: '1234.5678', wikipediaId: null, bibtex: null, page: null, statement: null, ...overrides };
}

async function created(response: Promise<{ status: number; body: any }>, what: string): Promise<number> {
  const r = await response;
  if (r.status !== 200) throw new Error(`creating ${what} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

export function createSpace(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<number> {
  return created(client.post('/api/space', { symbol: unique('$S$'), field: 'REAL_OR_COMPLEX', ...overrides }), 'a space');
}

export function createProperty(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<number> {
  return created(client.post('/api/property', { name: unique('Property'), field: 'REAL_OR_COMPLEX', ...overrides }), 'a property');
}

export function createTheorem(client: ApiClient, conditions: Array<[number, string]>, conclusions: Array<[number, string]>, overrides: Record<string, unknown> = {}) {
  const atoms = (list: Array<[number, string]>) => list.map(([propertyId, field]) => ({ propertyId, field }));
  return created(client.post('/api/theorem', { conditions: atoms(conditions), conclusions: atoms(conclusions), ...overrides }), 'a theorem');
}

export function createEquation(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<number> {
  return created(client.post('/api/differential-equation', { name: unique('Equation'), symbol: '$$u_t = \\Delta u$$', ...overrides }), 'an equation');
}

export function createEquationProperty(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<number> {
  return created(client.post('/api/differential-equation/property', { name: unique('Linear'), ...overrides }), 'an equation property');
}
