/**
 * The proof of a relation between two spaces over one scalar: each step a
 * relation and the rule of relations that gives it, resting on the relations
 * it was derived from, ending in stored relations (each linked to its page).
 */
import { Link } from 'react-router-dom';
import { RELATION_KIND_LABELS, type RelationProofNode, type Scalar } from '@contract';
import { MathText } from '../../../components/Math';
import { ProofSection, ProofStep } from '../../../components/ProofTree';
import { relationPath } from '../api/relations';

/** Why a derived relation holds: the rules of docs/relations.md, as a reader says them. */
export const RELATION_RULE_REASONS: Record<RelationProofNode['rule'], string> = {
  stored: 'stored relation',
  symmetry: 'isomorphism is symmetric',
  transitivity: 'by transitivity',
  isomorphism: 'isomorphic spaces are related to the same spaces in the same ways',
  complemented: 'a complemented subspace is a closed subspace and a quotient',
  duality: 'by duality (complemented subspaces pass to duals; a subspace’s dual is a quotient of the dual, a quotient’s dual a subspace of it)',
  dualsIsomorphic: 'two duals of one space are isomorphic',
  contrapositive: 'by contraposition',
  means: 'given by the space’s fact of a property declared to mean this relation',
  reflexive: 'every space is its own subspace, complemented subspace, quotient and isomorph',
};

const OVER: Record<Scalar, string> = { REAL: 'Over the real numbers', COMPLEX: 'Over the complex numbers' };

/** "Y is (not) … X", each space by its symbol. */
export function RelationSentence({ node, symbol }: { node: Pick<RelationProofNode, 'kind' | 'spaceId' | 'ofSpaceId' | 'value'>; symbol: (id: number) => string }) {
  const label = RELATION_KIND_LABELS[node.kind];
  return (
    <>
      <MathText text={symbol(node.spaceId)} /> {node.value ? label : label.replace(/^is /, 'is not ')} <MathText text={symbol(node.ofSpaceId)} />
    </>
  );
}

function line(node: RelationProofNode, symbol: (id: number) => string) {
  return (
    <>
      <span className="proof-fact">
        <Link to={relationPath(node.spaceId, node.kind, node.ofSpaceId)}>
          <RelationSentence node={node} symbol={symbol} />
        </Link>
      </span>{' '}
      <span className={node.rule === 'stored' ? 'proof-reason proof-stored' : 'proof-reason'}>{RELATION_RULE_REASONS[node.rule]}</span>
    </>
  );
}

export function RelationProof({ proofs, symbol }: { proofs: RelationProofNode[]; symbol: (id: number) => string }) {
  if (proofs.length === 0) return null;
  return (
    <ProofSection>
      {proofs.map((node) => (
        <div className="proof-argument" key={node.scalar}>
          <p className="proof-over">{OVER[node.scalar]}</p>
          <ul className="proof-tree">
            <ProofStep node={node} line={(n) => line(n, symbol)} />
          </ul>
        </div>
      ))}
    </ProofSection>
  );
}
