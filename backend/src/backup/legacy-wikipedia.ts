/**
 * Backups written before Wikipedia page ids held the article's title in
 * `wikipediaId` ("Banach_space"). A title cannot be turned into a page id
 * offline, so such a reference becomes a Wikipedia reference with an unknown
 * page id: `wikipediaId` null, its title kept, its url kept when it is the
 * article's url, else rebuilt from the old title. No page id is ever invented.
 * The database migration Migration20261122000000WikipediaPageId does the same
 * to stored references.
 */
import { isWikipediaArticleUrl, wikipediaArticleUrl } from '../../../kb/contract/references';

type Row = Record<string, unknown>;

function upgradeReference(reference: unknown): unknown {
  if (reference === null || typeof reference !== 'object' || Array.isArray(reference)) return reference;
  const { wikipediaId, url } = reference as Row;
  if (typeof wikipediaId !== 'string') return reference;
  if (wikipediaId.trim() === '') return { ...reference, wikipediaId: null };
  return { ...reference, wikipediaId: null, url: isWikipediaArticleUrl(url) ? url : wikipediaArticleUrl(wikipediaId.replace(/_/g, ' ')) };
}

/** The row with any title-valued `wikipediaId` in its references upgraded. */
export function upgradeWikipediaReferences(row: Row): Row {
  return Array.isArray(row.references) ? { ...row, references: row.references.map(upgradeReference) } : row;
}
