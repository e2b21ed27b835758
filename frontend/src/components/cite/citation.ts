/**
 * "Cite this page": a citation of a catalogue page as plain text and as BibTeX,
 * with its stable URL and the access date. Titles are math texts: the plain
 * citation reads them as text ("$\ell^1$" becomes "ℓ¹"), BibTeX keeps the TeX
 * in math mode and escapes BibTeX's special characters outside it.
 */
import { mathSegments } from '../../lib/math-segments';

export const SITE_NAME = 'Banach catalogue';
const AUTHOR = 'Banach catalogue contributors';

export type CitedKind = 'space' | 'property' | 'theorem' | 'differential equation' | 'differential equation property';

export interface CitedPage {
  kind: CitedKind;
  /** The page's stable id, for the BibTeX key. */
  id: number;
  /** The title as stored (a math text). */
  title: string;
  /** The title as readable plain text. */
  plainTitle: string;
  /** The stable URL of the page. */
  url: string;
  /** The access date. */
  accessed: Date;
}

/** yyyy-mm-dd of the reader's day. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function plainCitation(page: CitedPage): string {
  return `${AUTHOR}, “${page.plainTitle}” (${page.kind}), ${SITE_NAME}, ${page.url} (accessed ${isoDate(page.accessed)}).`;
}

export function bibtexCitation(page: CitedPage): string {
  const key = `banach-catalogue-${page.kind.replace(/ /g, '-')}-${page.id}`;
  const fields: [string, string][] = [
    ['title', `{${bibtexText(page.title)}} (${page.kind})`],
    ['author', `{${AUTHOR}}`],
    ['howpublished', SITE_NAME],
    ['year', String(page.accessed.getFullYear())],
    ['url', page.url],
    ['urldate', isoDate(page.accessed)],
    ['note', `Accessed ${isoDate(page.accessed)}`],
  ];
  const width = Math.max(...fields.map(([name]) => name.length));
  return `@misc{${key},\n${fields.map(([name, value]) => `  ${name.padEnd(width)} = {${value}}`).join(',\n')}\n}`;
}

/** A math text for BibTeX: math parts kept as TeX (in $…$), text parts with \ { } $ & % # _ ^ ~ escaped. */
export function bibtexText(text: string): string {
  return mathSegments(text)
    .map((segment) => (segment.kind === 'math' ? (balanced(segment.tex) ? `$${segment.tex}$` : escapeText(segment.source)) : escapeText(segment.text)))
    .join('');
}

function escapeText(text: string): string {
  return text.replace(/[\\{}$&%#_^~]/g, (c) => {
    if (c === '\\') return '\\textbackslash{}';
    if (c === '^') return '\\^{}';
    if (c === '~') return '\\~{}';
    return `\\${c}`;
  });
}

/** BibTeX needs balanced braces; TeX with unbalanced ones is cited as text. */
function balanced(tex: string): boolean {
  let depth = 0;
  for (let i = 0; i < tex.length; i++) {
    if (tex[i] === '\\') i++;
    else if (tex[i] === '{') depth++;
    else if (tex[i] === '}' && --depth < 0) return false;
  }
  return depth === 0;
}
