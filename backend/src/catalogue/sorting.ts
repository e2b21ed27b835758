/**
 * Lists are sorted by what a reader sees: LaTeX markup ($, \, braces) is
 * ignored and numbers compare as numbers, so ℓ^2 sorts before ℓ^10.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function readable(text: string): string {
  return text.replace(/[$\\{}]/g, '').trim();
}

/** A sorted copy; each item's readable text is computed once, not per comparison. */
export function sortByText<T>(items: T[], text: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, raw: text(item), key: readable(text(item)) }))
    .sort((a, b) => collator.compare(a.key, b.key) || collator.compare(a.raw, b.raw))
    .map((entry) => entry.item);
}
