/** BibTeX read with @retorquere/bibtex-parser: it must parse and have a title and a url (spec section 5). */
import { parse } from '@retorquere/bibtex-parser';

export type BibtexResult = { title: string; url: string } | { error: string };

export function readBibtex(bibtex: string): BibtexResult {
  let entry;
  try {
    const library = parse(bibtex, { english: false });
    if (library.errors.length > 0) return { error: 'Unable to parse BibTeX.' };
    entry = library.entries[0];
  } catch {
    return { error: 'Unable to parse BibTeX.' };
  }
  if (!entry) return { error: 'Unable to parse BibTeX.' };
  const title = typeof entry.fields.title === 'string' ? entry.fields.title.trim() : '';
  if (!title) return { error: 'Please provide BibTeX with a title.' };
  const url = typeof entry.fields.url === 'string' ? entry.fields.url.trim() : '';
  if (!url) return { error: 'Please provide BibTeX with a url.' };
  return { title, url };
}
