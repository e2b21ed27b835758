/** On a space page: the properties the catalogue cannot decide for it yet, and what settling each would bring. */
import { SCALAR_LABELS } from '@contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MathText } from '../../../components/Math';
import { useUnknowns } from '../../discovery/api/discovery';
import { readableText } from '../../../lib/readable-text';
import { Settling } from '../../../components/Settling';

/** Shown before "Show all". */
const FIRST = 12;

export function SpaceUnknowns({ spaceId }: { spaceId: number }) {
  const unknowns = useUnknowns(String(spaceId));
  const [all, setAll] = useState(false);
  if (!unknowns.data) return null;
  const entries = unknowns.data;
  const shown = all ? entries : entries.slice(0, FIRST);
  return (
    <section aria-labelledby="space-unknowns">
      <h2 id="space-unknowns">
        Undecided properties <span className="field-count">· {entries.length}</span>
      </h2>
      {entries.length === 0 ? (
        <p className="muted">The catalogue decides every property for this space.</p>
      ) : (
        <>
          <p className="muted">Not known to hold or to fail, the most telling first.</p>
          <ul className="search-results">
            {shown.map((q) => (
              <li key={`${q.property.id}-${q.scalar}`}>
                <Link to={`/property/${q.property.id}`} aria-label={readableText(q.property.name)}>
                  <MathText text={q.property.name} />
                </Link>{' '}
                <span className="source-note">({SCALAR_LABELS[q.scalar]})</span> <Settling question={q} />
              </li>
            ))}
          </ul>
          {shown.length < entries.length && (
            <button type="button" className="link-button" onClick={() => setAll(true)}>
              Show all {entries.length} undecided properties
            </button>
          )}
        </>
      )}
      <p>
        <Link to={`/gaps?space=${spaceId}`}>Gaps about this space</Link>
      </p>
    </section>
  );
}
