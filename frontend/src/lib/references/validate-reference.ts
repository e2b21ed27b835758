/**
 * The reference form's checks, in the browser, with the exact messages of spec
 * section 5. Resolves to a Reference ready to send, or to messages by form field.
 */
import { type Reference, referenceSource } from '@contract';
import { ARXIV_INVALID, lookUpArxiv } from './arxiv';
import { lookUpWikipedia, WIKIPEDIA_INVALID } from './wikipedia';

export interface ReferenceDraft {
  arxivId: string;
  wikipediaUrl: string;
  bibtex: string;
  page: string;
  statement: string;
}

export type ReferenceDraftErrors = Partial<Record<keyof ReferenceDraft | 'source', string>>;

export const NO_SOURCE = 'Please provide either an Arxiv id or an English Wikipedia url or BibTeX.';
export const TOO_MANY_SOURCES = 'Please provide either an Arxiv id or an English Wikipedia url or BibTeX but not more than one.';
export const PAGE_INVALID = 'Please enter a single positive number or leave empty.';

export function draftOf(reference?: Reference): ReferenceDraft {
  return {
    arxivId: reference?.arxivId ?? '',
    wikipediaUrl: reference && referenceSource(reference) === 'wikipedia' ? reference.url : '',
    bibtex: reference?.bibtex ?? '',
    page: reference?.page != null ? String(reference.page) : '',
    statement: reference?.statement ?? '',
  };
}

function readPage(page: string): number | null | 'invalid' {
  const text = page.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text)) return 'invalid';
  const value = Number(text);
  return value >= 1 && value <= 100000 ? value : 'invalid';
}

export async function validateReference(draft: ReferenceDraft): Promise<{ reference: Reference } | { errors: ReferenceDraftErrors }> {
  const arxivId = draft.arxivId.trim();
  const wikipediaUrl = draft.wikipediaUrl.trim();
  const bibtex = draft.bibtex.trim();
  const statement = draft.statement.trim() || null;
  const errors: ReferenceDraftErrors = {};

  const given = [arxivId, wikipediaUrl, bibtex].filter(Boolean).length;
  if (given === 0) errors.source = NO_SOURCE;
  if (given > 1) errors.source = TOO_MANY_SOURCES;
  const page = readPage(draft.page);
  if (page === 'invalid') errors.page = PAGE_INVALID;
  if (Object.keys(errors).length > 0 || page === 'invalid') return { errors };

  const base = { page, statement, arxivId: null, wikipediaId: null, bibtex: null };
  if (arxivId) {
    const paper = await lookUpArxiv(arxivId);
    if (!paper) return { errors: { arxivId: ARXIV_INVALID } };
    return { reference: { ...base, arxivId, title: paper.title, url: paper.url } };
  }
  if (wikipediaUrl) {
    const article = await lookUpWikipedia(wikipediaUrl);
    if (!article) return { errors: { wikipediaUrl: WIKIPEDIA_INVALID } };
    return { reference: { ...base, wikipediaId: article.wikipediaId, title: article.title, url: article.url } };
  }
  // The BibTeX parser is large: loaded only when a BibTeX reference is checked.
  const { readBibtex } = await import('./bibtex');
  const read = readBibtex(bibtex);
  if ('error' in read) return { errors: { bibtex: read.error } };
  return { reference: { ...base, bibtex, title: read.title, url: read.url } };
}
