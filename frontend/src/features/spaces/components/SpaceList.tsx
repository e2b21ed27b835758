/** /space: the list of space symbols, with 'Add space' for editors. */
import { ItemListPage } from '../../../components/ItemListPage';
import { useSpaces } from '../api/spaces';

export function SpaceList() {
  return (
    <ItemListPage
      title="Spaces"
      noun="Spaces"
      filterLabel="Filter spaces"
      query={useSpaces()}
      label={(space) => space.symbol}
      path={(space) => `/space/${space.id}`}
      add={{ label: 'Add space', to: '/space/add' }}
      className="symbol-list"
    />
  );
}
