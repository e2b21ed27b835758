/** The answer of a formula search over the differential equations, by their stored properties. */
import { Link } from 'react-router-dom';
import type { EquationFormulaView } from '@contract';
import { MathText } from '../../../components/Math';
import { spokenName } from './paths';
import { ResultGroup } from './ResultGroup';

const EQ = '/differential-equation';

function EquationLinkPage({ equation }: { equation: { id: number; name: string } }) {
  return (
    <Link to={`${EQ}/${equation.id}`} aria-label={spokenName(equation.name)}>
      <MathText text={equation.name} />
    </Link>
  );
}


/** How a link fails a term: the opposite value, or (an undecided term) any value at all. */
const failure = (value: boolean | null) => (value === null ? 'is known for' : value ? 'lacks' : 'has');

export function EquationResults({ view }: { view: EquationFormulaView }) {
  if (view.contradiction) {
    return (
      <section aria-labelledby="impossible">
        <h2 id="impossible">No equation can satisfy this</h2>
        <p>
          The formula asks for <MathText text={view.contradiction.property.name} /> both to hold and to fail.
        </p>
      </section>
    );
  }
  return (
    <>
      <ResultGroup id="satisfy" title="Satisfy" count={view.satisfy.length}>
        {view.satisfy.map((e) => (
          <li key={e.equation.id}>
            <EquationLinkPage equation={e.equation} />
          </li>
        ))}
      </ResultGroup>
      <ResultGroup id="fail" title="Fail" count={view.fail.length} folded>
        {view.fail.map((e) => (
          <li key={e.equation.id}>
            <EquationLinkPage equation={e.equation} /> <span className="muted">fails:</span>{' '}
            {e.failing.map((t, i) => (
              <span key={t.property.id}>
                {i > 0 && ', '}
                <Link to={`${EQ}/${e.equation.id}/property/${t.property.id}`} aria-label={`${failure(t.value)} ${spokenName(t.property.name)}`}>
                  {failure(t.value)}{' '}
                  <MathText text={t.property.name} />
                </Link>
              </span>
            ))}
          </li>
        ))}
      </ResultGroup>
      <ResultGroup id="undecided" title="Undecided" count={view.undecided.length}>
        {view.undecided.map((e) => (
          <li key={e.equation.id}>
            <EquationLinkPage equation={e.equation} /> <span className="muted">unknown:</span>{' '}
            {e.unknown.map((p, i) => (
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
