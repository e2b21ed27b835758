/** /space/{id}/delete: confirmation; Cancel returns to the space. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useSpace } from '../api/spaces';

export function SpaceDelete() {
  const { id = '' } = useParams();
  const space = useSpace(id);
  return (
    <ItemDeletePage
      title="Delete space"
      noun="the space"
      list={{ label: 'Spaces', to: '/space' }}
      query={space}
      name={() => space.data!.symbol}
      apiPath={`/api/space/${id}`}
      itemPath={`/space/${id}`}
    />
  );
}
