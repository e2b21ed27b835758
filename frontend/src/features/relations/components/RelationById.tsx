/**
 * /relation/{id}: a stored relation by its id (the address its history and
 * "as at a version" pages go back to) leads to its page, which is named by
 * its two spaces and its kind.
 */
import { Navigate, useParams } from 'react-router-dom';
import type { StoredRelation } from '@contract';
import { Page } from '../../../components/Page';
import { useApiQuery } from '../../../lib/use-api-query';
import { relationPath } from '../api/relations';

export function RelationById() {
  const { id = '' } = useParams();
  const relation = useApiQuery<StoredRelation>(`/api/relation/${id}`);
  return (
    <Page title="Relation" queries={[relation]}>
      {() => <Navigate to={relationPath(relation.data!.space.id, relation.data!.kind, relation.data!.ofSpace.id)} replace />}
    </Page>
  );
}
