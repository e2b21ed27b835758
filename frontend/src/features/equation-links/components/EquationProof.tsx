/**
 * The proof of a computed equation fact, as the space link page shows one:
 * each fact names the equation theorem that gave it (linked), says "by
 * contraposition" where it was used backwards, and rests on facts that end in stored links.
 */
import { Link } from 'react-router-dom';
import type { EquationProofNode, EquationTheorem } from '@contract';
import { MathText } from '../../../components/Math';
import { ByTheorem, ProofSection, ProofStep } from '../../../components/ProofTree';
import { mathLinkLabel } from '../../../lib/math-link-label';
import { equationTheoremLabel, useEquationTheorems } from '../../equation-theorems/api/equation-theorems';
import { useEquationPropertyList } from '../../equation-properties/api/equation-properties';

interface Context {
  equationName: (id: number) => string;
  propertyName: (id: number) => string;
  theorem: (id: number) => EquationTheorem | undefined;
}

const linkPath = (node: EquationProofNode) => `/differential-equation/${node.differentialEquationId}/property/${node.differentialEquationPropertyId}`;

function line(node: EquationProofNode, context: Context) {
  const property = context.propertyName(node.differentialEquationPropertyId);
  const theorem = node.theoremId == null ? undefined : context.theorem(node.theoremId);
  return (
    <>
      <span className="proof-fact">
        <MathText text={context.equationName(node.differentialEquationId)} /> {node.hasProperty ? 'has' : 'lacks'}{' '}
        <Link to={linkPath(node)} aria-label={mathLinkLabel(property)}>
          <MathText text={property} />
        </Link>
      </span>{' '}
      {node.rule === 'stored' || node.theoremId == null ? (
        <span className="proof-reason proof-stored">
          <Link to={linkPath(node)}>stored link</Link>
        </span>
      ) : (
        <span className="proof-reason">
          <ByTheorem
            contrapositive={node.rule === 'contrapositive'}
            to={`/differential-equation/theorem/${node.theoremId}`}
            label={theorem ? equationTheoremLabel(theorem) : `Theorem ${node.theoremId}`}
          />
        </span>
      )}
    </>
  );
}

export function EquationProof({ proof, context }: { proof: EquationProofNode[]; context: Context }) {
  if (proof.length === 0) return null;
  return (
    <ProofSection>
      {proof.map((node, index) => (
        <ul className="proof-tree" key={index}>
          <ProofStep node={node} line={(n) => line(n, context)} />
        </ul>
      ))}
    </ProofSection>
  );
}

/** The page's proof, with the names of the properties and theorems it cites (shown once they are read). */
export function EquationLinkProof({ proof, equation }: { proof: EquationProofNode[]; equation: { id: number; name: string } }) {
  const properties = useEquationPropertyList();
  const theorems = useEquationTheorems();
  if (proof.length === 0 || !properties.data || !theorems.data) return null;
  const names = new Map(properties.data.map((p) => [p.id, p.name]));
  const byId = new Map(theorems.data.map((t) => [t.id, t]));
  return (
    <EquationProof
      proof={proof}
      context={{
        equationName: (id) => (id === equation.id ? equation.name : `Equation ${id}`),
        propertyName: (id) => names.get(id) ?? `Property ${id}`,
        theorem: (id) => byId.get(id),
      }}
    />
  );
}
