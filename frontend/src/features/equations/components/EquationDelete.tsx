/** /differential-equation/{id}/delete: confirmation; Cancel returns to the equation. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useEquation } from '../api/equations';
import { useEquationProperties } from '../api/equations';
import { DeletedWith } from '../../../components/DeletedWith';

export function EquationDelete() {
  const { id = '' } = useParams();
  const equation = useEquation(id);
  const links = useEquationProperties(id);
  return (
    <ItemDeletePage
      title="Delete differential equation"
      noun="the differential equation"
      list={{ label: 'Differential Equations', to: '/differential-equation' }}
      query={equation}
      name={() => equation.data!.name}
      apiPath={`/api/differential-equation/${id}`}
      itemPath={`/differential-equation/${id}`}
      more={[links]}
      deletedWith={() => (
        <DeletedWith
          noun="the differential equation"
          links={links.data!.map((l) => ({
            to: `/differential-equation/${id}/property/${l.differentialEquationProperty.id}`,
            name: l.differentialEquationProperty.name,
            detail: l.hasProperty ? 'has' : 'lacks',
          }))}
          references={equation.data!.references}
        />
      )}
    />
  );
}
