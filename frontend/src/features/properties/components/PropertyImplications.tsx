/**
 * On a property page: what the property (or its absence) implies and what
 * implies it, through chains of theorems, each chain shown on demand; and
 * for each converse, whether it follows too, which spaces of the catalogue
 * refute it ("ℓ¹ has Separable but lacks Reflexive"), or that the catalogue
 * has no example either way.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type DerivationStep, type ImplicationEntry, type ItemField, itemScalars, type PropertyRef } from '@contract';
import { MathText } from '../../../components/Math';
import { LazyDetails } from '../../../components/LazyDetails';
import { useImplications } from '../../discovery/api/discovery';
import { ContradictionProof, DerivationTree } from '../../../components/Derivation';
import { readableText } from '../../../lib/readable-text';

interface Fact { property: PropertyRef; value: boolean }

function PropertyLink({ property }: { property: PropertyRef }) {
  return (
    <Link to={`/property/${property.id}`} aria-label={readableText(property.name)}>
      <MathText text={property.name} />
    </Link>
  );
}

/** "has Reflexive" / "lacks Reflexive", or its negation. */
function FactText({ fact, negated = false }: { fact: Fact; negated?: boolean }) {
  return (
    <>
      {fact.value !== negated ? 'has' : 'lacks'} <PropertyLink property={fact.property} />
    </>
  );
}

function Converse({ entry, from, to }: { entry: ImplicationEntry; from: Fact; to: Fact }): ReactNode {
  const converse = entry.converse;
  if (converse.kind === 'equivalent') {
    return (
      <LazyDetails summary="The converse holds too">
        <DerivationTree steps={converse.chain.steps} root={converse.chain.root} />
      </LazyDetails>
    );
  }
  if (converse.kind === 'unknown') return <p className="muted">Converse: no example in the catalogue either way.</p>;
  return (
    <p>
      Not conversely:{' '}
      {converse.spaces.map((s, i) => (
        <span key={s.id}>
          {i > 0 && '; '}
          <Link to={`/space/${s.id}`} aria-label={readableText(s.symbol)}>
            <MathText text={s.symbol} />
          </Link>{' '}
          <FactText fact={from} /> but <FactText fact={to} negated />
        </span>
      ))}
      .
    </p>
  );
}

function Entries({ entries, self, direction, shared }: { entries: ImplicationEntry[]; self: Fact; direction: 'implies' | 'impliedBy'; shared: DerivationStep[] }) {
  if (entries.length === 0) return <p className="muted">Nothing, as far as the theorems go.</p>;
  return (
    <ul className="implications">
      {entries.map((entry) => {
        const other = { property: entry.property, value: entry.value };
        // The converse of "self ⇒ other" is "other ⇒ self" (and the other way round).
        const [from, to] = direction === 'implies' ? [other, self] : [self, other];
        return (
          <li key={`${entry.property.id}-${entry.value}`}>
            <FactText fact={other} />
            <LazyDetails summary="Chain of theorems">
              <DerivationTree steps={entry.chain.steps ?? shared} root={entry.chain.root} />
            </LazyDetails>
            <Converse entry={entry} from={from} to={to} />
          </li>
        );
      })}
    </ul>
  );
}

export function PropertyImplications({ property }: { property: { id: number; name: string; field: ItemField } }) {
  const scalars = itemScalars(property.field);
  const [field, setField] = useState<'real' | 'complex'>(scalars.includes('REAL') ? 'real' : 'complex');
  const [value, setValue] = useState<'has' | 'lacks'>('has');
  const implications = useImplications(String(property.id), field, value);
  const answer = implications.data;
  const self = { property: { id: property.id, name: property.name }, value: value === 'has' };
  return (
    <section aria-labelledby="property-implications">
      <h2 id="property-implications">What implies what</h2>
      <form className="inline-field" onSubmit={(e) => e.preventDefault()} aria-label="Implications of">
        <label htmlFor="implications-value">A space that</label>
        <select id="implications-value" value={value} onChange={(e) => setValue(e.target.value as 'has' | 'lacks')}>
          <option value="has">has this property</option>
          <option value="lacks">lacks this property</option>
        </select>
        {scalars.length > 1 && (
          <>
            <label htmlFor="implications-field">over the</label>
            <select id="implications-field" value={field} onChange={(e) => setField(e.target.value as 'real' | 'complex')}>
              <option value="real">real numbers</option>
              <option value="complex">complex numbers</option>
            </select>
          </>
        )}
      </form>
      {!answer ? null : 'errors' in answer ? (
        <div className="alert alert-danger" role="alert">
          {Object.values(answer.errors).join(' ')}
        </div>
      ) : answer.view.impossible ? (
        <>
          <p>No space can {value === 'has' ? 'have' : 'lack'} this property: the theorems contradict it.</p>
          <ContradictionProof contradiction={answer.view.impossible} label="Derivation" />
        </>
      ) : (
        <>
          <h3 id="implies">Implies</h3>
          <Entries entries={answer.view.implies} self={self} direction="implies" shared={answer.view.steps} />
          <h3 id="implied-by">Implied by</h3>
          <Entries entries={answer.view.impliedBy} self={self} direction="impliedBy" shared={answer.view.steps} />
        </>
      )}
    </section>
  );
}
