/** /space/{y}/relation/{kind}/{x}/delete: confirmation for a stored relation; what it carried goes with it. */
import { useParams } from 'react-router-dom';
import { DeleteConfirm } from '../../../components/DeletePage';
import { Page } from '../../../components/Page';
import { relationPath, useRelationPage } from '../api/relations';
import { RelationSentence } from './RelationProof';
import { relationReading } from '../../../components/relations/relation-reading';

export function RelationDelete() {
  const { spaceId = '', kind = '', ofSpaceId = '' } = useParams();
  const page = useRelationPage(spaceId, kind, ofSpaceId);
  const path = relationPath(spaceId, kind, ofSpaceId);
  return (
    <Page
      title="Delete relation"
      crumbs={() => [{ label: 'Spaces', to: '/space' }, { label: page.data!.space.symbol, to: `/space/${spaceId}` }, { label: 'Relation', to: path }, { label: 'Delete' }]}
      queries={[page]}
    >
      {() => {
        const { relation, space, ofSpace } = page.data!;
        if (!relation) return <p>Only a stored relation can be deleted; this one is derived.</p>;
        const symbol = (id: number) => (id === space.id ? space.symbol : ofSpace.symbol);
        return (
          <>
            <h1>Delete relation</h1>
            <DeleteConfirm
              question={
                <>
                  Do you really want to delete the relation “
                  <RelationSentence node={{ kind: relation.kind, spaceId: space.id, ofSpaceId: ofSpace.id, value: relationReading(relation.field).holds }} symbol={symbol} />
                  ”? What it carries to other spaces goes with it.
                </>
              }
              apiPath={`/api/relation/${relation.id}`}
              itemPath={path}
              listPath={`/space/${space.id}`}
              version={relation.version}
            />
          </>
        );
      }}
    </Page>
  );
}
