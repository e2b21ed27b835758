/** /differential-equation/theorem/{id}: titled by its name or 'Theorem'; conditions, the arrow, conclusions, references. */
import { useParams } from 'react-router-dom';
import type { EquationTheoremAtom } from '@contract';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { TheoremBox, type AtomLine } from '../../../components/TheoremBox';
import { EditorFooter } from '../../../components/EditorFooter';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { useEquationTheorem } from '../api/equation-theorems';
import { EQUATION_THEOREMS } from './EquationTheoremList';

export const THEOREMS_CRUMB = { label: EQUATION_THEOREMS, to: '/differential-equation/theorem' };

const lines = (atoms: EquationTheoremAtom[]): AtomLine[] =>
  atoms.map((atom) => ({ to: `/differential-equation/property/${atom.propertyId}`, name: atom.propertyName || `Property ${atom.propertyId}`, value: atom.hasProperty ? 'has' : 'lacks' }));

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
            <TheoremBox conditions={lines(t.conditions)} conclusions={lines(t.conclusions)} />
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
