/** /differential-equation/property/{id}/delete: confirmation; Cancel returns to the property. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useEquationProperty, usePropertyEquations } from '../api/equation-properties';
import { DeletedWith } from '../../../components/DeletedWith';
import { EQUATION_PROPERTIES } from './EquationPropertyList';

export function EquationPropertyDelete() {
  const { id = '' } = useParams();
  const property = useEquationProperty(id);
  const links = usePropertyEquations(id);
  return (
    <ItemDeletePage
      title="Delete property of differential equations"
      noun="the property"
      list={{ label: EQUATION_PROPERTIES, to: '/differential-equation/property' }}
      query={property}
      name={() => property.data!.name}
      apiPath={`/api/differential-equation/property/${id}`}
      itemPath={`/differential-equation/property/${id}`}
      more={[links]}
      deletedWith={() => (
        <DeletedWith
          noun="the property"
          links={links.data!.map((l) => ({
            to: `/differential-equation/property/${id}/differential-equation/${l.differentialEquation.id}`,
            name: l.differentialEquation.name,
            detail: l.hasProperty ? 'has' : 'lacks',
          }))}
          references={property.data!.references}
        />
      )}
    />
  );
}
