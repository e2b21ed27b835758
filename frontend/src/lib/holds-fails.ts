/**
 * A space's properties (or a property's spaces) as readers think of them:
 * those that hold and those that fail, each marked with the field it is
 * about (real, complex, both). A mixed link (real and not complex) is in
 * both groups, marked "real" under Holds and "complex" under Fails.
 */
import { fieldPair, type LinkField } from '@contract';

export type ScalarMark = 'real' | 'complex' | 'both';
export interface Marked<T> { entry: T; mark: ScalarMark }

function mark(real: boolean, complex: boolean): ScalarMark | null {
  if (real && complex) return 'both';
  if (real) return 'real';
  if (complex) return 'complex';
  return null;
}

export function holdsFails<T>(entries: T[], fieldOf: (entry: T) => LinkField): { holds: Marked<T>[]; fails: Marked<T>[] } {
  const holds: Marked<T>[] = [];
  const fails: Marked<T>[] = [];
  for (const entry of entries) {
    const pair = fieldPair(fieldOf(entry));
    const held = mark(pair.REAL === true, pair.COMPLEX === true);
    const failed = mark(pair.REAL === false, pair.COMPLEX === false);
    if (held) holds.push({ entry, mark: held });
    if (failed) fails.push({ entry, mark: failed });
  }
  return { holds, fails };
}
