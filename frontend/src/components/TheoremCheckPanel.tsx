/**
 * The theorem form's checks, before saving (POST /api/theorem/check, or
 * /api/differential-equation/theorem/check): whether the theorem already
 * follows from the others (a warning with the derivation; saving stays
 * allowed) and how its converse stands (follows, refuted by stored spaces or
 * equations, or open). Asked again a moment after each change of the
 * conditions or conclusions (`watch`); an incomplete form shows nothing
 * (saving says why).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MathText } from './Math';
import { readableText } from '../lib/readable-text';
import type { EquationTheoremCheckView, ScalarDerivation, TheoremCheckView } from '@contract';
import { useDerivationVocabulary, type DerivationKind } from './derivation-vocabulary';
import { ContradictionSteps, DerivationSteps, type DerivationNames } from './DerivationSteps';
import './theorem-checks.css';

const OVER: Record<string, string> = { REAL: 'Over the real numbers', COMPLEX: 'Over the complex numbers' };
const WAIT_MS = 300;

type Check = TheoremCheckView | EquationTheoremCheckView;

interface Props {
  kind: DerivationKind;
  /** The conditions and conclusions as the form holds them, compared by value. */
  watch: string;
  request: () => Promise<Check>;
  /** False while the form is not filled in yet: nothing is asked. */
  ready?: boolean;
}

export function TheoremCheckPanel({ kind, watch, request, ready = true }: Props) {
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    if (!ready) return setCheck(null);
    let current = true;
    const timer = setTimeout(() => {
      request().then(
        (result) => current && setCheck(result),
        () => current && setCheck(null),
      );
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `request` is a new function each render; the rows it sends are `watch`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watch, ready]);
  const names = useDerivationVocabulary(kind);

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
          <Converse check={check} names={names} kind={kind} />
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
          {names.scalars && <p className="proof-over">{OVER[d.scalar]}</p>}
          {d.impossible ? (
            <>
              <p>The conditions cannot hold together, so the statement holds vacuously:</p>
              <ContradictionSteps contradiction={d.impossible} names={names} label={names.scalars ? `${what}, ${OVER[d.scalar].toLowerCase()}` : what} />
            </>
          ) : (
            <DerivationSteps steps={d.steps} names={names} label={names.scalars ? `${what}, ${OVER[d.scalar].toLowerCase()}` : what} />
          )}
        </div>
      ))}
    </>
  );
}

function Converse({ check, names, kind }: { check: Check; names: DerivationNames; kind: DerivationKind }) {
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
  if (converse.kind === 'refuted' && 'pairs' in converse && converse.pairs) {
    const more = converse.total - converse.pairs.length;
    return (
      <p data-testid="converse">
        <strong>Converse:</strong> false; these related spaces of the catalogue (Y, then X) refute it:{' '}
        {converse.pairs.map((pair, index) => (
          <span key={`${pair.space.id}-${pair.ofSpace.id}`}>
            {index > 0 && '; '}
            (<SpaceLink space={pair.space} />, <SpaceLink space={pair.ofSpace} />)
          </span>
        ))}
        {more > 0 && ` (${converse.total} spaces in all)`}.
      </p>
    );
  }
  if (converse.kind === 'refuted') {
    const refuting =
      'spaces' in converse
        ? converse.spaces.map((s) => ({ id: s.id, name: s.symbol, path: `/space/${s.id}` }))
        : converse.equations.map((e) => ({ id: e.id, name: e.name, path: `/differential-equation/${e.id}` }));
    const more = converse.total - refuting.length;
    return (
      <p data-testid="converse">
        <strong>Converse:</strong> false; {converse.total === 1 ? `this ${kind} has` : `these ${kind}s have`} the conclusions without the conditions:{' '}
        {refuting.map((subject, index) => (
          <span key={subject.id}>
            {index > 0 && ', '}
            <Link to={subject.path} aria-label={readableText(subject.name)}>
              <MathText text={subject.name} />
            </Link>
          </span>
        ))}
        {more > 0 && ` and ${more} more`}.
      </p>
    );
  }
  return (
    <p data-testid="converse">
      <strong>Converse:</strong> open here: the theorems do not give it and no {kind} in the catalogue refutes it.
    </p>
  );
}

function SpaceLink({ space }: { space: { id: number; symbol: string } }) {
  return (
    <Link to={`/space/${space.id}`} aria-label={readableText(space.symbol)}>
      <MathText text={space.symbol} />
    </Link>
  );
}
