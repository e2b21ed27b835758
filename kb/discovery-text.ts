/**
 * Text search over every kind of catalogue item: names and symbols first,
 * then descriptions, then reference titles, all in the search normal form
 * (kb/contract/search-text.ts). Each document keeps its keys, made once per catalogue
 * state; a query is then a few substring tests per document.
 *
 * Ranking (higher first): the title is exactly the query; the title starts
 * with it; the title contains it; every word of the query begins a word of
 * the title; the description has it at the start of a word (or has words
 * beginning with each of its words); a reference title does.
 * Ties: spaces, properties, theorems, equations, equation properties, then
 * the shorter title, then the id.
 */
import { searchKey, searchWords } from './contract/search-text';
import type { TextHit, TextMatch, TextSearchView, TextType } from './contract/discovery';

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
  description: Words;
  references: Words;
}

/** A text's key (its words run together) and where each word starts in it. */
interface Words { key: string; starts: number[]; words: string[] }

function wordsOf(texts: string[]): Words {
  const words = texts.flatMap((t) => [...searchWords(t), '']);
  const starts: number[] = [];
  let key = '';
  for (const w of words) {
    if (w === '') continue;
    starts.push(key.length);
    key += w;
  }
  return { key, starts, words: words.filter(Boolean) };
}

/** The query's key at the start of a word of the text (so "ut" does not find "absolutely"), or all its words beginning words of the text. */
function inWords(text: Words, key: string, query: string[]): boolean {
  if (text.starts.some((at) => text.key.startsWith(key, at))) return true;
  return query.length > 1 && query.every((w) => text.words.some((t) => t.startsWith(w)));
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
        description: wordsOf([document.description]),
        references: wordsOf(document.referenceTitles),
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
  if (inWords(entry.description, key, words)) return { score: 20, matched: 'description' };
  if (inWords(entry.references, key, words)) return { score: 10, matched: 'reference' };
  return null;
}

/** A query word matches a title word it begins (so "reflex" finds "Reflexive"). */
function hasWord(words: Set<string>, word: string): boolean {
  if (words.has(word)) return true;
  for (const w of words) if (w.startsWith(word)) return true;
  return false;
}
