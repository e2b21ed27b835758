/** /differential-equation/{id}/delete: confirmation; Cancel returns to the equation. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useEquation } from '../api/equations';

export function EquationDelete() {
  const { id = '' } = useParams();
  const equation = useEquation(id);
  return (
    <ItemDeletePage
      title="Delete differential equation"
      noun="the differential equation"
      list={{ label: 'Differential Equations', to: '/differential-equation' }}
      query={equation}
      name={() => equation.data!.name}
      apiPath={`/api/differential-equation/${id}`}
      itemPath={`/differential-equation/${id}`}
    />
  );
}
