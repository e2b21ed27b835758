/** /differential-equation/theorem: the theorems about differential equations, as conditions ⟹ conclusions. */
import { ItemListPage } from '../../../components/ItemListPage';
import { atomText, equationTheoremLabel, useEquationTheorems } from '../api/equation-theorems';

export const EQUATION_THEOREMS = 'Theorems about differential equations';

export function EquationTheoremList() {
  return (
    <ItemListPage
      title={EQUATION_THEOREMS}
      noun="Theorems"
      filterLabel="Filter theorems"
      query={useEquationTheorems()}
      label={equationTheoremLabel}
      searchText={(t) => `${t.name ?? ''} ${atomText(t.conditions)} ${atomText(t.conclusions)}`}
      path={(t) => `/differential-equation/theorem/${t.id}`}
      add={{ label: 'Add theorem', to: '/differential-equation/theorem/add' }}
    />
  );
}
