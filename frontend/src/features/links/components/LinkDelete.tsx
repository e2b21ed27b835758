/** Deleting a stored link, from either side; afterwards the page of the side it was opened from. */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { DeleteConfirm } from '../../../components/DeletePage';
import { DeletedWith } from '../../../components/DeletedWith';
import { linkApiPath, previewLink, useLink } from '../api/links';
import { SavePreview } from '../../../components/SavePreview';
import { linkCrumbs } from './LinkCrumbs';
import { linkPath, type LinkSide } from './paths';

export function LinkDelete({ side }: { side: LinkSide }) {
  const { spaceId = '', propertyId = '' } = useParams();
  const link = useLink(spaceId, propertyId);
  // Once the delete is sent, the preview stops asking: the link it would preview is going.
  const [deleting, setDeleting] = useState(false);
  return (
    <Page title="Delete link" crumbs={() => linkCrumbs(side, link.data!, 'Delete')} queries={[link]}>
      {() => (
        <>
          <h1>Delete link</h1>
          <DeleteConfirm
            question={
              <>
                Do you really want to delete the link between <MathText text={link.data!.space.symbol} /> and{' '}
                <MathText text={link.data!.property.name} />?
              </>
            }
            apiPath={linkApiPath(spaceId, propertyId)}
            itemPath={linkPath(side, spaceId, propertyId)}
            listPath={side === 'space' ? `/space/${spaceId}` : `/property/${propertyId}`}
            version={link.data!.link?.version}
            onDeleting={setDeleting}
          />
          <DeletedWith noun="the link" links={[]} references={link.data!.link?.references ?? []} />
          {link.data!.link && !deleting && <SavePreview action="deleting" watch={`${spaceId}/${propertyId}`} request={() => previewLink(link.data!.space.id, link.data!.property.id, null)} />}
        </>
      )}
    </Page>
  );
}
