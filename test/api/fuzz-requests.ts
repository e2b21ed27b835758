/**
 * The request generators of the fuzz suite (fast-check arbitraries): every
 * mutating route with a well-formed body, and ways to break each part of a
 * request — the body's values, its JSON, its nesting, the ids in the path, the
 * headers. A "broken" body is always invalid for its route, so any 2xx on it
 * would be a real bug, and the catalogue must come out unchanged.
 */
import fc from 'fast-check';

export type Who = 'editor' | 'admin' | 'open';
type Kind = 'text' | 'itemField' | 'linkField' | 'bool' | 'list' | 'email' | 'secret' | 'license';

export interface MutatingRoute {
  method: 'POST' | 'DELETE';
  /** Path pattern with :a and :b for ids. */
  pattern: string;
  who: Who;
  /** Valid ids for :a and :b. */
  ids: number[];
  /** The body's keys and what each holds; absent for DELETE and body-less calls. */
  shape?: Record<string, Kind>;
  /** A valid body (for the header and id cases). */
  valid?: () => Record<string, unknown>;
}

/** Ids that exist in the seeded catalogue (see fuzz.spec.ts). */
export const IDS = { space: 3, property: 2, theorem: 4, equation: 6, equationProperty: 8 };
const text = 'text' as const;
const list = 'list' as const;

let serial = 0;
const fresh = (prefix: string) => `${prefix} fuzz ${++serial}`;

export const ROUTES: MutatingRoute[] = [
  { method: 'POST', pattern: '/api/space', who: 'editor', ids: [], shape: { symbol: text, norm: text, description: text, field: 'itemField', references: list }, valid: () => ({ symbol: fresh('$F$'), field: 'REAL' }) },
  { method: 'POST', pattern: '/api/space/:a', who: 'editor', ids: [IDS.space], shape: { symbol: text, norm: text, description: text, field: 'itemField', references: list }, valid: () => ({ symbol: fresh('$F$'), field: 'REAL_OR_COMPLEX', description: 'changed' }) },
  { method: 'DELETE', pattern: '/api/space/:a', who: 'editor', ids: [IDS.space] },
  { method: 'POST', pattern: '/api/space/:a/property/:b', who: 'editor', ids: [IDS.space, IDS.property], shape: { field: 'linkField', description: text, references: list }, valid: () => ({ field: 'NOT_REAL', description: 'changed' }) },
  { method: 'DELETE', pattern: '/api/space/:a/property/:b', who: 'editor', ids: [IDS.space, IDS.property] },
  { method: 'POST', pattern: '/api/property', who: 'editor', ids: [], shape: { name: text, description: text, field: 'itemField', references: list }, valid: () => ({ name: fresh('P'), field: 'REAL' }) },
  { method: 'POST', pattern: '/api/property/:a', who: 'editor', ids: [IDS.property], shape: { name: text, description: text, field: 'itemField', references: list }, valid: () => ({ name: fresh('P'), field: 'REAL_OR_COMPLEX' }) },
  { method: 'DELETE', pattern: '/api/property/:a', who: 'editor', ids: [9] },
  { method: 'POST', pattern: '/api/theorem', who: 'editor', ids: [], shape: { name: text, description: text, conditions: list, conclusions: list, references: list }, valid: () => ({ name: fresh('T'), conditions: [{ propertyId: 5, field: 'REAL' }], conclusions: [{ propertyId: 9, field: 'REAL' }] }) },
  { method: 'POST', pattern: '/api/theorem/:a', who: 'editor', ids: [IDS.theorem], shape: { name: text, description: text, conditions: list, conclusions: list, references: list }, valid: () => ({ name: fresh('T'), conditions: [{ propertyId: 5, field: 'REAL' }], conclusions: [{ propertyId: 9, field: 'REAL' }] }) },
  { method: 'DELETE', pattern: '/api/theorem/:a', who: 'editor', ids: [IDS.theorem] },
  { method: 'POST', pattern: '/api/differential-equation', who: 'editor', ids: [], shape: { name: text, symbol: text, variables: text, parameters: text, description: text, references: list }, valid: () => ({ name: fresh('E'), symbol: 'u' }) },
  { method: 'POST', pattern: '/api/differential-equation/:a', who: 'editor', ids: [IDS.equation], shape: { name: text, symbol: text, variables: text, parameters: text, description: text, references: list }, valid: () => ({ name: fresh('E'), symbol: 'v' }) },
  { method: 'DELETE', pattern: '/api/differential-equation/:a', who: 'editor', ids: [IDS.equation] },
  { method: 'POST', pattern: '/api/differential-equation/property', who: 'editor', ids: [], shape: { name: text, description: text, references: list }, valid: () => ({ name: fresh('L') }) },
  { method: 'POST', pattern: '/api/differential-equation/property/:a', who: 'editor', ids: [IDS.equationProperty], shape: { name: text, description: text, references: list }, valid: () => ({ name: fresh('L') }) },
  { method: 'DELETE', pattern: '/api/differential-equation/property/:a', who: 'editor', ids: [IDS.equationProperty] },
  { method: 'POST', pattern: '/api/differential-equation/:a/property/:b', who: 'editor', ids: [IDS.equation, IDS.equationProperty], shape: { hasProperty: 'bool', description: text, references: list }, valid: () => ({ hasProperty: false, description: 'changed' }) },
  { method: 'DELETE', pattern: '/api/differential-equation/:a/property/:b', who: 'editor', ids: [IDS.equation, IDS.equationProperty] },
  { method: 'POST', pattern: '/api/user/signup', who: 'open', ids: [], shape: { email: 'email', password: 'secret', inviteCode: text, license: 'license' } },
  { method: 'POST', pattern: '/api/user/login', who: 'open', ids: [], shape: { email: 'email', password: 'secret' } },
  { method: 'POST', pattern: '/api/user/logout', who: 'open', ids: [] },
  { method: 'POST', pattern: '/api/admin/import', who: 'admin', ids: [] },
  { method: 'POST', pattern: '/api/admin/invite', who: 'admin', ids: [] },
  { method: 'POST', pattern: '/api/admin/compute', who: 'admin', ids: [] },
];

