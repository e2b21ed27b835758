/** Deleting an equation link, from either side. */
import { useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { DeleteConfirm } from '../../../components/DeletePage';
import { DeletedWith } from '../../../components/DeletedWith';
import { equationLinkApiPath, useEquationLinkView } from '../api/equation-links';
import { equationLinkCrumbs, equationLinkPath, type EquationLinkSide } from './paths';

export function EquationLinkDelete({ side }: { side: EquationLinkSide }) {
  const { equationId = '', propertyId = '' } = useParams();
  const { link, equation, property, queries } = useEquationLinkView(equationId, propertyId);
  return (
    <Page
      title="Delete link"
      crumbs={() => equationLinkCrumbs(side, equation.data!, property.data!, 'Delete')}
      queries={queries}
    >
      {() => (
        <>
          <h1>Delete link</h1>
          <DeleteConfirm
            question={
              <>
                Do you really want to delete the link between <MathText text={equation.data!.name} /> and{' '}
                <MathText text={property.data!.name} />?
              </>
            }
            apiPath={equationLinkApiPath(equationId, propertyId)}
            itemPath={equationLinkPath(side, equationId, propertyId)}
            listPath={side === 'equation' ? `/differential-equation/${equationId}` : `/differential-equation/property/${propertyId}`}
            version={link.data!.version}
          />
          <DeletedWith noun="the link" links={[]} references={link.data!.references} />
        </>
      )}
    </Page>
  );
}
