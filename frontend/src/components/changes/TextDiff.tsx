/**
 * A readable diff of two texts, word by word, with their math typeset: a
 * formula ($…$, $$…$$) is one token, so it is shown whole, struck through or
 * inserted, never cut in the middle. Jest's diff-sequences finds the longest
 * common subsequence.
 */
import { useMemo } from 'react';
import diffSequences from 'diff-sequences';
import { mathSegments } from '../../lib/math-segments';
import { MathText } from '../Math';

interface Part { kind: 'same' | 'removed' | 'added'; text: string }

/** Words, the spaces between them and whole formulas (each kept as its source, so MathText typesets it). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const segment of mathSegments(text)) {
    if (segment.kind === 'math') out.push(segment.source);
    else out.push(...segment.text.split(/(\s+)/).filter(Boolean).map((word) => word.replace(/\$/g, '\\$')));
  }
  return out;
}

export function diffParts(before: string, after: string): Part[] {
  const a = tokens(before);
  const b = tokens(after);
  const parts: Part[] = [];
  const push = (kind: Part['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  diffSequences(a.length, b.length, (x, y) => a[x] === b[y], (count, x, y) => {
    for (; i < x; i++) push('removed', a[i]);
    for (; j < y; j++) push('added', b[j]);
    for (let k = 0; k < count; k++) push('same', a[x + k]);
    i = x + count;
    j = y + count;
  });
  for (; i < a.length; i++) push('removed', a[i]);
  for (; j < b.length; j++) push('added', b[j]);
  return parts;
}

export function TextDiff({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => diffParts(before, after), [before, after]);
  return (
    <p className="text-diff">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <MathText key={index} text={part.text} />
        ) : part.kind === 'removed' ? (
          <del key={index}>
            <MathText text={part.text} />
          </del>
        ) : (
          <ins key={index}>
            <MathText text={part.text} />
          </ins>
        ),
      )}
    </p>
  );
}
