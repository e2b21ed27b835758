/**
 * A theorem as conditions ⇒ conclusions, each atom naming its property (linked)
 * and its field. The arrow links to the theorem's page.
 */
import { Link } from 'react-router-dom';
import { atomWords, LINK_FIELD_LABELS, type Theorem, type TheoremAtom } from '@contract';
import { MathText } from './Math';

function Atoms({ atoms, names }: { atoms: TheoremAtom[]; names?: Map<number, string> }) {
  return (
    <span className="theorem-atoms">
      {atoms.map((atom, index) => (
        <span key={`${atom.propertyId}-${index}`} className="theorem-atom">
          {index > 0 && <span className="connective"> and </span>}
          <Link to={`/property/${atom.propertyId}`}>
            <MathText text={atom.propertyName ?? names?.get(atom.propertyId) ?? `Property ${atom.propertyId}`} />
          </Link>{' '}
          <span className="atom-field">({LINK_FIELD_LABELS[atom.field] ?? atom.field})</span>
        </span>
      ))}
    </span>
  );
}

export function TheoremStatement({ theorem, names }: { theorem: Theorem; names?: Map<number, string> }) {
  return (
    <span className="theorem-statement">
      <Atoms atoms={theorem.conditions} names={names} />
      <Link to={`/theorem/${theorem.id}`} className="implication" aria-label={`Theorem ${theorem.name ?? theorem.id}: more info`} title="More info">
        ⟹
      </Link>
      <Atoms atoms={theorem.conclusions} names={names} />
    </span>
  );
}

/** A short name for a theorem: its name, or its statement in words when it has none. */
export function theoremLabel(theorem: Theorem): string {
  if (theorem.name && theorem.name.trim()) return theorem.name;
  const atoms = (list: TheoremAtom[]) => list.map((a) => atomWords(a.propertyName ?? `property ${a.propertyId}`, a.field)).join(' and ');
  return `${atoms(theorem.conditions)} implies ${atoms(theorem.conclusions)}`;
}

/** A list of theorems, each with its name (when it has one) and its statement. */
export function TheoremItems({ theorems, names }: { theorems: Theorem[]; names?: Map<number, string> }) {
  return (
    <ul className="theorem-list">
      {theorems.map((theorem) => (
        <li key={theorem.id}>
          {theorem.name && (
            <span className="theorem-name">
              <MathText text={theorem.name} />
            </span>
          )}
          <TheoremStatement theorem={theorem} names={names} />
        </li>
      ))}
    </ul>
  );
}
