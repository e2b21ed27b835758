/** /property/{id}: the property (and what it means, when declared), its spaces as holds / fails (each marked real, complex or both), then its theorems. */
import { Link, useParams } from 'react-router-dom';
import { ITEM_FIELD_LABELS } from '@contract';
import { Page } from '../../../components/Page';
import { MathBlock, MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { CiteThisPage } from '../../../components/cite/CiteThisPage';
import { ReferenceList } from '../../../components/references/ReferenceList';
import { FilteredGroups } from '../../../components/FilteredGroups';
import { holdsFails } from '../../../lib/holds-fails';
import { ScalarMark } from '../../../components/ScalarMark';
import { mathOnlyLabel } from '../../../lib/math-label';
import { SourceNote } from '../../../components/SourceNote';
import { usePropertyTheorems } from '../../theorems/api/theorems';
import { PagedTheoremItems } from '../../../components/PagedTheoremItems';
import { useProperty, usePropertySpaces } from '../api/properties';
import { PropertyImplications } from '../../../components/PropertyImplications';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { ItemProblems } from '../../../components/problems/ItemProblems';
import { PropertyMeaning } from './PropertyMeaning';

export function PropertyDetail() {
  const { id = '' } = useParams();
  const property = useProperty(id);
  const spaces = usePropertySpaces(id);
  const theorems = usePropertyTheorems(id);
  return (
    <Page
      title={property.data?.name ?? 'Property'}
      crumbs={() => [{ label: 'Properties', to: '/property' }, { label: property.data!.name }]}
      queries={[property, spaces, theorems]}
    >
      {() => {
        const p = property.data!;
        const entries = spaces.data!;
        const { holds, fails } = holdsFails(entries, (e) => e.field);
        return (
          <>
            <h1 className="math-title">
              <MathText text={p.name} />
            </h1>
            <dl className="facts">
              <dt>Field</dt>
              <dd>{ITEM_FIELD_LABELS[p.field]}</dd>
              {p.means && <PropertyMeaning means={p.means} />}
            </dl>
            <MathBlock text={p.description} />
            <ReferenceList references={p.references} />
            <section aria-labelledby="property-spaces">
              <h2 id="property-spaces">Spaces</h2>
              {entries.length === 0 ? (
                <p className="muted">This property hasn't been linked to any spaces yet.</p>
              ) : (
                <FilteredGroups
                  filterLabel="Filter spaces"
                  groups={[
                    { id: 'property-holds', title: 'Holds', entries: holds },
                    { id: 'property-fails', title: 'Fails', entries: fails },
                  ]}
                  nameOf={(m) => m.entry.space.symbol}
                  keyOf={(m) => m.entry.space.id}
                  render={({ entry: e, mark }) => (
                    <>
                      <Link to={`/property/${p.id}/space/${e.space.id}`} aria-label={mathOnlyLabel(e.space.symbol)}>
                        <MathText text={e.space.symbol} />
                      </Link>{' '}
                      <ScalarMark mark={mark} /> <SourceNote linked={e.linked} computed={e.computed} />
                    </>
                  )}
                />
              )}
            </section>
            <ItemProblems propertyId={p.id} />
            <PropertyImplications property={p} />
            {theorems.data!.length > 0 && (
              <section aria-labelledby="property-theorems">
                <h2 id="property-theorems">Theorems</h2>
                <PagedTheoremItems theorems={theorems.data!} label="Theorem pages" />
              </section>
            )}
            <ItemHistory path={`/property/${p.id}`} />
            <CiteThisPage kind="property" id={p.id} title={p.name} path={`/property/${p.id}`} />
            <EditorFooter
              links={[
                { label: 'Edit', to: `/property/${p.id}/edit` },
                { label: 'Delete', to: `/property/${p.id}/delete` },
              ]}
            />
          </>
        );
      }}
    </Page>
  );
}
