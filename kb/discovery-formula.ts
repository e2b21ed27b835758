/**
 * The formula language of the search: a conjunction of terms, each a property
 * name, asserted, denied or asked to be undecided (π-Base's `?P`).
 *
 *   formula := term (("+" | "&" | "∧" | "and") term)*
 *   term    := ("~" | "¬" | "!" | "not")* name  |  "?" name
 *
 * Separators inside `$…$` belong to the name (`$k_{\omega,3}$-space`), and so
 * does a word "and" or "not" inside a name written out exactly ("Not locally
 * compact" is that property if the catalogue has it). A name is resolved by
 * NameIndex (exact name first, then the search normal form, then a unique
 * name containing it); an unknown one is answered with the nearest names.
 * Empty terms (a trailing "+" while typing) are skipped. At most MAX_TERMS terms.
 */
import type { NameIndex } from './discovery-names';

export const MAX_TERMS = 8;

/** `value`: true asserted, false denied, null undecided (`?P`). */
export interface ParsedTerm<T> { item: T; value: boolean | null }

export type ParsedFormula<T> = { terms: ParsedTerm<T>[] } | { error: string };

const NEGATION = /^(?:~|¬|!|not\b)\s*/i;
const UNDECIDED = /^\?\s*/;
/** An operator outside a name: a reader typing one of these meant a formula. */
const SIGNS = /[+&∧~¬?]/;

/** Splits outside `$…$` wherever `separator` matches at a position; the pieces are trimmed, empty ones dropped. */
function splitOutsideMath(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let start = 0;
  let math = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '$') math = !math;
    if (math) continue;
    separator.lastIndex = i;
    const m = separator.exec(text);
    if (!m) continue;
    pieces.push(text.slice(start, i));
    start = i + m[0].length;
    i = start - 1;
  }
  pieces.push(text.slice(start));
  return pieces.map((p) => p.trim()).filter((p) => p !== '');
}

/** The text outside `$…$`. */
const outsideMath = (text: string) => text.split('$').filter((_, i) => i % 2 === 0).join(' ');

/** The terms as typed: split at + & ∧, then at the word "and" unless the piece is a name as a whole. */
export function formulaTerms<T>(text: string, names: NameIndex<T>): string[] {
  return splitOutsideMath(text, /[+&∧]/y).flatMap((piece) =>
    names.exact(piece) !== undefined || names.exact(piece.replace(NEGATION, '')) !== undefined ? [piece] : splitOutsideMath(piece, /\s+and\s+/iy),
  );
}

export function parseFormula<T>(text: string, names: NameIndex<T>, describe: (item: T) => string): ParsedFormula<T> {
  const typed = formulaTerms(text, names);
  if (typed.length === 0) return { error: 'Please enter a formula: property names joined by +, each optionally preceded by ~ (not) or ? (undecided).' };
  if (typed.length > MAX_TERMS) return { error: `A formula has at most ${MAX_TERMS} terms; this one has ${typed.length}.` };
  const terms: ParsedTerm<T>[] = [];
  for (const term of typed) {
    const parsed = parseTerm(term, names, describe);
    if ('error' in parsed) return parsed;
    terms.push(parsed);
  }
  return { terms };
}

/**
 * How the search box reads a query: as a formula when it parses as one with
 * an operator (two terms or more, or a denied or undecided term; a name alone
 * is a text search, which finds the property itself); as a formula that
 * cannot be read when it has an operator sign and names at least one
 * property (the message says which name is wrong and the nearest ones); as
 * text otherwise ("Banach and Mazur" names no property).
 */
export type QueryReading<T> = { kind: 'formula'; terms: ParsedTerm<T>[] } | { kind: 'misread'; error: string } | { kind: 'text' };

export function readQuery<T>(text: string, names: NameIndex<T>, describe: (item: T) => string): QueryReading<T> {
  const parsed = parseFormula(text, names, describe);
  if (!('error' in parsed)) {
    const operator = parsed.terms.length > 1 || parsed.terms.some((t) => t.value !== true);
    return operator ? { kind: 'formula', terms: parsed.terms } : { kind: 'text' };
  }
  const typed = formulaTerms(text, names);
  const someName = typed.some((term) => !('error' in parseTerm(term, names, describe)));
  return SIGNS.test(outsideMath(text)) && someName ? { kind: 'misread', error: parsed.error } : { kind: 'text' };
}

function parseTerm<T>(term: string, names: NameIndex<T>, describe: (item: T) => string): ParsedTerm<T> | { error: string } {
  let name = term;
  let value: boolean | null = true;
  const undecided = UNDECIDED.exec(name);
  if (undecided) {
    name = name.slice(undecided[0].length);
    value = null;
  }
  for (;;) {
    // A name may begin with the word "not" ("Not locally compact"); never with a sign, which the normal form would drop.
    const exact = /^[~¬!?]/.test(name) ? undefined : names.exact(name);
    if (exact !== undefined) return { item: exact, value };
    const negation = NEGATION.exec(name);
    if (!negation) break;
    if (value === null) return { error: `“${term}”: a term is asserted, denied (~) or undecided (?), not both.` };
    name = name.slice(negation[0].length);
    value = !value;
  }
  if (/^\?/.test(name)) return { error: `“${term}”: a term is asserted, denied (~) or undecided (?), not both.` };
  if (name.trim() === '') return { error: `“${term}” names no property.` };
  const match = names.find(name);
  if (match.kind === 'found') return { item: match.item, value };
  if (match.kind === 'ambiguous') {
    return { error: `“${name.trim()}” matches several properties: ${match.candidates.map(describe).join(', ')}. Please write the full name.` };
  }
  const nearest = names.nearest(name);
  const suggestion = nearest.length ? ` Did you mean ${nearest.map((n) => `“${describe(n)}”`).join(', ')}?` : '';
  return { error: `Unknown property: “${name.trim()}”.${suggestion}` };
}
