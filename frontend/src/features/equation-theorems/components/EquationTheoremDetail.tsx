/** /differential-equation/theorem/{id}: titled by its name or 'Theorem'; conditions, the arrow, conclusions, references. */
import { Link, useParams } from 'react-router-dom';
import type { EquationTheoremAtom } from '@contract';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { useEquationTheorem } from '../api/equation-theorems';
import { EQUATION_THEOREMS } from './EquationTheoremList';

export const THEOREMS_CRUMB = { label: EQUATION_THEOREMS, to: '/differential-equation/theorem' };

function AtomList({ atoms }: { atoms: EquationTheoremAtom[] }) {
  return (
    <ul className="atom-list">
      {atoms.map((atom) => (
        <li key={atom.propertyId}>
          <Link to={`/differential-equation/property/${atom.propertyId}`}>
            <MathText text={atom.propertyName || `Property ${atom.propertyId}`} />
          </Link>{' '}
          <span className="atom-field">({atom.hasProperty ? 'has' : 'lacks'})</span>
        </li>
      ))}
    </ul>
  );
}

export function EquationTheoremDetail() {
  const { id = '' } = useParams();
  const theorem = useEquationTheorem(id);
  const title = theorem.data?.name?.trim() ? theorem.data.name : 'Theorem';
  return (
    <Page title={title} crumbs={() => [THEOREMS_CRUMB, { label: title }]} queries={[theorem]}>
      {() => {
        const t = theorem.data!;
        return (
          <>
            <h1 className="math-title">
              <MathText text={title} />
            </h1>
            <div className="theorem-box">
              <section aria-labelledby="conditions">
                <h2 id="conditions">Conditions</h2>
                <AtomList atoms={t.conditions} />
              </section>
              <div className="implication-arrow" aria-label="implies" role="img">
                ⟹
              </div>
              <section aria-labelledby="conclusions">
                <h2 id="conclusions">Conclusions</h2>
                <AtomList atoms={t.conclusions} />
              </section>
            </div>
            <MathBlock text={t.description} />
            <ReferenceList references={t.references} />
            <ItemHistory path={`/differential-equation/theorem/${t.id}`} />
            <EditorFooter
              links={[
                { label: 'Edit', to: `/differential-equation/theorem/${t.id}/edit` },
                { label: 'Delete', to: `/differential-equation/theorem/${t.id}/delete` },
              ]}
            />
          </>
        );
      }}
    </Page>
  );
}
