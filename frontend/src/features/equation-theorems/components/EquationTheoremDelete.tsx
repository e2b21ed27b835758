/** /differential-equation/theorem/{id}/delete: confirmation; Cancel returns to the theorem. */
import { useParams } from 'react-router-dom';
import { ItemDeletePage } from '../../../components/DeletePage';
import { DeletedWith } from '../../../components/DeletedWith';
import { useEquationTheorem } from '../api/equation-theorems';
import { THEOREMS_CRUMB } from './EquationTheoremDetail';

export function EquationTheoremDelete() {
  const { id = '' } = useParams();
  const theorem = useEquationTheorem(id);
  return (
    <ItemDeletePage
      title="Delete theorem"
      noun="the theorem"
      list={THEOREMS_CRUMB}
      query={theorem}
      name={() => (theorem.data?.name?.trim() ? theorem.data.name : 'Theorem')}
      apiPath={`/api/differential-equation/theorem/${id}`}
      itemPath={`/differential-equation/theorem/${id}`}
      deletedWith={() => <DeletedWith noun="the theorem" links={[]} references={theorem.data!.references} />}
    />
  );
}
