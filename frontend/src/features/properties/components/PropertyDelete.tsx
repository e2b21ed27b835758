/** /property/{id}/delete: confirmation; Cancel returns to the property. */
import { useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { DeleteConfirm } from '../../../components/DeletePage';
import { useProperty } from '../api/properties';

export function PropertyDelete() {
  const { id = '' } = useParams();
  const property = useProperty(id);
  return (
    <Page
      title="Delete property"
      crumbs={() => [{ label: 'Properties', to: '/property' }, { label: property.data!.name, to: `/property/${id}` }, { label: 'Delete' }]}
      queries={[property]}
    >
      {() => (
        <>
          <h1>Delete property</h1>
          <DeleteConfirm
            question={
              <>
                Do you really want to delete the property <MathText text={property.data!.name} />?
              </>
            }
            apiPath={`/api/property/${id}`}
            itemPath={`/property/${id}`}
            listPath="/property"
          />
        </>
      )}
    </Page>
  );
}