/** Routes whose body is a DTO: any broken body must be a 400. */
export const BODY_ROUTES = ROUTES.filter((r) => r.shape);

export function path(route: MutatingRoute, ids: Array<string | number> = route.ids): string {
  return route.pattern.replace(':a', String(ids[0])).replace(':b', String(ids[1]));
}

// ---- values ---------------------------------------------------------------

/** Code points from all of Unicode: lone surrogates, controls, emoji, RTL marks. */
export const unicodeJunk = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constantFrom('\u0000', '\u202e\u0041', '\ufeff', '\ud800', '\udfff', 'ﷺ', '𝔘𝔫𝔦', '\u0301\u0301', 'ａｄｍｉｎ', '%00', '../../etc/passwd', "'; DROP TABLE space; --", '{{7*7}}', '<script>alert(1)</script>'),
);
/** Longer than any text the API accepts (50 000 characters at most). */
const hugeString = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(50_001, 70_000) }, { weight: 1, arbitrary: fc.constant(1_000_000) }).chain((n) => fc.constantFrom('x', 'é', '$', ' a').map((c) => c.repeat(Math.ceil(n / c.length))));
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 2 ** 53, -(2 ** 31), 1e308));
const junkLeaf = fc.oneof(number, fc.boolean(), fc.constant(null), unicodeJunk, fc.string({ maxLength: 20 }));
const junkObject = fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'url', 'title', 'propertyId', 'field')), junkLeaf, { minKeys: 0, maxKeys: 6 });
const junkArray = fc.array(fc.oneof(junkLeaf, junkObject), { minLength: 0, maxLength: 6 });
const nonString = fc.oneof(number, fc.boolean(), junkArray, junkObject);

/** A value that is certainly invalid where a value of this kind is expected. */
function broken(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'text':
    case 'email':
    case 'secret':
      return fc.oneof({ weight: 4, arbitrary: nonString }, { weight: 1, arbitrary: hugeString });
    case 'itemField':
    case 'linkField':
      return fc.oneof(nonString, unicodeJunk, fc.constantFrom('real', 'REAL ', 'REAL_OR_COMPLEX_', 'NOT_REAL_OR_COMPLEX', 'QUATERNION'));
    // The strings "true" and "false" are booleans (the original client sends them); "false" is no licence.
    case 'bool':
      return fc.oneof(number, unicodeJunk, fc.constantFrom('yes', 'TRUE', ' true', 1, 0), junkArray, junkObject);
    case 'license':
      return fc.oneof(number, unicodeJunk, fc.constantFrom('false', 'yes', 'TRUE', 1, 0), junkArray, junkObject);
    case 'list':
      return fc.oneof(number, fc.boolean(), unicodeJunk, junkObject, fc.array(fc.oneof(junkLeaf, junkObject, junkArray), { minLength: 1, maxLength: 25 }));
  }
}

