/**
 * An English Wikipedia article checked with the parse API (spec section 5): it
 * must exist with a title and a page id. The stored `wikipediaId` is the page
 * id, and the url is rebuilt from the title.
 */
import { wikipediaArticleUrl } from '@contract';

export interface WikipediaArticle {
  title: string;
  wikipediaId: number;
  url: string;
}

export const WIKIPEDIA_INVALID = 'Unable to parse Wikipedia url.';
const ARTICLE_PREFIX = /^https?:\/\/en\.wikipedia\.org\/wiki\/([^?#]+)/;

/** The page name in an English Wikipedia article url, or null when it is not one. */
export function wikipediaPage(url: string): string | null {
  const match = ARTICLE_PREFIX.exec(url.trim());
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]).replace(/_/g, ' ');
  } catch {
    return null;
  }
}

export async function lookUpWikipedia(url: string): Promise<WikipediaArticle | null> {
  const page = wikipediaPage(url);
  if (!page) return null;
  try {
    const response = await fetch(
      `https://en.wikipedia.org/w/api.php?action=parse&page=${encodeURIComponent(page)}&prop=&format=json&origin=*`,
    );
    if (response.status !== 200) return null;
    const body = (await response.json()) as { parse?: { title?: unknown; pageid?: unknown } };
    const { title, pageid } = body.parse ?? {};
    if (typeof title !== 'string' || !title || typeof pageid !== 'number' || !Number.isInteger(pageid) || pageid < 1) return null;
    return { title, wikipediaId: pageid, url: wikipediaArticleUrl(title) };
  } catch {
    return null;
  }
}
