/** /space/{id}/delete: confirmation, with the links and stored relations deleted with the space and the properties whose declared meaning it names; Cancel returns to the space. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useSpace } from '../api/spaces';
import { useSpaceProperties } from '../api/spaces';
import { DeletedWith } from '../../../components/DeletedWith';
import { LINK_FIELD_LABELS, RELATION_KIND_LABELS } from '@contract';
import { relationPath, useDeclaredProperties, useRelatedSpaces } from '../../relations/api/relations';

export function SpaceDelete() {
  const { id = '' } = useParams();
  const space = useSpace(id);
  const links = useSpaceProperties(id);
  const related = useRelatedSpaces(id);
  const declared = useDeclaredProperties(id);
  return (
    <ItemDeletePage
      title="Delete space"
      noun="the space"
      list={{ label: 'Spaces', to: '/space' }}
      query={space}
      name={() => space.data!.symbol}
      apiPath={`/api/space/${id}`}
      itemPath={`/space/${id}`}
      more={[links, related, declared]}
      deletedWith={() => (
        <DeletedWith
          noun="the space"
          links={links.data!.filter((l) => l.linked).map((l) => ({ to: `/space/${id}/property/${l.property.id}`, name: l.property.name, detail: LINK_FIELD_LABELS[l.field] }))}
          relations={related.data!
            .filter((r) => r.relationId !== null)
            .map((r) => ({
              to: relationPath(r.space.id, r.kind, r.ofSpace.id),
              name: `${r.space.symbol} ${RELATION_KIND_LABELS[r.kind]} ${r.ofSpace.symbol}`,
              detail: LINK_FIELD_LABELS[r.field],
            }))}
          meanings={declared.data!.map((p) => ({ to: `/property/${p.id}`, name: p.name, detail: `means: the space ${RELATION_KIND_LABELS[p.relation]} X` }))}
          references={space.data!.references}
        />
      )}
    />
  );
}
