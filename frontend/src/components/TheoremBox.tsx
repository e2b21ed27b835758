/**
 * A theorem's statement on its page: conditions, the arrow, conclusions, each
 * atom linked to its property with its value (a field for spaces, has or
 * lacks for equations).
 */
import { Link } from 'react-router-dom';
import { MathText } from './Math';

export interface AtomLine {
  /** The property's page. */
  to: string;
  /** The property's name (a math text). */
  name: string;
  /** What the atom says of it: "Real and complex", "has", … */
  value: string;
}

function AtomList({ atoms }: { atoms: AtomLine[] }) {
  return (
    <ul className="atom-list">
      {atoms.map((atom, index) => (
        <li key={index}>
          <Link to={atom.to}>
            <MathText text={atom.name} />
          </Link>{' '}
          <span className="atom-field">({atom.value})</span>
        </li>
      ))}
    </ul>
  );
}

export function TheoremBox({ conditions, conclusions }: { conditions: AtomLine[]; conclusions: AtomLine[] }) {
  return (
    <div className="theorem-box">
      <section aria-labelledby="conditions">
        <h2 id="conditions">Conditions</h2>
        <AtomList atoms={conditions} />
      </section>
      <div className="implication-arrow" aria-label="implies" role="img">
        ⟹
      </div>
      <section aria-labelledby="conclusions">
        <h2 id="conclusions">Conclusions</h2>
        <AtomList atoms={conclusions} />
      </section>
    </div>
  );
}
