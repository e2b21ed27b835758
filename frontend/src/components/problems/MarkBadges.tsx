/**
 * Where many pairs are listed at once (/compare, a formula's undecided
 * spaces): a marked pair's marks as small badges, each linking to the pair's
 * page (where the references are), in place of a plain "unknown".
 */
import { Link } from 'react-router-dom';
import type { Problem } from '@contract';
import { markLabel } from './ProblemMarks';

export function MarkBadges({ marks }: { marks: Problem[] }) {
  return (
    <>
      {marks.map((mark, i) => (
        <span key={mark.id}>
          {i > 0 && ' '}
          <Link to={`/space/${mark.space.id}/property/${mark.property.id}`} className={`problem-badge problem-${mark.status.toLowerCase()}`}>
            {markLabel(mark)}
          </Link>
        </span>
      ))}
    </>
  );
}
