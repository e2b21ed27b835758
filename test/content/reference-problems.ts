/**
 * What a specialist would object to in a reference of the starter catalogue:
 * not exactly one source kind, a malformed arXiv id, BibTeX without an entry
 * type, a title or the reference's url, a malformed DOI, a url that is not https.
 */
import type { Reference } from '../../kb/contract/references';

export function referenceProblems(r: Reference): string[] {
  const problems: string[] = [];
  const kinds = [r.arxivId, r.wikipediaId, r.bibtex].filter((v) => v !== null && v !== '').length;
  const wikipedia = kinds === 0 && /^https:\/\/en\.wikipedia\.org\/wiki\/[^\s?#]+$/.test(r.url);
  if (kinds > 1) problems.push(`more than one source kind (${r.title})`);
  if (kinds === 0 && !wikipedia) problems.push(`no source (${r.title})`);
  if (!r.title.trim()) problems.push(`no title (${r.url})`);
  if (r.arxivId !== null) {
    if (!/^(\d{4}\.\d{4,5}|[a-z-]+(\.[A-Z]{2})?\/\d{7})$/.test(r.arxivId)) problems.push(`malformed arXiv id ${r.arxivId}`);
    if (r.url !== `https://arxiv.org/abs/${r.arxivId}`) problems.push(`arXiv url ${r.url} is not the abs page of ${r.arxivId}`);
  }
  if (r.bibtex !== null) {
    // A structural reading (the parser the forms use, @retorquere/bibtex-parser, is ESM-only under Jest).
    if (!/^@(book|article|incollection|inproceedings|misc)\{[^,\s]+,/.test(r.bibtex)) problems.push(`BibTeX entry type or key (${r.title})`);
    if (!/\btitle\s*=\s*\{.+\}/.test(r.bibtex)) problems.push(`BibTeX without a title (${r.title})`);
    const url = /\burl\s*=\s*\{([^}]*)\}/.exec(r.bibtex)?.[1];
    if (url !== r.url) problems.push(`BibTeX url ${url} differs from ${r.url}`);
    const doi = /doi\s*=\s*\{([^}]*)\}/.exec(r.bibtex)?.[1];
    if (doi !== undefined && !/^10\.\d{4,9}\/\S+$/.test(doi)) problems.push(`malformed DOI ${doi}`);
  }
  if (!/^https:\/\//.test(r.url)) problems.push(`url ${r.url} is not https`);
  if (r.page !== null && !(Number.isInteger(r.page) && r.page >= 1 && r.page <= 100000)) problems.push(`page ${r.page}`);
  return problems;
}
