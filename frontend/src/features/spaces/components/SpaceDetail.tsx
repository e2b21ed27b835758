/** /space/{id}: the space, then its properties as holds / fails (each marked real, complex or both), filterable and paged. */
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
import { useSpace, useSpaceProperties } from '../api/spaces';
import { CompareControl } from '../../../components/CompareControl';
import { SpaceUnknowns } from './SpaceUnknowns';
import { ItemHistory } from '../../../components/changes/ItemHistory';
import { ItemProblems } from '../../../components/problems/ItemProblems';
import { RelatedSpaces } from '../../../components/relations/RelatedSpaces';

export function SpaceDetail() {
  const { id = '' } = useParams();
  const space = useSpace(id);
  const properties = useSpaceProperties(id);
  return (
    <Page
      title={space.data?.symbol ?? 'Space'}
      crumbs={() => [{ label: 'Spaces', to: '/space' }, { label: space.data!.symbol }]}
      queries={[space, properties]}
    >
      {() => {
        const s = space.data!;
        const entries = properties.data!;
        const { holds, fails } = holdsFails(entries, (e) => e.field);
        return (
          <>
            <h1 className="math-title">
              <MathText text={s.symbol} />
            </h1>
            <dl className="facts">
              {s.norm && (
                <>
                  <dt>Norm</dt>
                  <dd>
                    <MathBlock text={s.norm} />
                  </dd>
                </>
              )}
              <dt>Field</dt>
              <dd>{ITEM_FIELD_LABELS[s.field]}</dd>
            </dl>
            <MathBlock text={s.description} />
            <ReferenceList references={s.references} />
            <section aria-labelledby="space-properties">
              <h2 id="space-properties">Properties</h2>
              {entries.length === 0 ? (
                <p className="muted">This space hasn't been linked to any properties yet.</p>
              ) : (
                <FilteredGroups
                  filterLabel="Filter properties"
                  groups={[
                    { id: 'space-holds', title: 'Holds', entries: holds },
                    { id: 'space-fails', title: 'Fails', entries: fails },
                  ]}
                  nameOf={(m) => m.entry.property.name}
                  keyOf={(m) => m.entry.property.id}
                  render={({ entry: e, mark }) => (
                    <>
                      <Link to={`/space/${s.id}/property/${e.property.id}`} aria-label={mathOnlyLabel(e.property.name)}>
                        <MathText text={e.property.name} />
                      </Link>{' '}
                      <ScalarMark mark={mark} /> <SourceNote linked={e.linked} computed={e.computed} />
                    </>
                  )}
                />
              )}
            </section>
            <RelatedSpaces spaceId={s.id} />
            <ItemProblems spaceId={s.id} />
            <SpaceUnknowns spaceId={s.id} />
            <CompareControl id={s.id} />
            <ItemHistory path={`/space/${s.id}`} />
            <CiteThisPage kind="space" id={s.id} title={s.symbol} path={`/space/${s.id}`} />
            <EditorFooter
              links={[
                { label: 'Add link to property', to: `/space/${s.id}/property/add` },
                { label: 'Add relation', to: `/space/${s.id}/relation/add` },
                { label: 'Edit', to: `/space/${s.id}/edit` },
                { label: 'Delete', to: `/space/${s.id}/delete` },
              ]}
            />
          </>
        );
      }}
    </Page>
  );
}
