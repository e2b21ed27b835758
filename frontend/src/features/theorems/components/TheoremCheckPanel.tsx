/**
 * The theorem form's checks, before saving (POST /api/theorem/check): whether
 * the theorem already follows from the others (a warning with the derivation;
 * saving stays allowed) and how its converse stands (follows, refuted by
 * stored spaces, or open). Asked again a moment after each change of the
 * conditions or conclusions; an incomplete form shows nothing (saving says why).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MathText } from '../../../components/Math';
import { readableText } from '../../../lib/readable-text';
import type { PropertySummary, Theorem } from '@contract';
import { checkTheorem, type ScalarDerivation, type TheoremCheckView } from '../api/theorems';
import type { AtomRow } from './AtomRows';
import { ContradictionSteps, DerivationSteps, type DerivationNames } from './DerivationSteps';
import { theoremLabel } from '../../../components/TheoremStatement';
import './theorem-checks.css';

const OVER: Record<string, string> = { REAL: 'Over the real numbers', COMPLEX: 'Over the complex numbers' };
const WAIT_MS = 300;

interface Props {
  theoremId?: number;
  conditions: AtomRow[];
  conclusions: AtomRow[];
  properties: PropertySummary[];
  theorems: Theorem[];
}

export function TheoremCheckPanel({ theoremId, conditions, conclusions, properties, theorems }: Props) {
  const [check, setCheck] = useState<TheoremCheckView | null>(null);
  const key = JSON.stringify([conditions, conclusions]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      checkTheorem(theoremId === undefined ? undefined : String(theoremId), { conditions, conclusions }).then(
        (result) => current && setCheck(result),
        () => current && setCheck(null),
      );
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The rows are compared by value (key), not by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, theoremId]);

  const propertyNames = new Map(properties.map((p) => [p.id, p.name]));
  const byId = new Map(theorems.map((t) => [t.id, t]));
  const names: DerivationNames = {
    propertyName: (id) => propertyNames.get(id) ?? `Property ${id}`,
    theoremLabel: (id) => {
      const theorem = byId.get(id);
      return theorem ? theoremLabel(theorem) : `Theorem ${id}`;
    },
  };

  return (
    <section className="theorem-checks" aria-labelledby="theorem-checks-heading" aria-live="polite" data-testid="theorem-checks">
      <h2 id="theorem-checks-heading">Checks</h2>
      {!check ? (
        <p className="muted">The checks appear once the conditions and conclusions are complete.</p>
      ) : (
        <>
          {check.redundant ? (
            <div className="alert alert-warning" data-testid="redundant-warning">
              <p>
                <strong>Redundant:</strong> this theorem already follows from the other theorems. You can still save it.
              </p>
              <Derivations derivations={check.derivations} names={names} what="Derivation" />
            </div>
          ) : (
            <p data-testid="not-redundant">This theorem does not follow from the other theorems.</p>
          )}
          <Converse check={check} names={names} />
        </>
      )}
    </section>
  );
}

function Derivations({ derivations, names, what }: { derivations: ScalarDerivation[]; names: DerivationNames; what: string }) {
  return (
    <>
      {derivations.map((d) => (
        <div key={d.scalar} className="derivation">
          <p className="proof-over">{OVER[d.scalar]}</p>
          {d.impossible ? (
            <>
              <p>The conditions cannot hold together, so the statement holds vacuously:</p>
              <ContradictionSteps contradiction={d.impossible} names={names} label={`${what}, ${OVER[d.scalar].toLowerCase()}`} />
            </>
          ) : (
            <DerivationSteps steps={d.steps} names={names} label={`${what}, ${OVER[d.scalar].toLowerCase()}`} />
          )}
        </div>
      ))}
    </>
  );
}

function Converse({ check, names }: { check: TheoremCheckView; names: DerivationNames }) {
  const converse = check.converse;
  if (converse.kind === 'follows') {
    return (
      <div data-testid="converse">
        <p>
          <strong>Converse:</strong> the converse also follows from the theorems.
        </p>
        <Derivations derivations={converse.derivations} names={names} what="Derivation of the converse" />
      </div>
    );
  }
  if (converse.kind === 'refuted') {
    const more = converse.total - converse.spaces.length;
    return (
      <p data-testid="converse">
        <strong>Converse:</strong> false; {converse.total === 1 ? 'this space has' : 'these spaces have'} the conclusions without the conditions:{' '}
        {converse.spaces.map((space, index) => (
          <span key={space.id}>
            {index > 0 && ', '}
            <Link to={`/space/${space.id}`} aria-label={readableText(space.symbol)}>
              <MathText text={space.symbol} />
            </Link>
          </span>
        ))}
        {more > 0 && ` and ${more} more`}.
      </p>
    );
  }
  return (
    <p data-testid="converse">
      <strong>Converse:</strong> open here: the theorems do not give it and no space in the catalogue refutes it.
    </p>
  );
}
