/**
 * The proof of a computed link, as a collapsible chain: each fact names the
 * theorem that gave it (linked), says "by contraposition" where the theorem was
 * used backwards, and rests on facts that end in stored links. The engine proves
 * the real and the complex fact separately; when both proofs are the same
 * argument they are shown once, "over the real and the complex numbers".
 */
import { Link } from 'react-router-dom';
import { mathLinkLabel } from '../../../lib/math-link-label';
import { MathText } from '../../../components/Math';
import { RELATION_KIND_LABELS, type ProofNode, type Scalar, type Theorem } from '@contract';
import { theoremLabel } from '../../../components/TheoremStatement';
import { ByTheorem, ProofSection, ProofStep } from '../../../components/ProofTree';

interface ProofContext {
  spaceSymbol: (id: number) => string;
  propertyName: (id: number) => string;
  theorem: (id: number) => Theorem | undefined;
}

/** One argument and the scalars it proves the fact over. */
interface Argument {
  node: ProofNode;
  scalars: Scalar[];
}

/** The shape of a proof without its scalar: equal shapes are the same argument. */
function shape(node: ProofNode): string {
  return `${node.spaceId}:${node.propertyId}:${node.value}:${node.rule}:${node.theoremId}(${node.supports.map(shape).join(',')})`;
}

function argumentsOf(proof: ProofNode[]): Argument[] {
  const byShape = new Map<string, Argument>();
  for (const node of proof) {
    const key = shape(node);
    const known = byShape.get(key);
    if (known) known.scalars.push(node.scalar);
    else byShape.set(key, { node, scalars: [node.scalar] });
  }
  return [...byShape.values()];
}

const OVER: Record<string, string> = {
  REAL: 'Over the real numbers',
  COMPLEX: 'Over the complex numbers',
  'REAL,COMPLEX': 'Over the real and the complex numbers',
};

function Fact({ node, context }: { node: ProofNode; context: ProofContext }) {
  return (
    <span className="proof-fact">
      <MathText text={context.spaceSymbol(node.spaceId)} /> {node.value ? 'has' : 'lacks'}{' '}
      <Link to={`/space/${node.spaceId}/property/${node.propertyId}`} aria-label={mathLinkLabel(context.propertyName(node.propertyId))}>
        <MathText text={context.propertyName(node.propertyId)} />
      </Link>
    </span>
  );
}

/** A fact carried from another space (its support) along a relation, by a theorem along relations or because the property is an isomorphism invariant. */
function Carried({ node, context }: { node: ProofNode; context: ProofContext }) {
  const r = node.relation!;
  const theorem = node.theoremId == null ? undefined : context.theorem(node.theoremId);
  const name = theorem ? theoremLabel(theorem) : `Theorem ${node.theoremId}`;
  return (
    <span className="proof-reason proof-carried">
      {node.theoremId == null ? (
        'by invariance under isomorphism'
      ) : (
        <ByTheorem contrapositive={node.direction === 'contrapositive'} to={`/theorem/${node.theoremId}`} label={name} />
      )}
      , because <RelationWhy r={r} context={context} />
    </span>
  );
}

/** "Y is (not) … X (how it is known)": a relation given by a property's meaning names the fact and the property. */
function RelationWhy({ r, context }: { r: NonNullable<ProofNode['relation']>; context: ProofContext }) {
  const how =
    r.rule === 'stored' ? (
      'stored relation'
    ) : r.rule === 'means' && r.fact ? (
      <>
        derived: <MathText text={context.spaceSymbol(r.fact.spaceId)} /> {r.fact.value ? 'has' : 'lacks'} <MathText text={context.propertyName(r.fact.propertyId)} />, which means this relation
      </>
    ) : r.rule === 'reflexive' ? (
      'every space is its own subspace, complemented subspace, quotient and isomorph'
    ) : (
      `derived: ${r.rule}`
    );
  return (
    <>
      <MathText text={context.spaceSymbol(r.spaceId)} /> {r.value ? RELATION_KIND_LABELS[r.kind] : RELATION_KIND_LABELS[r.kind].replace(/^is /, 'is not ')} <MathText text={context.spaceSymbol(r.ofSpaceId)} /> ({how})
    </>
  );
}

/** A fact of a property declared to mean a relation, known because the relation is. */
function Means({ node, context }: { node: ProofNode; context: ProofContext }) {
  return (
    <span className="proof-reason proof-means">
      by what <MathText text={context.propertyName(node.propertyId)} /> means: <RelationWhy r={node.relation!} context={context} />
    </span>
  );
}

function Reason({ node, context }: { node: ProofNode; context: ProofContext }) {
  if (node.rule === 'carried' && node.relation) return <Carried node={node} context={context} />;
  if (node.rule === 'means' && node.relation) return <Means node={node} context={context} />;
  if (node.rule === 'stored' || node.theoremId == null) {
    return (
      <span className="proof-reason proof-stored">
        <Link to={`/space/${node.spaceId}/property/${node.propertyId}`}>stored link</Link>
      </span>
    );
  }
  const theorem = context.theorem(node.theoremId);
  return (
    <span className="proof-reason">
      <ByTheorem contrapositive={node.rule === 'contrapositive'} to={`/theorem/${node.theoremId}`} label={theorem ? theoremLabel(theorem) : `Theorem ${node.theoremId}`} />
    </span>
  );
}

function line(node: ProofNode, context: ProofContext) {
  return (
    <>
      <Fact node={node} context={context} />
      <Reason node={node} context={context} />
    </>
  );
}

export function ProofChain({ proof, context }: { proof: ProofNode[]; context: ProofContext }) {
  if (proof.length === 0) return null;
  return (
    <ProofSection>
      {argumentsOf(proof).map(({ node, scalars }, index) => (
        <div className="proof-argument" key={index}>
          <p className="proof-over">{OVER[[...scalars].sort().reverse().join(',')] ?? OVER[scalars[0]]}</p>
          <ul className="proof-tree">
            <ProofStep node={node} line={(n) => line(n, context)} />
          </ul>
        </div>
      ))}
    </ProofSection>
  );
}
