/** /property/{id}/delete: confirmation; Cancel returns to the property. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useProperty } from '../api/properties';

export function PropertyDelete() {
  const { id = '' } = useParams();
  const property = useProperty(id);
  return (
    <ItemDeletePage
      title="Delete property"
      noun="the property"
      list={{ label: 'Properties', to: '/property' }}
      query={property}
      name={() => property.data!.name}
      apiPath={`/api/property/${id}`}
      itemPath={`/property/${id}`}
    />
  );
}
