/**
 * On a space property's implications: the theorems along relations naming the
 * property. They carry facts from one space to a related one ("P passes to
 * closed subspaces"), so they are no implication inside one space and are
 * listed apart, each with the way it goes.
 */
import { Link } from 'react-router-dom';
import { THEOREM_ALONG_OPTIONS, type AlongTheoremEntry } from '@contract';
import { MathText } from './Math';
import { readableText } from '../lib/readable-text';

const ROLE: Record<AlongTheoremEntry['role'], string> = { condition: 'in its condition', conclusion: 'in its conclusions', both: 'in its condition and conclusions' };

export function AlongTheorems({ entries }: { entries: AlongTheoremEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3 id="along-relations">Along relations between spaces</h3>
      <p className="muted">These theorems carry the property from one space to a related one: they are not implications inside one space.</p>
      <ul className="implications" data-testid="along-theorems">
        {entries.map((entry) => {
          const name = entry.theorem.name ?? `Theorem ${entry.theorem.id}`;
          const way = THEOREM_ALONG_OPTIONS.find((o) => o.relation === entry.relation && o.direction === entry.direction)?.label;
          return (
            <li key={entry.theorem.id}>
              <Link to={`/theorem/${entry.theorem.id}`} aria-label={readableText(name)}>
                <MathText text={name} />
              </Link>{' '}
              ({ROLE[entry.role]}): {way}.
            </li>
          );
        })}
      </ul>
    </>
  );
}
