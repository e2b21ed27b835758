/** The answer of a text search: each item with its type and where the text matched. */
import { Link } from 'react-router-dom';
import type { TextSearchView } from '@contract';
import { MathText } from '../../../components/Math';
import { ITEM_PATHS, ITEM_TYPES, spokenName } from './paths';

const MATCHED = { name: '', symbol: '', description: 'in the description', reference: 'in a reference title' } as const;

export function TextResults({ view }: { view: TextSearchView }) {
  if (view.total === 0) return <p className="muted">Nothing in the catalogue matches “{view.query}”.</p>;
  return (
    <section aria-labelledby="text-results">
      <h2 id="text-results">
        Results <span className="field-count">· {view.total}</span>
      </h2>
      <ul className="search-results">
        {view.results.map((hit) => {
          const title = hit.title ?? `Theorem ${hit.id}`;
          return (
            <li key={`${hit.type}-${hit.id}`}>
              <span className="result-type">{ITEM_TYPES[hit.type]}</span>{' '}
              <Link to={`${ITEM_PATHS[hit.type]}/${hit.id}`} aria-label={spokenName(title)}>
                <MathText text={title} />
              </Link>{' '}
              {MATCHED[hit.matched] && <span className="muted">(matched {MATCHED[hit.matched]})</span>}
            </li>
          );
        })}
      </ul>
      {view.total > view.results.length && <p className="muted">Showing the first {view.results.length} of {view.total}.</p>}
    </section>
  );
}
