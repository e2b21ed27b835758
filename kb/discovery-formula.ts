/**
 * The formula language of the search: a conjunction of terms, each a property
 * name, asserted or denied.
 *
 *   formula := term (("+" | "&" | "∧" | "and") term)*
 *   term    := ("~" | "¬" | "!" | "not")* name
 *
 * Separators inside `$…$` belong to the name (`$k_{\omega,3}$-space`), and so
 * does a word "and" or "not" inside a name written out exactly ("Not locally
 * compact" is that property if the catalogue has it). A name is resolved by
 * NameIndex (exact name first, then the search normal form, then a unique
 * name containing it). Empty terms (a trailing "+" while typing) are skipped.
 * At most MAX_TERMS terms.
 */
import type { NameIndex } from './discovery-names';

export const MAX_TERMS = 8;

export interface ParsedTerm<T> { item: T; value: boolean }

export type ParsedFormula<T> = { terms: ParsedTerm<T>[] } | { error: string };

const NEGATION = /^(?:~|¬|!|not\b)\s*/i;

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

/** The terms as typed: split at + & ∧, then at the word "and" unless the piece is a name as a whole. */
export function formulaTerms<T>(text: string, names: NameIndex<T>): string[] {
  return splitOutsideMath(text, /[+&∧]/y).flatMap((piece) =>
    names.exact(piece) !== undefined || names.exact(piece.replace(NEGATION, '')) !== undefined ? [piece] : splitOutsideMath(piece, /\s+and\s+/iy),
  );
}

export function parseFormula<T>(text: string, names: NameIndex<T>, describe: (item: T) => string): ParsedFormula<T> {
  const typed = formulaTerms(text, names);
  if (typed.length === 0) return { error: 'Please enter a formula: property names joined by +, each optionally preceded by ~ (not).' };
  if (typed.length > MAX_TERMS) return { error: `A formula has at most ${MAX_TERMS} terms; this one has ${typed.length}.` };
  const terms: ParsedTerm<T>[] = [];
  for (const term of typed) {
    const parsed = parseTerm(term, names, describe);
    if ('error' in parsed) return parsed;
    terms.push(parsed);
  }
  return { terms };
}

function parseTerm<T>(term: string, names: NameIndex<T>, describe: (item: T) => string): ParsedTerm<T> | { error: string } {
  let name = term;
  let value = true;
  for (;;) {
    // A name may begin with the word "not" ("Not locally compact"); never with a sign, which the normal form would drop.
    const exact = /^[~¬!]/.test(name) ? undefined : names.exact(name);
    if (exact !== undefined) return { item: exact, value };
    const negation = NEGATION.exec(name);
    if (!negation) break;
    name = name.slice(negation[0].length);
    value = !value;
  }
  if (name.trim() === '') return { error: `“${term}” names no property.` };
  const match = names.find(name);
  if (match.kind === 'found') return { item: match.item, value };
  if (match.kind === 'ambiguous') {
    return { error: `“${name.trim()}” matches several properties: ${match.candidates.map(describe).join(', ')}. Please write the full name.` };
  }
  return { error: `Unknown property: “${name.trim()}”.` };
}
