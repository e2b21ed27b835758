/**
 * The shape every proof on a link page shares: nested lists, each step's line
 * (a fact and its reason) above the steps it rests on ("because"), ending in
 * stored links. The space and the equation proofs differ only in their lines.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { mathLinkLabel } from '../lib/math-link-label';
import { MathText } from './Math';

interface Step {
  supports: Step[];
}

/** One step and, under it, what it rests on. Every step is shown open: a toggle (summary) must not hold the step's links. */
export function ProofStep<N extends Step>({ node, line }: { node: N; line: (node: N) => ReactNode }) {
  if (node.supports.length === 0) return <li className="proof-step proof-leaf">{line(node)}</li>;
  return (
    <li className="proof-step">
      <span className="proof-line">{line(node)}</span>
      <ul aria-label="because">
        {node.supports.map((support, index) => (
          <ProofStep key={index} node={support as N} line={line} />
        ))}
      </ul>
    </li>
  );
}

export function ProofSection({ children }: { children: ReactNode }) {
  return (
    <section className="proof" aria-labelledby="proof-heading">
      <h2 id="proof-heading">Proof</h2>
      {children}
    </section>
  );
}

/** "by T" or "by contraposition of T", T linked to its page. */
export function ByTheorem({ contrapositive, to, label }: { contrapositive: boolean; to: string; label: string }) {
  return (
    <>
      {contrapositive ? <em className="proof-rule">by contraposition of</em> : 'by'}{' '}
      <Link to={to} aria-label={mathLinkLabel(label)}>
        <MathText text={label} />
      </Link>
    </>
  );
}
