/**
 * An arXiv id checked with the arXiv query API (spec section 5): a non-200 or an
 * answer without an entry is 'Please enter a valid Arxiv id.'; the title comes
 * from the first entry and the stored url is its abs link.
 */
export interface ArxivPaper {
  title: string;
  url: string;
}

export const ARXIV_INVALID = 'Please enter a valid Arxiv id.';

export async function lookUpArxiv(arxivId: string): Promise<ArxivPaper | null> {
  let response: Response;
  try {
    response = await fetch(`https://export.arxiv.org/api/query?id_list=${encodeURIComponent(arxivId)}`);
  } catch {
    return null;
  }
  if (response.status !== 200) return null;
  const feed = new DOMParser().parseFromString(await response.text(), 'application/xml');
  const entry = feed.getElementsByTagName('entry')[0];
  if (!entry) return null;
  const title = entry.getElementsByTagName('title')[0]?.textContent?.replace(/\s+/g, ' ').trim();
  const id = entry.getElementsByTagName('id')[0]?.textContent?.trim() ?? '';
  // arXiv answers an unknown id with an entry titled "Error" whose id is its API help page.
  if (!title || title === 'Error' || !/\/abs\//.test(id)) return null;
  const alternate = Array.from(entry.getElementsByTagName('link')).find((link) => link.getAttribute('rel') === 'alternate');
  const url = (alternate?.getAttribute('href') ?? id).replace(/^http:/, 'https:');
  return { title, url };
}
