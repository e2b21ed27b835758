/** /differential-equation/{id}/delete: confirmation; Cancel returns to the equation. */
import { useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { DeleteConfirm } from '../../../components/DeletePage';
import { useEquation } from '../api/equations';

export function EquationDelete() {
  const { id = '' } = useParams();
  const equation = useEquation(id);
  return (
    <Page
      title="Delete differential equation"
      crumbs={() => [
        { label: 'Differential Equations', to: '/differential-equation' },
        { label: equation.data!.name, to: `/differential-equation/${id}` },
        { label: 'Delete' },
      ]}
      queries={[equation]}
    >
      {() => (
        <>
          <h1>Delete differential equation</h1>
          <DeleteConfirm
            question={
              <>
                Do you really want to delete the differential equation <MathText text={equation.data!.name} />?
              </>
            }
            apiPath={`/api/differential-equation/${id}`}
            itemPath={`/differential-equation/${id}`}
            listPath="/differential-equation"
          />
        </>
      )}
    </Page>
  );
}
