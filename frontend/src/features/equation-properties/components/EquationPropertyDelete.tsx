/** /differential-equation/property/{id}/delete: confirmation; Cancel returns to the property. */
import { useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { DeleteConfirm } from '../../../components/DeletePage';
import { useEquationProperty } from '../api/equation-properties';
import { EQUATION_PROPERTIES } from './EquationPropertyList';

export function EquationPropertyDelete() {
  const { id = '' } = useParams();
  const property = useEquationProperty(id);
  return (
    <Page
      title="Delete property of differential equations"
      crumbs={() => [
        { label: EQUATION_PROPERTIES, to: '/differential-equation/property' },
        { label: property.data!.name, to: `/differential-equation/property/${id}` },
        { label: 'Delete' },
      ]}
      queries={[property]}
    >
      {() => (
        <>
          <h1>Delete property of differential equations</h1>
          <DeleteConfirm
            question={
              <>
                Do you really want to delete the property <MathText text={property.data!.name} />?
              </>
            }
            apiPath={`/api/differential-equation/property/${id}`}
            itemPath={`/differential-equation/property/${id}`}
            listPath="/differential-equation/property"
          />
        </>
      )}
    </Page>
  );
}
