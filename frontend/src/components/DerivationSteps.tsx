/**
 * A derivation as the theorem checks send it: numbered steps, each a fact of
 * the hypothetical space or equation (assumed, or given by a theorem, forwards or by
 * contraposition, from earlier steps). Steps are a list, not a tree: one fact
 * used twice appears once.
 */
import { Link } from 'react-router-dom';
import { RELATION_KIND_LABELS, type ContradictionView, type DerivationStep } from '@contract';
import { MathText } from './Math';
import { readableText } from '../lib/readable-text';
import type { DerivationVocabulary } from './derivation-vocabulary';

/** The names and places of the properties and theorems (of spaces or of equations), and whether facts have a scalar. */
export type DerivationNames = Pick<DerivationVocabulary, 'propertyName' | 'theoremLabel' | 'propertyPath' | 'theoremPath' | 'scalars'>;

const SCALAR: Record<string, string> = { REAL: 'real', COMPLEX: 'complex' };

/** Checks of a theorem along a relation: Y related to X, and X. */
const SPACE: Record<string, string> = { related: 'Y ', of: 'X ' };

function StepLine({ step, names }: { step: DerivationStep; names: DerivationNames }) {
  const property = names.propertyName(step.propertyId);
  const from = step.supports.length ? ` from ${step.supports.length === 1 ? 'step' : 'steps'} ${step.supports.map((s) => s + 1).join(', ')}` : '';
  const along = step.rule === 'carried' ? ` (Y ${step.relation ? RELATION_KIND_LABELS[step.relation] : 'related to'} X)` : '';
  if (step.rule === 'carried' && step.theoremId === null) {
    return (
      <>
        {step.space && SPACE[step.space]}
        {step.value ? 'has ' : 'lacks '}
        <MathText text={property} />
        {names.scalars && <span className="atom-field"> ({SCALAR[step.scalar]})</span>}
        {` — carried by isomorphism invariance${along}${from}`}
      </>
    );
  }
  return (
    <>
      {step.space && SPACE[step.space]}
      {step.value ? 'has ' : 'lacks '}
      <Link to={names.propertyPath(step.propertyId)} aria-label={readableText(property)}>
        <MathText text={property} />
      </Link>
      {names.scalars && <span className="atom-field"> ({SCALAR[step.scalar]})</span>}
      {' — '}
      {step.theoremId === null ? (
        <em>{step.rule === 'stored' ? 'stored link' : 'assumed'}</em>
      ) : (
        <>
          {step.rule === 'carried' ? (step.direction === 'contrapositive' ? 'carried by contraposition of ' : 'carried by ') : step.rule === 'contrapositive' ? 'by contraposition of ' : 'by '}
          <Link to={names.theoremPath(step.theoremId)} aria-label={readableText(names.theoremLabel(step.theoremId))}>
            <MathText text={names.theoremLabel(step.theoremId)} />
          </Link>
          {along}
          {from}
        </>
      )}
    </>
  );
}

export function DerivationSteps({ steps, names, label }: { steps: DerivationStep[]; names: DerivationNames; label: string }) {
  return (
    <ol className="derivation-steps" aria-label={label}>
      {steps.map((step, index) => (
        <li key={index}>
          <StepLine step={step} names={names} />
        </li>
      ))}
    </ol>
  );
}

/** Premises the theorems forbid: the steps and the fact proved both ways. */
export function ContradictionSteps({ contradiction, names, label }: { contradiction: ContradictionView; names: DerivationNames; label: string }) {
  const fact = contradiction.steps[contradiction.holds];
  return (
    <>
      <DerivationSteps steps={contradiction.steps} names={names} label={label} />
      <p>
        Steps {contradiction.holds + 1} and {contradiction.fails + 1} contradict each other on <MathText text={names.propertyName(fact.propertyId)} />.
      </p>
    </>
  );
}
