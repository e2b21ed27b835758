/**
 * /admin/redundant-theorems: every theorem of the catalogue that already
 * follows from the others, each with its derivation (the same check the
 * theorem form runs before saving).
 */
import { Page } from '../../../components/Page';
import type { Theorem } from '@contract';
import { useProperties } from '../../properties/api/properties';
import { useRedundantTheorems, useTheorems, type ScalarDerivation } from '../api/theorems';
import { ContradictionSteps, DerivationSteps, type DerivationNames } from '../../../components/DerivationSteps';
import { theoremLabel, TheoremStatement } from '../../../components/TheoremStatement';
import '../../../components/theorem-checks.css';

const OVER: Record<string, string> = { REAL: 'over the real numbers', COMPLEX: 'over the complex numbers' };

export function RedundantTheorems() {
  const redundant = useRedundantTheorems();
  const theorems = useTheorems();
  const properties = useProperties();
  return (
    <Page title="Redundant theorems" crumbs={[{ label: 'Admin', to: '/admin' }, { label: 'Redundant theorems' }]} queries={[redundant, theorems, properties]}>
      {() => {
        const byId = new Map(theorems.data!.map((t) => [t.id, t]));
        const propertyNames = new Map(properties.data!.map((p) => [p.id, p.name]));
        const names: DerivationNames = {
          propertyName: (id) => propertyNames.get(id) ?? `Property ${id}`,
          theoremLabel: (id) => (byId.has(id) ? theoremLabel(byId.get(id)!) : `Theorem ${id}`),
          propertyPath: (id) => `/property/${id}`,
          theoremPath: (id) => `/theorem/${id}`,
          scalars: true,
        };
        const list = redundant.data!;
        return (
          <>
            <h1>Redundant theorems</h1>
            <p className="muted">Theorems whose conclusions already follow from their conditions through the other theorems.</p>
            {list.length === 0 ? (
              <p data-testid="no-redundant">No theorem follows from the others.</p>
            ) : (
              <>
                <p>
                  {list.length} of {theorems.data!.length} theorems are redundant.
                </p>
                <ul className="redundant-theorems" aria-label="Redundant theorems">
                  {list.map(({ theorem, derivations }) => (
                    <li key={theorem.id} data-testid="redundant-theorem">
                      <Entry theorem={byId.get(theorem.id)} id={theorem.id} derivations={derivations} names={names} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        );
      }}
    </Page>
  );
}

function Entry({ theorem, id, derivations, names }: { theorem?: Theorem; id: number; derivations: ScalarDerivation[]; names: DerivationNames }) {
  return (
    <>
      {theorem ? <TheoremStatement theorem={theorem} /> : <span>Theorem {id}</span>}
      <details>
        <summary>Derivation from the other theorems</summary>
        {derivations.map((d) => {
          const label = `Derivation of ${names.theoremLabel(id)}, ${OVER[d.scalar]}`;
          return (
            <div key={d.scalar}>
              <p className="proof-over">{OVER[d.scalar][0].toUpperCase() + OVER[d.scalar].slice(1)}</p>
              {d.impossible ? <ContradictionSteps contradiction={d.impossible} names={names} label={label} /> : <DerivationSteps steps={d.steps} names={names} label={label} />}
            </div>
          );
        })}
      </details>
    </>
  );
}
