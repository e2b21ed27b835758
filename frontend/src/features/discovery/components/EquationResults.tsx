/**
 * The answer of a formula search over the differential equations, through
 * the equation theorems: impossible (with the derivation), or the equations
 * that satisfy it (each fact linked to its proof), fail it (the failing
 * fact, or the refutation) and are undecided.
 */
import { Link } from 'react-router-dom';
import type { EquationFormulaView, EquationRef } from '@contract';
import { MathText } from '../../../components/Math';
import { ContradictionProof } from '../../../components/Derivation';
import { useDerivationVocabulary } from '../../../components/derivation-vocabulary';
import { spokenName } from './paths';
import { ResultGroup } from './ResultGroup';
import { describeTerms, TermFactItem } from './TermFactItem';

const EQ = '/differential-equation';

function EquationLink({ equation }: { equation: EquationRef }) {
  return (
    <Link to={`${EQ}/${equation.id}`} aria-label={spokenName(equation.name)}>
      <MathText text={equation.name} />
    </Link>
  );
}

export function EquationResults({ view }: { view: EquationFormulaView }) {
  const words = useDerivationVocabulary('equation');
  const described = describeTerms(view.terms);
  if (view.contradiction) {
    return (
      <section aria-labelledby="impossible">
        <h2 id="impossible">No equation can satisfy this</h2>
        <p>
          The theorems about differential equations rule out every equation that is <MathText text={described} />:
        </p>
        <ContradictionProof contradiction={view.contradiction} label="Derivation" kind="equation" />
      </section>
    );
  }
  return (
    <>
      <p className="lead">
        Differential equations that are <MathText text={described} />.
      </p>
      <ResultGroup id="satisfy" title="Satisfy" count={view.satisfy.length}>
        {view.satisfy.map((entry) => (
          <li key={entry.equation.id}>
            <EquationLink equation={entry.equation} />
            <ul className="term-facts">
              {entry.facts.map((fact, i) => (
                <TermFactItem key={i} subjectId={entry.equation.id} fact={fact} words={words} />
              ))}
            </ul>
          </li>
        ))}
      </ResultGroup>
      <ResultGroup id="fail" title="Fail" count={view.fail.length} folded>
        {view.fail.map((entry) => (
          <li key={entry.equation.id}>
            <EquationLink equation={entry.equation} />
            {entry.refutation ? (
              <details>
                <summary>Its known properties and the formula contradict the theorems</summary>
                <ContradictionProof contradiction={entry.refutation} subject={{ id: entry.equation.id, name: entry.equation.name }} label={`Refutation for ${spokenName(entry.equation.name)}`} kind="equation" />
              </details>
            ) : (
              <ul className="term-facts">
                {entry.facts.map((fact, i) => (
                  <TermFactItem key={i} subjectId={entry.equation.id} fact={fact} words={words} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ResultGroup>
      <ResultGroup id="undecided" title="Undecided" count={view.undecided.length}>
        {view.undecided.map((entry) => (
          <li key={entry.equation.id}>
            <EquationLink equation={entry.equation} /> <span className="muted">unknown:</span>{' '}
            {entry.unknown.map((p, i) => (
              <span key={p.id}>
                {i > 0 && ', '}
                <Link to={`${EQ}/property/${p.id}`} aria-label={spokenName(p.name)}>
                  <MathText text={p.name} />
                </Link>
              </span>
            ))}
          </li>
        ))}
      </ResultGroup>
    </>
  );
}
