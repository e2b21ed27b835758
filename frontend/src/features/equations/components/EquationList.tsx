/** /differential-equation: the list of equations by name. */
import { Link } from 'react-router-dom';
import { ItemListPage } from '../../../components/ItemListPage';
import { useEquations } from '../api/equations';

export function EquationList() {
  return (
    <ItemListPage
      title="Differential Equations"
      noun="Equations"
      filterLabel="Filter equations"
      query={useEquations()}
      label={(equation) => equation.name}
      path={(equation) => `/differential-equation/${equation.id}`}
      add={{ label: 'Add differential equation', to: '/differential-equation/add' }}
      intro={
        <p className="hint">
          See also the <Link to="/differential-equation/theorem">theorems about differential equations</Link>.
        </p>
      }
    />
  );
}
