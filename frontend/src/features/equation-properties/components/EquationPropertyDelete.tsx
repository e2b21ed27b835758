/** /differential-equation/property/{id}/delete: confirmation; Cancel returns to the property. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useEquationProperty } from '../api/equation-properties';
import { EQUATION_PROPERTIES } from './EquationPropertyList';

export function EquationPropertyDelete() {
  const { id = '' } = useParams();
  const property = useEquationProperty(id);
  return (
    <ItemDeletePage
      title="Delete property of differential equations"
      noun="the property"
      list={{ label: EQUATION_PROPERTIES, to: '/differential-equation/property' }}
      query={property}
      name={() => property.data!.name}
      apiPath={`/api/differential-equation/property/${id}`}
      itemPath={`/differential-equation/property/${id}`}
    />
  );
}
