/** /theorem/{id}: titled by its name or 'Theorem'; conditions, the arrow, conclusions, references. */
import { useParams } from 'react-router-dom';
import { LINK_FIELD_LABELS, THEOREM_ALONG_OPTIONS, type TheoremAtom } from '@contract';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { CiteThisPage } from '../../../components/cite/CiteThisPage';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { useTheorem } from '../api/theorems';
import { theoremLabel } from '../../../components/TheoremStatement';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { TheoremBox, type AtomLine } from '../../../components/TheoremBox';

/** The atoms carry their properties' names (GET /api/theorem/{id}). */
const lines = (atoms: TheoremAtom[]): AtomLine[] =>
  atoms.map((atom) => ({ to: `/property/${atom.propertyId}`, name: atom.propertyName ?? `Property ${atom.propertyId}`, value: LINK_FIELD_LABELS[atom.field] }));

export function TheoremDetail() {
  const { id = '' } = useParams();
  const theorem = useTheorem(id);
  const title = theorem.data?.name?.trim() ? theorem.data.name : 'Theorem';
  return (
    <Page title={title} crumbs={() => [{ label: 'Theorems', to: '/theorem' }, { label: title }]} queries={[theorem]}>
      {() => {
        const t = theorem.data!;
        return (
          <>
            <h1 className="math-title">
              <MathText text={title} />
            </h1>
            <TheoremBox conditions={lines(t.conditions)} conclusions={lines(t.conclusions)} />
            {t.along && (
              <p className="theorem-along">
                <span className="label">Along a relation:</span>{' '}
                {THEOREM_ALONG_OPTIONS.find((o) => o.relation === t.along!.relation && o.direction === t.along!.direction)?.label}.
              </p>
            )}
            <MathBlock text={t.description} />
            <ReferenceList references={t.references} />
            <ItemHistory path={`/theorem/${t.id}`} />
            <CiteThisPage kind="theorem" id={t.id} title={theoremLabel(t)} path={`/theorem/${t.id}`} />
            <EditorFooter
              links={[
                { label: 'Edit', to: `/theorem/${t.id}/edit` },
                { label: 'Delete', to: `/theorem/${t.id}/delete` },
              ]}
            />
          </>
        );
      }}
    </Page>
  );
}
