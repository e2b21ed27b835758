/** "has Reflexive (real, computed)": a subject's fact about a formula term, linked to the page with its proof. */
import { Link } from 'react-router-dom';
import { SCALAR_LABELS, type FormulaTerm, type TermFact } from '@contract';
import { MathText } from '../../../components/Math';
import type { DerivationVocabulary } from '../../../components/derivation-vocabulary';
import { spokenName } from './paths';

export function TermFactItem({ subjectId, fact, words }: { subjectId: number; fact: TermFact; words: DerivationVocabulary }) {
  const name = words.propertyName(fact.propertyId);
  const marks = [words.scalars && SCALAR_LABELS[fact.scalar], fact.linked && 'linked', fact.computed && 'computed'].filter(Boolean).join(', ');
  return (
    <li>
      {fact.value ? 'has ' : 'lacks '}
      <Link to={words.factPath(subjectId, fact.propertyId)} aria-label={`${fact.value ? 'has' : 'lacks'} ${spokenName(name)} (${marks}): proof`}>
        <MathText text={name} />
      </Link>{' '}
      <span className="source-note">({marks})</span>
    </li>
  );
}

/** "Reflexive and not Separable, with Schur property undecided": what a formula asks, in words. */
export function describeTerms(terms: FormulaTerm[]): string {
  const decided = terms.filter((t) => t.value !== null).map((t) => `${t.value ? '' : 'not '}${t.property.name}`);
  const open = terms.filter((t) => t.value === null);
  const undecided = open.length ? `${decided.length ? ', ' : ''}with ${open.map((t) => t.property.name).join(' and ')} undecided` : '';
  return `${decided.join(' and ')}${undecided}`;
}
