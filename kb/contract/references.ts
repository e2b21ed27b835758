/** A reference as stored (jsonb on its owner) and as sent and received by the API. */
export interface Reference {
  url: string;
  title: string;
  arxivId: string | null;
  /**
   * The English Wikipedia page id (the parse API's `pageid`), or null. Null on a
   * Wikipedia reference means the page id is not known: references stored when
   * this key held the article's title keep their url and title and lose nothing
   * else, because a title cannot be turned into a page id offline.
   */
  wikipediaId: number | null;
  bibtex: string | null;
  page: number | null;
  statement: string | null;
}

/** The one source kind of a reference (spec section 5). */
export type ReferenceSource = 'arxiv' | 'wikipedia' | 'bibtex';

const WIKIPEDIA_ARTICLE = /^https?:\/\/en\.wikipedia\.org\/wiki\/[^?#\s]+(#\S*)?$/;

/** An English Wikipedia article url: https://en.wikipedia.org/wiki/Title, perhaps with a #section. */
export function isWikipediaArticleUrl(url: unknown): boolean {
  return typeof url === 'string' && WIKIPEDIA_ARTICLE.test(url);
}

/**
 * The article url rebuilt from its title, underscores for spaces (spec section 5).
 * Only `%` and `?` are escaped (they would change the path); a title cannot
 * contain `#`, so one starts a section ("Cofinality#Cofinality_of_ordinals").
 */
export function wikipediaArticleUrl(title: string): string {
  return `https://en.wikipedia.org/wiki/${title.trim().replace(/ /g, '_').replace(/[%?]/g, encodeURIComponent)}`;
}

/**
 * Which source a stored (hence valid) reference cites: an arXiv id, BibTeX, or
 * else Wikipedia — by page id, or by its article url alone when the id is unknown.
 */
export function referenceSource(reference: Pick<Reference, 'arxivId' | 'bibtex'>): ReferenceSource {
  if (reference.arxivId) return 'arxiv';
  if (reference.bibtex) return 'bibtex';
  return 'wikipedia';
}

/** References in the documented key order (jsonb keeps its own order), for responses and exports. */
export function orderedReferences(references: Reference[]): Reference[] {
  return references.map((r) => ({
    url: r.url,
    title: r.title,
    arxivId: r.arxivId ?? null,
    wikipediaId: r.wikipediaId ?? null,
    bibtex: r.bibtex ?? null,
    page: r.page ?? null,
    statement: r.statement ?? null,
  }));
}
