/** A reference as stored (jsonb on its owner) and as sent and received by the API. */
export interface Reference {
  url: string;
  title: string;
  arxivId: string | null;
  wikipediaId: string | null;
  bibtex: string | null;
  page: number | null;
  statement: string | null;
}
