/**
 * A derivation of the discovery views (a list of steps, each resting on
 * earlier ones) drawn as the proof view draws a proof: each fact with the
 * theorem that gave it, "by contraposition" where it was used backwards,
 * down to assumed facts (the formula, the property asked about) or stored
 * links of a space.
 */
import { Link } from 'react-router-dom';
import type { ContradictionView, DerivationStep } from '@contract';
import { MathText } from './Math';
import { useTheorems } from '../features/theorems/api/theorems';
import { theoremLabel } from './TheoremStatement';
import { usePropertyNames } from '../features/properties/api/properties';

const SCALAR_WORDS = { REAL: 'real', COMPLEX: 'complex' } as const;

/** Whose facts these are: a stored space (links are its stored facts) or a hypothetical one. */
export interface Subject { space?: { id: number; symbol: string } }

function Fact({ step, subject }: { step: DerivationStep; subject: Subject }) {
  const names = usePropertyNames();
  const name = names.get(step.propertyId) ?? `property ${step.propertyId}`;
  return (
    <span className="proof-fact">
      {subject.space ? <MathText text={subject.space.symbol} /> : 'the space'} {step.value ? 'has' : 'lacks'}{' '}
      <Link to={`/property/${step.propertyId}`}>
        <MathText text={name} />
      </Link>{' '}
      <span className="muted">({SCALAR_WORDS[step.scalar]})</span>
    </span>
  );
}

function Reason({ step, subject }: { step: DerivationStep; subject: Subject }) {
  const theorems = useTheorems();
  if (step.rule === 'assumed') return <span className="proof-reason proof-stored">assumed</span>;
  if (step.rule === 'stored' || step.theoremId === null) {
    return (
      <span className="proof-reason proof-stored">
        {subject.space ? <Link to={`/space/${subject.space.id}/property/${step.propertyId}`}>stored link</Link> : 'stored'}
      </span>
    );
  }
  const theorem = theorems.data?.find((t) => t.id === step.theoremId);
  return (
    <span className="proof-reason">
      {step.rule === 'contrapositive' ? <em className="proof-rule">by contraposition of</em> : 'by'}{' '}
      <Link to={`/theorem/${step.theoremId}`}>
        <MathText text={theorem ? theoremLabel(theorem) : `Theorem ${step.theoremId}`} />
      </Link>
    </span>
  );
}

function Step({ steps, index, subject }: { steps: DerivationStep[]; index: number; subject: Subject }) {
  const step = steps[index];
  const line = (
    <>
      <Fact step={step} subject={subject} />
      <Reason step={step} subject={subject} />
    </>
  );
  if (step.supports.length === 0) return <li className="proof-step proof-leaf">{line}</li>;
  // Always open: a summary holding links would be a toggle with links inside it.
  return (
    <li className="proof-step">
      <div className="proof-line">{line}</div>
      <ul aria-label="because">
        {step.supports.map((support) => (
          <Step key={support} steps={steps} index={support} subject={subject} />
        ))}
      </ul>
    </li>
  );
}

/** The tree proving one step. */
export function DerivationTree({ steps, root, subject = {} }: { steps: DerivationStep[]; root: number; subject?: Subject }) {
  return (
    <ul className="proof-tree">
      <Step steps={steps} index={root} subject={subject} />
    </ul>
  );
}

/** A contradiction: the same fact derived both ways. */
export function ContradictionProof({ contradiction, subject = {}, label }: { contradiction: ContradictionView; subject?: Subject; label: string }) {
  return (
    <div className="proof derivation" role="group" aria-label={label}>
      <DerivationTree steps={contradiction.steps} root={contradiction.holds} subject={subject} />
      <p className="proof-over">and yet</p>
      <DerivationTree steps={contradiction.steps} root={contradiction.fails} subject={subject} />
    </div>
  );
}
