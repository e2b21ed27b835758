/** /differential-equation: the list of equations by name. */
import { Link } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { useEquations } from '../api/equations';

export function EquationList() {
  const equations = useEquations();
  return (
    <Page title="Differential Equations" crumbs={[{ label: 'Differential Equations' }]} queries={[equations]}>
      {() => (
        <>
          <h1>Differential Equations</h1>
          <ul className="item-list">
            {equations.data!.map((equation) => (
              <li key={equation.id}>
                <Link to={`/differential-equation/${equation.id}`}>
                  <MathText text={equation.name} />
                </Link>
              </li>
            ))}
          </ul>
          <EditorFooter links={[{ label: 'Add differential equation', to: '/differential-equation/add' }]} />
        </>
      )}
    </Page>
  );
}
