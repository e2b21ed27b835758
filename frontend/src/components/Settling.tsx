/** What settling an open question would bring: "+3 facts if it holds, contradicts the theorems if it fails". */
import type { QuestionEntry } from '@contract';

const outcome = (count: number | null) => (count === null ? 'contradicts the theorems' : `${count} more fact${count === 1 ? '' : 's'}`);

export function Settling({ question }: { question: Pick<QuestionEntry, 'ifHolds' | 'ifFails'> }) {
  return (
    <span className="muted settling">
      if it holds: {outcome(question.ifHolds)}; if it fails: {outcome(question.ifFails)}
    </span>
  );
}
