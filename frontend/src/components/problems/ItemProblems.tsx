/**
 * On a space's or a property's page: the pairs marked open problem or
 * independent of ZFC, each linking to its pair's page (where the references
 * are). Shown only when there are marks.
 */
import { Link } from 'react-router-dom';
import type { Problem } from '@contract';
import { MathText } from '../Math';
import { readableText } from '../../lib/readable-text';
import { useProblems } from '../../features/problems/api/problems';
import { markLabel } from './ProblemMarks';

export function ProblemList({ marks, show }: { marks: Problem[]; show: 'space' | 'property' | 'both' }) {
  return (
    <ul className="search-results problem-list">
      {marks.map((mark) => {
        const to = show === 'property' ? `/property/${mark.property.id}/space/${mark.space.id}` : `/space/${mark.space.id}/property/${mark.property.id}`;
        const words = show === 'space' ? mark.property.name : show === 'property' ? mark.space.symbol : `${mark.space.symbol} · ${mark.property.name}`;
        return (
          <li key={mark.id}>
            <Link to={to} aria-label={readableText(words)}>
              <MathText text={words} />
            </Link>{' '}
            <span className={`problem-badge problem-${mark.status.toLowerCase()}`}>{markLabel(mark)}</span>
            {mark.since && <span className="source-note"> · since {mark.since}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function ItemProblems({ spaceId, propertyId }: { spaceId?: number; propertyId?: number }) {
  const marks = useProblems(spaceId !== undefined ? { space: spaceId } : { property: propertyId });
  if (!marks.data || marks.data.length === 0) return null;
  return (
    <section aria-labelledby="item-problems">
      <h2 id="item-problems">
        Open problems and independence <span className="field-count">· {marks.data.length}</span>
      </h2>
      <p className="muted">Neither held nor failed: open, or independent of ZFC. The catalogue leaves these out of its gaps.</p>
      <ProblemList marks={marks.data} show={spaceId !== undefined ? 'space' : 'property'} />
    </section>
  );
}
