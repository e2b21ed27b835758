/**
 * A reference as stored (jsonb on its owner) and as sent and received by the API.
 * This file imports nothing, so the frontend and the CLI can share the type:
 * `import type { Reference } from '<root>/backend/src/reference/reference'`.
 */
export interface Reference {
  url: string;
  title: string;
  arxivId: string | null;
  wikipediaId: string | null;
  bibtex: string | null;
  page: number | null;
  statement: string | null;
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
