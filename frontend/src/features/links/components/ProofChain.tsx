/**
 * The proof of a computed link, as a collapsible chain: each fact says which
 * theorem gave it (linked), "by contraposition" where it was used backwards, and
 * rests on facts that end in stored links.
 */
import { Link } from 'react-router-dom';
import { MathText } from '../../../components/Math';
import type { ProofNode, Theorem } from '../../../lib/types';
import { theoremLabel } from '../../theorems/components/TheoremStatement';

interface ProofContext {
  spaceSymbol: (id: number) => string;
  propertyName: (id: number) => string;
  theorem: (id: number) => Theorem | undefined;
}

function Fact({ node, context }: { node: ProofNode; context: ProofContext }) {
  const over = node.scalar === 'REAL' ? 'real' : 'complex';
  return (
    <span className="proof-fact">
      <MathText text={context.spaceSymbol(node.spaceId)} /> {node.value ? 'has' : 'lacks'}{' '}
      <Link to={`/space/${node.spaceId}/property/${node.propertyId}`}>
        <MathText text={context.propertyName(node.propertyId)} />
      </Link>{' '}
      <span className="proof-scalar">({over})</span>
    </span>
  );
}

function Reason({ node, context }: { node: ProofNode; context: ProofContext }) {
  if (node.rule === 'stored' || node.theoremId == null) {
    return (
      <span className="proof-reason">
        — <Link to={`/space/${node.spaceId}/property/${node.propertyId}`}>stored link</Link>
      </span>
    );
  }
  const theorem = context.theorem(node.theoremId);
  return (
    <span className="proof-reason">
      — by{' '}
      <Link to={`/theorem/${node.theoremId}`}>
        <MathText text={theorem ? theoremLabel(theorem) : `Theorem ${node.theoremId}`} />
      </Link>
      {node.rule === 'contrapositive' && <em>, by contraposition</em>}
    </span>
  );
}

function Step({ node, context }: { node: ProofNode; context: ProofContext }) {
  if (node.supports.length === 0) {
    return (
      <li className="proof-step proof-leaf">
        <Fact node={node} context={context} /> <Reason node={node} context={context} />
      </li>
    );
  }
  return (
    <li className="proof-step">
      <details open>
        <summary>
          <Fact node={node} context={context} /> <Reason node={node} context={context} />
        </summary>
        <p className="proof-because">because</p>
        <ul>
          {node.supports.map((support, index) => (
            <Step key={index} node={support} context={context} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function ProofChain({ proof, context }: { proof: ProofNode[]; context: ProofContext }) {
  if (proof.length === 0) return null;
  return (
    <section className="proof" aria-labelledby="proof-heading">
      <h2 id="proof-heading">Proof</h2>
      <ul className="proof-tree">
        {proof.map((node, index) => (
          <Step key={index} node={node} context={context} />
        ))}
      </ul>
    </section>
  );
}
