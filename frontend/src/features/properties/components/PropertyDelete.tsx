/** /property/{id}/delete: confirmation; Cancel returns to the property. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useProperty } from '../api/properties';
import { usePropertySpaces } from '../api/properties';
import { usePropertyTheorems } from '../../theorems/api/theorems';
import { DeletedWith } from '../../../components/DeletedWith';
import { LINK_FIELD_LABELS } from '@contract';

export function PropertyDelete() {
  const { id = '' } = useParams();
  const property = useProperty(id);
  const links = usePropertySpaces(id);
  const theorems = usePropertyTheorems(id);
  return (
    <ItemDeletePage
      title="Delete property"
      noun="the property"
      list={{ label: 'Properties', to: '/property' }}
      query={property}
      name={() => property.data!.name}
      apiPath={`/api/property/${id}`}
      itemPath={`/property/${id}`}
      more={[links, theorems]}
      deletedWith={() => (
        <>
          {theorems.data!.length > 0 && (
            <p className="alert alert-info">
              Theorems use this property, so it cannot be deleted until they no longer do ({theorems.data!.length}{' '}
              {theorems.data!.length === 1 ? 'theorem' : 'theorems'}).
            </p>
          )}
          <DeletedWith
            noun="the property"
            links={links.data!.filter((l) => l.linked).map((l) => ({ to: `/property/${id}/space/${l.space.id}`, name: l.space.symbol, detail: LINK_FIELD_LABELS[l.field] }))}
            references={property.data!.references}
          />
        </>
      )}
    />
  );
}
