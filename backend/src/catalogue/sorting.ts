/**
 * Lists are sorted by what a reader sees: LaTeX markup ($, \, braces) is
 * ignored and numbers compare as numbers, so ℓ^2 sorts before ℓ^10.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function readable(text: string): string {
  return text.replace(/[$\\{}]/g, '').trim();
}

export function byText<T>(text: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => collator.compare(readable(text(a)), readable(text(b))) || collator.compare(text(a), text(b));
}