/** A plausible value, so that a broken body mixes good and bad parts. */
function plausible(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'text':
      return fc.oneof(fc.string({ maxLength: 30 }), unicodeJunk.filter((s) => !s.includes('\u0000')));
    case 'itemField':
      return fc.constantFrom('REAL_OR_COMPLEX', 'REAL', 'COMPLEX');
    case 'linkField':
      return fc.constantFrom('REAL', 'COMPLEX', 'REAL_AND_COMPLEX', 'NOT_REAL', 'NOT_COMPLEX', 'NOT_REAL_AND_NOT_COMPLEX');
    case 'bool':
      return fc.boolean();
    case 'license':
      return fc.constant(true);
    case 'list':
      return fc.constant([]);
    case 'email':
      return fc.emailAddress();
    case 'secret':
      return fc.string({ minLength: 8, maxLength: 30 });
  }
}

/** Keys that try to reach Object.prototype through a careless merge. */
const POLLUTION = ['{"__proto__":{"isAdmin":true,"canEdit":true,"polluted":"yes"}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"__proto__":[1,2,3]}', '{"prototype":{"x":1}}'];

/** A JSON object body for the route with one to three of its values broken, and perhaps pollution keys. */
export function brokenBody(route: MutatingRoute): fc.Arbitrary<string> {
  const keys = Object.keys(route.shape!);
  return fc
    .record({
      brokenKeys: fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }),
      plain: fc.record(Object.fromEntries(keys.map((k) => [k, plausible(route.shape![k])]))),
      wrong: fc.record(Object.fromEntries(keys.map((k) => [k, broken(route.shape![k])]))),
      extra: fc.option(junkObject, { nil: undefined }),
      pollution: fc.option(fc.constantFrom(...POLLUTION), { nil: undefined }),
    })
    .map(({ brokenKeys, plain, wrong, extra, pollution }) => {
      const body: Record<string, unknown> = { ...(extra ?? {}), ...plain };
      for (const key of brokenKeys) body[key] = wrong[key];
      const json = JSON.stringify(body);
      return pollution ? `${pollution.slice(0, -1)},${json.slice(1)}` : json;
    });
}

/** Bodies that are not a JSON object at all, or are not JSON. */
export const notAnObject = fc.oneof(
  fc.constantFrom('[]', '[{}]', '"text"', '42', 'true', 'null', '""', '[[[]]]'),
  junkArray.map((a) => JSON.stringify(a)),
);
export const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '{"a" 1}', "{'a': 1}", '{"a":1,}', '[1,2', 'nul', 'tru', '{"a":undefined}', '{"a":NaN}', '\ufeff{"a":1', '{"a":"\\x41"}', '{"a":"\\ud800"', '}{', '{"a":1}{"b":2}'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map((s) => `{${s}`),
  fc.string({ minLength: 1, maxLength: 60 }).filter((s) => !isJson(s)),
);
/** Nesting far beyond any real payload (the API refuses more than 32 levels). */
export const deepJson = fc.record({ depth: fc.integer({ min: 33, max: 200_000 }), kind: fc.constantFrom('array', 'object', 'mixed') }).map(({ depth, kind }) => {
  if (kind === 'array') return '['.repeat(depth) + ']'.repeat(depth);
  if (kind === 'object') return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  return '{"references":' + '[{"a":'.repeat(depth) + '1' + '}]'.repeat(depth) + '}';
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// ---- ids ------------------------------------------------------------------

/**
 * Path ids that name nothing: malformed, out of range, or well-formed but unknown.
 * "." and ".." are left out: the URL parser would turn them into another path.
 */
export function badId(existing: Set<number>): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '+3', '03', ' 3', '3 ', 'abc', 'null', 'undefined', 'NaN', 'Infinity', '[object Object]', '__proto__', 'constructor', '2147483648', '99999999999999999999', '9'.repeat(1000), '%00', '%', '%zz', '3;DROP', '3/../4'),
      fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String),
      fc.string({ maxLength: 30 }),
      unicodeJunk,
    )
    .filter((s) => s !== '' && s !== '.' && s !== '..' && !(/^[1-9][0-9]*$/.test(s) && existing.has(Number(s))))
    .map((s) => (s === '%' || s === '%zz' || s === '%00' ? s : encodeSegment(s)));
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as
 * its 3-byte pseudo-UTF-8 form: bytes the server cannot decode either.
 */
export function encodeSegment(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

// ---- headers ----------------------------------------------------------------

export type HeaderDefect = 'noSession' | 'editorOnAdmin' | 'noCsrfHeader' | 'wrongCsrf' | 'noCsrfCookie' | 'textPlain' | 'noContentType' | 'formEncoded';
export const HEADER_DEFECTS: HeaderDefect[] = ['noSession', 'editorOnAdmin', 'noCsrfHeader', 'wrongCsrf', 'noCsrfCookie', 'textPlain', 'noContentType', 'formEncoded'];
