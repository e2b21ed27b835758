/** /differential-equation/property: the properties of differential equations. */
import { ItemListPage } from '../../../components/ItemListPage';
import { useEquationPropertyList } from '../api/equation-properties';

export const EQUATION_PROPERTIES = 'Properties of differential equations';

export function EquationPropertyList() {
  return (
    <ItemListPage
      title={EQUATION_PROPERTIES}
      noun="Properties"
      filterLabel="Filter properties"
      query={useEquationPropertyList()}
      label={(property) => property.name}
      path={(property) => `/differential-equation/property/${property.id}`}
      add={{ label: 'Add property', to: '/differential-equation/property/add' }}
    />
  );
}
