/** /space/{id}/delete: confirmation; Cancel returns to the space. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useSpace } from '../api/spaces';
import { useSpaceProperties } from '../api/spaces';
import { DeletedWith } from '../../../components/DeletedWith';
import { LINK_FIELD_LABELS } from '@contract';

export function SpaceDelete() {
  const { id = '' } = useParams();
  const space = useSpace(id);
  const links = useSpaceProperties(id);
  return (
    <ItemDeletePage
      title="Delete space"
      noun="the space"
      list={{ label: 'Spaces', to: '/space' }}
      query={space}
      name={() => space.data!.symbol}
      apiPath={`/api/space/${id}`}
      itemPath={`/space/${id}`}
      more={[links]}
      deletedWith={() => (
        <DeletedWith
          noun="the space"
          links={links.data!.filter((l) => l.linked).map((l) => ({ to: `/space/${id}/property/${l.property.id}`, name: l.property.name, detail: LINK_FIELD_LABELS[l.field] }))}
          references={space.data!.references}
        />
      )}
    />
  );
}
