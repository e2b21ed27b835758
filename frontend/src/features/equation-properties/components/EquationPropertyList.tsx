/** /differential-equation/property: the properties of differential equations. */
import { Link } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { useEquationPropertyList } from '../api/equation-properties';

export const EQUATION_PROPERTIES = 'Properties of differential equations';

export function EquationPropertyList() {
  const properties = useEquationPropertyList();
  return (
    <Page title={EQUATION_PROPERTIES} crumbs={[{ label: EQUATION_PROPERTIES }]} queries={[properties]}>
      {() => (
        <>
          <h1>{EQUATION_PROPERTIES}</h1>
          <ul className="item-list">
            {properties.data!.map((property) => (
              <li key={property.id}>
                <Link to={`/differential-equation/property/${property.id}`}>
                  <MathText text={property.name} />
                </Link>
              </li>
            ))}
          </ul>
          <EditorFooter links={[{ label: 'Add property', to: '/differential-equation/property/add' }]} />
        </>
      )}
    </Page>
  );
}
