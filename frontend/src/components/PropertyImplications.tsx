/**
 * On a property page (of spaces, or of differential equations): what the
 * property (or its absence) implies and what implies it, through chains of
 * theorems, each chain shown on demand; and for each converse, whether it
 * follows too, which spaces or equations of the catalogue refute it ("ℓ¹ has
 * Separable but lacks Reflexive"), or that the catalogue has no example
 * either way.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type DerivationStep, type EquationImplicationsView, type ImplicationsView, type ItemField, itemScalars, type PropertyRef } from '@contract';
import { MathText } from './Math';
import { AlongTheorems } from './AlongTheorems';
import { LazyDetails } from './LazyDetails';
import { useImplications } from '../features/discovery/api/discovery';
import { ContradictionProof, DerivationTree } from './Derivation';
import { readableText } from '../lib/readable-text';
import type { DerivationKind } from './derivation-vocabulary';

interface Fact { property: PropertyRef; value: boolean }
type Entry = (ImplicationsView | EquationImplicationsView)['implies'][number];

const PROPERTY_PATHS: Record<DerivationKind, string> = { space: '/property', equation: '/differential-equation/property' };

function PropertyLink({ property, kind }: { property: PropertyRef; kind: DerivationKind }) {
  return (
    <Link to={`${PROPERTY_PATHS[kind]}/${property.id}`} aria-label={readableText(property.name)}>
      <MathText text={property.name} />
    </Link>
  );
}

/** "has Reflexive" / "lacks Reflexive", or its negation. */
function FactText({ fact, kind, negated = false }: { fact: Fact; kind: DerivationKind; negated?: boolean }) {
  return (
    <>
      {fact.value !== negated ? 'has' : 'lacks'} <PropertyLink property={fact.property} kind={kind} />
    </>
  );
}

function Converse({ entry, from, to, kind }: { entry: Entry; from: Fact; to: Fact; kind: DerivationKind }): ReactNode {
  const converse = entry.converse;
  if (converse.kind === 'equivalent') {
    return (
      <LazyDetails summary="The converse holds too">
        <DerivationTree steps={converse.chain.steps} root={converse.chain.root} kind={kind} />
      </LazyDetails>
    );
  }
  if (converse.kind === 'unknown') return <p className="muted">Converse: no example in the catalogue either way.</p>;
  const separating =
    'spaces' in converse
      ? converse.spaces.map((s) => ({ id: s.id, name: s.symbol, path: `/space/${s.id}` }))
      : converse.equations.map((e) => ({ id: e.id, name: e.name, path: `/differential-equation/${e.id}` }));
  return (
    <p>
      Not conversely:{' '}
      {separating.map((s, i) => (
        <span key={s.id}>
          {i > 0 && '; '}
          <Link to={s.path} aria-label={readableText(s.name)}>
            <MathText text={s.name} />
          </Link>{' '}
          <FactText fact={from} kind={kind} /> but <FactText fact={to} kind={kind} negated />
        </span>
      ))}
      .
    </p>
  );
}

function Entries({ entries, self, direction, shared, kind }: { entries: Entry[]; self: Fact; direction: 'implies' | 'impliedBy'; shared: DerivationStep[]; kind: DerivationKind }) {
  if (entries.length === 0) return <p className="muted">Nothing, as far as the theorems go.</p>;
  return (
    <ul className="implications">
      {entries.map((entry) => {
        const other = { property: entry.property, value: entry.value };
        // The converse of "self ⇒ other" is "other ⇒ self" (and the other way round).
        const [from, to] = direction === 'implies' ? [other, self] : [self, other];
        return (
          <li key={`${entry.property.id}-${entry.value}`}>
            <FactText fact={other} kind={kind} />
            <LazyDetails summary="Chain of theorems">
              <DerivationTree steps={entry.chain.steps ?? shared} root={entry.chain.root} kind={kind} />
            </LazyDetails>
            <Converse entry={entry} from={from} to={to} kind={kind} />
          </li>
        );
      })}
    </ul>
  );
}

/** `kind`: a property of spaces (with its field) or of differential equations (no field). */
export function PropertyImplications({ property, kind = 'space' }: { property: { id: number; name: string; field?: ItemField }; kind?: DerivationKind }) {
  const scalars = property.field ? itemScalars(property.field) : ['REAL'];
  const [field, setField] = useState<'real' | 'complex'>(scalars.includes('REAL') ? 'real' : 'complex');
  const [value, setValue] = useState<'has' | 'lacks'>('has');
  const implications = useImplications(kind, String(property.id), field, value);
  const answer = implications.data;
  const self = { property: { id: property.id, name: property.name }, value: value === 'has' };
  return (
    <section aria-labelledby="property-implications">
      <h2 id="property-implications">What implies what</h2>
      <form className="inline-field" onSubmit={(e) => e.preventDefault()} aria-label="Implications of">
        <label htmlFor="implications-value">{kind === 'space' ? 'A space that' : 'An equation that'}</label>
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
          <p>
            No {kind} can {value === 'has' ? 'have' : 'lack'} this property: the theorems contradict it.
          </p>
          <ContradictionProof contradiction={answer.view.impossible} label="Derivation" kind={kind} />
        </>
      ) : (
        <>
          <h3 id="implies">Implies</h3>
          <Entries entries={answer.view.implies} self={self} direction="implies" shared={answer.view.steps} kind={kind} />
          <h3 id="implied-by">Implied by</h3>
          <Entries entries={answer.view.impliedBy} self={self} direction="impliedBy" shared={answer.view.steps} kind={kind} />
          {'along' in answer.view && answer.view.along && <AlongTheorems entries={answer.view.along} />}
        </>
      )}
    </section>
  );
}
