/** /theorem/{id}: titled by its name or 'Theorem'; conditions, the arrow, conclusions, references. */
import { Link, useParams } from 'react-router-dom';
import { LINK_FIELD_LABELS, THEOREM_ALONG_OPTIONS, type TheoremAtom } from '@contract';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { CiteThisPage } from '../../../components/cite/CiteThisPage';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { useTheorem } from '../api/theorems';
import { theoremLabel } from '../../../components/TheoremStatement';
import { ItemHistory } from '../../../components/changes/ItemHistory';

/** The atoms carry their properties' names (GET /api/theorem/{id}). */
function AtomList({ atoms }: { atoms: TheoremAtom[] }) {
  return (
    <ul className="atom-list">
      {atoms.map((atom, index) => (
        <li key={index}>
          <Link to={`/property/${atom.propertyId}`}>
            <MathText text={atom.propertyName ?? `Property ${atom.propertyId}`} />
          </Link>{' '}
          <span className="atom-field">({LINK_FIELD_LABELS[atom.field]})</span>
        </li>
      ))}
    </ul>
  );
}

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
