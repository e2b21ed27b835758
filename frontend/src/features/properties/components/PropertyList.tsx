/** /property: property names as links, with 'Add property' for editors. */
import { ItemListPage } from '../../../components/ItemListPage';
import { useProperties } from '../api/properties';

export function PropertyList() {
  return (
    <ItemListPage
      title="Properties"
      noun="Properties"
      filterLabel="Filter properties"
      query={useProperties()}
      label={(property) => property.name}
      path={(property) => `/property/${property.id}`}
      add={{ label: 'Add property', to: '/property/add' }}
    />
  );
}
