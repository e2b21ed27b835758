/**
 * Finding an item by the name a reader typed: the exact name first (ignoring
 * case and surrounding spaces), then the same name in the search normal form
 * (kb/contract/search-text.ts: `ell^1`, `ℓ1` and `l1` are one name), then a unique
 * item whose name contains what was typed. Anything else is unknown or
 * ambiguous, with the candidates to say so; for an unknown name, `nearest`
 * offers the names closest to it (edit distance in the normal form).
 */
import { distance } from 'fastest-levenshtein';
import { searchKey } from './contract/search-text';

export type NameMatch<T> = { kind: 'found'; item: T } | { kind: 'unknown' } | { kind: 'ambiguous'; candidates: T[] };

/** Candidates listed in an "ambiguous" answer, at most. */
const CANDIDATES = 5;
/** Suggestions for an unknown name, at most. */
const NEAREST = 3;

export class NameIndex<T> {
  private readonly entries: { item: T; raw: string; key: string }[];

  constructor(items: Iterable<T>, name: (item: T) => string) {
    this.entries = [...items].map((item) => ({ item, raw: name(item).trim().toLowerCase(), key: searchKey(name(item)) }));
  }

  /** The one item whose name is exactly what was typed (in the normal form, if not as written); undefined otherwise. */
  exact(typed: string): T | undefined {
    const match = this.match(typed, 2);
    return match.kind === 'found' ? match.item : undefined;
  }

  find(typed: string): NameMatch<T> {
    return this.match(typed, 3);
  }

  /**
   * The names nearest to what was typed, closest first, at most NEAREST: those
   * within a third of its length in edits (at least 2), comparing it with the
   * whole name and with the name's start of the same length (so `separabl`
   * is near "Separable dual" too).
   */
  nearest(typed: string): T[] {
    const key = searchKey(typed);
    if (key === '') return [];
    const allowed = Math.max(2, Math.floor(key.length / 3));
    return this.entries
      .map((e) => ({ e, d: Math.min(distance(key, e.key), distance(key, e.key.slice(0, key.length)) + 1) }))
      .filter(({ d }) => d <= allowed)
      .sort((a, b) => a.d - b.d || a.e.key.length - b.e.key.length || a.e.raw.localeCompare(b.e.raw))
      .slice(0, NEAREST)
      .map(({ e }) => e.item);
  }

  private match(typed: string, levels: number): NameMatch<T> {
    const raw = typed.trim().toLowerCase();
    const key = searchKey(typed);
    if (key === '') return { kind: 'unknown' };
    const tests = [(e: { raw: string }) => e.raw === raw, (e: { key: string }) => e.key === key, (e: { key: string }) => e.key.includes(key)];
    for (const level of tests.slice(0, levels)) {
      const found = this.entries.filter(level);
      if (found.length === 1) return { kind: 'found', item: found[0].item };
      if (found.length > 1) {
        const shortest = [...found].sort((a, b) => a.key.length - b.key.length || a.raw.localeCompare(b.raw));
        return { kind: 'ambiguous', candidates: shortest.slice(0, CANDIDATES).map((e) => e.item) };
      }
    }
    return { kind: 'unknown' };
  }
}
