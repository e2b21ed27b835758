/**
 * A derivation of the discovery views (a list of steps, each resting on
 * earlier ones) drawn as the proof view draws a proof: each fact with the
 * theorem that gave it, "by contraposition" where it was used backwards,
 * down to assumed facts (the formula, the property asked about) or stored
 * links of a space or an equation (derivation-vocabulary.ts names them).
 */
import { Link } from 'react-router-dom';
import type { ContradictionView, DerivationStep } from '@contract';
import { MathText } from './Math';
import { useDerivationVocabulary, type DerivationKind, type DerivationVocabulary } from './derivation-vocabulary';

const SCALAR_WORDS = { REAL: 'real', COMPLEX: 'complex' } as const;

/** Whose facts these are: a stored subject (links are its stored facts; `name`: a space's symbol or an equation's name) or a hypothetical one. */
export interface Subject { id?: number; name?: string }

interface StepProps { step: DerivationStep; subject: Subject; words: DerivationVocabulary }

function Fact({ step, subject, words }: StepProps) {
  const name = words.propertyName(step.propertyId);
  return (
    <span className="proof-fact">
      {subject.name !== undefined ? <MathText text={subject.name} /> : words.someone} {step.value ? 'has' : 'lacks'}{' '}
      <Link to={words.propertyPath(step.propertyId)}>
        <MathText text={name} />
      </Link>
      {words.scalars && (
        <>
          {' '}
          <span className="muted">({SCALAR_WORDS[step.scalar]})</span>
        </>
      )}
    </span>
  );
}

function Reason({ step, subject, words }: StepProps) {
  if (step.rule === 'assumed') return <span className="proof-reason proof-stored">assumed</span>;
  if (step.rule === 'stored' || step.theoremId === null) {
    return (
      <span className="proof-reason proof-stored">
        {subject.id !== undefined ? <Link to={words.factPath(subject.id, step.propertyId)}>stored link</Link> : 'stored'}
      </span>
    );
  }
  return (
    <span className="proof-reason">
      {step.rule === 'contrapositive' ? <em className="proof-rule">by contraposition of</em> : 'by'}{' '}
      <Link to={words.theoremPath(step.theoremId)}>
        <MathText text={words.theoremLabel(step.theoremId)} />
      </Link>
    </span>
  );
}

function Step({ steps, index, subject, words }: { steps: DerivationStep[]; index: number; subject: Subject; words: DerivationVocabulary }) {
  const step = steps[index];
  const line = (
    <>
      <Fact step={step} subject={subject} words={words} />
      <Reason step={step} subject={subject} words={words} />
    </>
  );
  if (step.supports.length === 0) return <li className="proof-step proof-leaf">{line}</li>;
  // Always open: a summary holding links would be a toggle with links inside it.
  return (
    <li className="proof-step">
      <div className="proof-line">{line}</div>
      <ul aria-label="because">
        {step.supports.map((support) => (
          <Step key={support} steps={steps} index={support} subject={subject} words={words} />
        ))}
      </ul>
    </li>
  );
}

/** The tree proving one step; `kind`: whose facts (spaces unless told). */
export function DerivationTree({ steps, root, subject = {}, kind = 'space' }: { steps: DerivationStep[]; root: number; subject?: Subject; kind?: DerivationKind }) {
  const words = useDerivationVocabulary(kind);
  return (
    <ul className="proof-tree">
      <Step steps={steps} index={root} subject={subject} words={words} />
    </ul>
  );
}

/** A contradiction: the same fact derived both ways. */
export function ContradictionProof({ contradiction, subject = {}, label, kind = 'space' }: { contradiction: ContradictionView; subject?: Subject; label: string; kind?: DerivationKind }) {
  return (
    <div className="proof derivation" role="group" aria-label={label}>
      <DerivationTree steps={contradiction.steps} root={contradiction.holds} subject={subject} kind={kind} />
      <p className="proof-over">and yet</p>
      <DerivationTree steps={contradiction.steps} root={contradiction.fails} subject={subject} kind={kind} />
    </div>
  );
}
