/** /theorem/{id}/delete: confirmation; Cancel returns to the theorem. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { useTheorem } from '../api/theorems';
import { DeletedWith } from '../../../components/DeletedWith';

export function TheoremDelete() {
  const { id = '' } = useParams();
  const theorem = useTheorem(id);
  return (
    <ItemDeletePage
      title="Delete theorem"
      noun="the theorem"
      list={{ label: 'Theorems', to: '/theorem' }}
      query={theorem}
      name={() => (theorem.data?.name?.trim() ? theorem.data.name : 'Theorem')}
      apiPath={`/api/theorem/${id}`}
      itemPath={`/theorem/${id}`}
      deletedWith={() => <DeletedWith noun="the theorem" links={[]} references={theorem.data!.references} />}
    />
  );
}
