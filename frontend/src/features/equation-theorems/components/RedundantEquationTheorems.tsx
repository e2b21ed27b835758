/**
 * /admin/redundant-equation-theorems: every theorem about differential
 * equations that already follows from the others, each with its derivation
 * (the check the equation theorem form runs before saving), as
 * /admin/redundant-theorems lists the space theorems.
 */
import { Link } from 'react-router-dom';
import type { EquationTheorem, RedundantTheorem } from '@contract';
import { Page } from '../../../components/Page';
import { ContradictionSteps, DerivationSteps } from '../../../components/DerivationSteps';
import { useDerivationVocabulary } from '../../../components/derivation-vocabulary';
import { MathText } from '../../../components/Math';
import { useApiQuery } from '../../../lib/use-api-query';
import { atomText, equationTheoremLabel, useEquationTheorems } from '../api/equation-theorems';
import '../../../components/theorem-checks.css';

const TITLE = 'Redundant equation theorems';

export function RedundantEquationTheorems() {
  const redundant = useApiQuery<RedundantTheorem[]>('/api/admin/redundant-equation-theorems');
  const theorems = useEquationTheorems();
  const names = useDerivationVocabulary('equation');
  return (
    <Page title={TITLE} crumbs={[{ label: 'Admin', to: '/admin' }, { label: TITLE }]} queries={[redundant, theorems]}>
      {() => {
        const byId = new Map(theorems.data!.map((t) => [t.id, t]));
        const list = redundant.data!;
        return (
          <>
            <h1>{TITLE}</h1>
            <p className="muted">Theorems about differential equations whose conclusions already follow from their conditions through the other equation theorems.</p>
            {list.length === 0 ? (
              <p data-testid="no-redundant">No equation theorem follows from the others.</p>
            ) : (
              <>
                <p>
                  {list.length} of {theorems.data!.length} equation theorems are redundant.
                </p>
                <ul className="redundant-theorems" aria-label={TITLE}>
                  {list.map(({ theorem, derivations }) => {
                    const stored = byId.get(theorem.id);
                    const label = stored ? equationTheoremLabel(stored) : `Theorem ${theorem.id}`;
                    return (
                      <li key={theorem.id} data-testid="redundant-theorem">
                        <Statement theorem={stored} label={label} id={theorem.id} />
                        <details>
                          <summary>Derivation from the other theorems</summary>
                          {derivations.map((d) =>
                            d.impossible ? (
                              <ContradictionSteps key={d.scalar} contradiction={d.impossible} names={names} label={`Derivation of ${label}`} />
                            ) : (
                              <DerivationSteps key={d.scalar} steps={d.steps} names={names} label={`Derivation of ${label}`} />
                            ),
                          )}
                        </details>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </>
        );
      }}
    </Page>
  );
}

function Statement({ theorem, label, id }: { theorem?: EquationTheorem; label: string; id: number }) {
  return (
    <p>
      <Link to={`/differential-equation/theorem/${id}`}>
        <MathText text={label} />
      </Link>
      {theorem && (
        <span className="muted">
          {' '}
          — if <MathText text={atomText(theorem.conditions)} />, then <MathText text={atomText(theorem.conclusions)} />
        </span>
      )}
    </p>
  );
}
