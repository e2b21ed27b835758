/** /space/{id}/delete: confirmation; Cancel returns to the space. */
import { useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { DeleteConfirm } from '../../../components/DeletePage';
import { useSpace } from '../api/spaces';

export function SpaceDelete() {
  const { id = '' } = useParams();
  const space = useSpace(id);
  return (
    <Page
      title="Delete space"
      crumbs={() => [{ label: 'Spaces', to: '/space' }, { label: space.data!.symbol, to: `/space/${id}` }, { label: 'Delete' }]}
      queries={[space]}
    >
      {() => (
        <>
          <h1>Delete space</h1>
          <DeleteConfirm
            question={
              <>
                Do you really want to delete the space <MathText text={space.data!.symbol} />?
              </>
            }
            apiPath={`/api/space/${id}`}
            itemPath={`/space/${id}`}
            listPath="/space"
          />
        </>
      )}
    </Page>
  );
}
