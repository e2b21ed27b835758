/** /property: property names as links, with 'Add property' for editors. */
import { Link } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { EditorFooter } from '../../../components/EditorFooter';
import { useProperties } from '../api/properties';

export function PropertyList() {
  const properties = useProperties();
  return (
    <Page title="Properties" crumbs={[{ label: 'Properties' }]} queries={[properties]}>
      {() => (
        <>
          <h1>Properties</h1>
          <ul className="item-list">
            {properties.data!.map((property) => (
              <li key={property.id}>
                <Link to={`/property/${property.id}`}>
                  <MathText text={property.name} />
                </Link>
              </li>
            ))}
          </ul>
          <EditorFooter links={[{ label: 'Add property', to: '/property/add' }]} />
        </>
      )}
    </Page>
  );
}
