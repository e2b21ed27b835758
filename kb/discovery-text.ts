/**
 * Text search over every kind of catalogue item: names and symbols first,
 * then descriptions, then reference titles, all in the search normal form
 * (kb/search-text.ts). Each document keeps its keys, made once per catalogue
 * state; a query is then a few substring tests per document.
 *
 * Ranking (higher first): the title is exactly the query; the title starts
 * with it; the title contains it; every word of the query is in the title;
 * the description contains it (or all its words); a reference title does.
 * Ties: spaces, properties, theorems, equations, equation properties, then
 * the shorter title, then the id.
 */
import { searchKey, searchWords } from './search-text';
import type { TextHit, TextMatch, TextSearchView, TextType } from './discovery-contract';

/** What one catalogue item offers to the search. */
export interface TextDocument {
  type: TextType;
  id: number;
  /** The name, or the symbol for a space; null for an unnamed theorem. */
  title: string | null;
  /** Other names to match as titles (an equation's symbol). */
  aliases: string[];
  description: string;
  referenceTitles: string[];
}

const TYPE_ORDER: Record<TextType, number> = { space: 0, property: 1, theorem: 2, equation: 3, 'equation-property': 4 };

interface Keyed {
  document: TextDocument;
  titleKeys: string[];
  titleWords: Set<string>[];
  descriptionKey: string;
  descriptionWords: string[];
  referenceKeys: string[];
  referenceWords: string[];
}

export class TextIndex {
  private readonly documents: Keyed[];

  constructor(documents: TextDocument[]) {
    this.documents = documents.map((document) => {
      const titles = [document.title ?? '', ...document.aliases].filter((t) => t.trim() !== '');
      return {
        document,
        titleKeys: titles.map(searchKey),
        titleWords: titles.map((t) => new Set(searchWords(t))),
        descriptionKey: searchKey(document.description),
        descriptionWords: searchWords(document.description),
        referenceKeys: document.referenceTitles.map(searchKey),
        referenceWords: document.referenceTitles.flatMap((t) => searchWords(t)),
      };
    });
  }

  get size(): number {
    return this.documents.length;
  }

  search(query: string, limit: number, offset: number): TextSearchView {
    const key = searchKey(query);
    const words = searchWords(query);
    const hits: { score: number; hit: TextHit; length: number }[] = [];
    if (key !== '') {
      for (const entry of this.documents) {
        const ranked = rank(entry, key, words);
        if (!ranked) continue;
        const { document } = entry;
        hits.push({
          score: ranked.score,
          length: (document.title ?? '').length,
          hit: { type: document.type, id: document.id, title: document.title, matched: ranked.matched },
        });
      }
    }
    hits.sort((a, b) => b.score - a.score || TYPE_ORDER[a.hit.type] - TYPE_ORDER[b.hit.type] || a.length - b.length || a.hit.id - b.hit.id);
    return { kind: 'text', query, total: hits.length, results: hits.slice(offset, offset + limit).map((h) => h.hit) };
  }
}

function rank(entry: Keyed, key: string, words: string[]): { score: number; matched: TextMatch } | null {
  const titleMatch: TextMatch = entry.document.type === 'space' ? 'symbol' : 'name';
  let best = 0;
  let matched = titleMatch;
  entry.titleKeys.forEach((title, i) => {
    const found =
      title === key ? 100 : title.startsWith(key) ? 80 : title.includes(key) ? 60 : words.length > 1 && words.every((w) => hasWord(entry.titleWords[i], w)) ? 50 : 0;
    // An alias (an equation's formula) counts as a title, a little lower.
    const score = i === 0 || found === 0 ? found : found - 5;
    if (score > best) {
      best = score;
      matched = i === 0 ? titleMatch : 'symbol';
    }
  });
  if (best > 0) return { score: best, matched };
  if (entry.descriptionKey.includes(key) || allWords(words, entry.descriptionWords)) return { score: 20, matched: 'description' };
  if (entry.referenceKeys.some((r) => r.includes(key)) || allWords(words, entry.referenceWords)) return { score: 10, matched: 'reference' };
  return null;
}

/** Several query words, each beginning a word of the text, in any order. */
function allWords(query: string[], text: string[]): boolean {
  return query.length > 1 && query.every((w) => text.some((t) => t.startsWith(w)));
}

/** A query word matches a title word it begins (so "reflex" finds "Reflexive"). */
function hasWord(words: Set<string>, word: string): boolean {
  if (words.has(word)) return true;
  for (const w of words) if (w.startsWith(word)) return true;
  return false;
}
