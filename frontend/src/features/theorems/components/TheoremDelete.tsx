/** /theorem/{id}/delete: confirmation; Cancel returns to the theorem. */
import { useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { DeleteConfirm } from '../../../components/DeletePage';
import { useTheorem } from '../api/theorems';

export function TheoremDelete() {
  const { id = '' } = useParams();
  const theorem = useTheorem(id);
  const title = theorem.data?.name?.trim() ? theorem.data.name : 'Theorem';
  return (
    <Page
      title="Delete theorem"
      crumbs={() => [{ label: 'Theorems', to: '/theorem' }, { label: title, to: `/theorem/${id}` }, { label: 'Delete' }]}
      queries={[theorem]}
    >
      {() => (
        <>
          <h1>Delete theorem</h1>
          <DeleteConfirm
            question={
              <>
                Do you really want to delete the theorem <MathText text={title} />?
              </>
            }
            apiPath={`/api/theorem/${id}`}
            itemPath={`/theorem/${id}`}
            listPath="/theorem"
          />
        </>
      )}
    </Page>
  );
}
