/**
 * The answer of a formula search over the spaces: impossible (with the
 * derivation), or the spaces that satisfy it (each fact linked to its
 * proof), fail it (the failing fact, or the refutation) and are undecided
 * (a pair marked open problem or independent of ZFC shown with its mark).
 */
import { Link } from 'react-router-dom';
import { SCALAR_LABELS, type FormulaSearchView } from '@contract';
import { MathText } from '../../../components/Math';
import { ContradictionProof } from '../../../components/Derivation';
import { useDerivationVocabulary } from '../../../components/derivation-vocabulary';
import { describeTerms, TermFactItem } from './TermFactItem';
import { MarkBadges } from '../../../components/problems/MarkBadges';
import { markKey, useMarkIndex } from '../../problems/api/problems';
import { usePropertyNames } from '../../properties/api/properties';
import { spokenName } from './paths';
import { ResultGroup } from './ResultGroup';

const OVER = { real: 'over the real numbers', complex: 'over the complex numbers', both: 'over the real and the complex numbers' } as const;
const SCALARS = { real: ['REAL'], complex: ['COMPLEX'], both: ['REAL', 'COMPLEX'] } as const;

function SpaceLink({ space }: { space: { id: number; symbol: string } }) {
  return (
    <Link to={`/space/${space.id}`} aria-label={spokenName(space.symbol)}>
      <MathText text={space.symbol} />
    </Link>
  );
}

export function FormulaResults({ view }: { view: FormulaSearchView }) {
  const names = usePropertyNames();
  const words = useDerivationVocabulary('space');
  const marks = useMarkIndex();
  const open = view.terms.filter((t) => t.value === null);
  const described = describeTerms(view.terms);
  if (view.contradiction) {
    return (
      <section aria-labelledby="impossible">
        <h2 id="impossible">No space can satisfy this</h2>
        <p>
          The theorems rule out every space that is <MathText text={described} />, {OVER[view.field]}:
        </p>
        <ContradictionProof contradiction={view.contradiction} label="Derivation" />
      </section>
    );
  }
  return (
    <>
      <p className="lead">
        Spaces that are <MathText text={described} />, {OVER[view.field]}.
      </p>
      <ResultGroup id="satisfy" title="Satisfy" count={view.satisfy.length}>
        {view.satisfy.map((entry) => (
          <li key={entry.space.id}>
            <SpaceLink space={entry.space} />
            <ul className="term-facts">
              {entry.facts.map((fact, i) => (
                <TermFactItem key={i} subjectId={entry.space.id} fact={fact} words={words} />
              ))}
              {open.map((t) => {
                // Undecided as the formula asks (?P): a pair marked open problem or independent of ZFC says so.
                const marked = (marks.get(markKey(entry.space.id, t.property.id)) ?? []).filter((mark) => (SCALARS[view.field] as readonly string[]).includes(mark.scalar));
                return (
                  <li key={`open-${t.property.id}`}>
                    undecided:{' '}
                    <Link to={`/space/${entry.space.id}/property/${t.property.id}`} aria-label={`undecided: ${spokenName(t.property.name)}`}>
                      <MathText text={t.property.name} />
                    </Link>
                    {marked.length > 0 && (
                      <>
                        {' '}
                        <MarkBadges marks={marked} />
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ResultGroup>
      <ResultGroup id="fail" title="Fail" count={view.fail.length} folded>
        {view.fail.map((entry) => (
          <li key={entry.space.id}>
            <SpaceLink space={entry.space} />
            {entry.refutation ? (
              <details>
                <summary>Its known properties and the formula contradict the theorems</summary>
                <ContradictionProof contradiction={entry.refutation} subject={{ id: entry.space.id, name: entry.space.symbol }} label={`Refutation for ${spokenName(entry.space.symbol)}`} />
              </details>
            ) : (
              <ul className="term-facts">
                {entry.facts.map((fact, i) => (
                  <TermFactItem key={i} subjectId={entry.space.id} fact={fact} words={words} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ResultGroup>
      <ResultGroup id="undecided" title="Undecided" count={view.undecided.length}>
        {view.undecided.map((entry) => (
          <li key={entry.space.id}>
            <SpaceLink space={entry.space} />{' '}
            <span className="muted">unknown:</span>{' '}
            {entry.unknown.map((u, i) => {
              const name = names.get(u.propertyId) ?? `property ${u.propertyId}`;
              // A pair marked open problem or independent of ZFC is no gap: its mark, linked to the pair's page.
              const marked = (marks.get(markKey(entry.space.id, u.propertyId)) ?? []).filter((mark) => mark.scalar === u.scalar);
              return (
                <span key={i}>
                  {i > 0 && ', '}
                  <Link to={`/property/${u.propertyId}`} aria-label={`${spokenName(name)} (${SCALAR_LABELS[u.scalar]})`}>
                    <MathText text={name} />
                  </Link>{' '}
                  {marked.length > 0 ? <MarkBadges marks={marked} /> : <span className="source-note">({SCALAR_LABELS[u.scalar]})</span>}
                </span>
              );
            })}
          </li>
        ))}
      </ResultGroup>
    </>
  );
}
