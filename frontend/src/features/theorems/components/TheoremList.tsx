/**
 * /theorem: every theorem as conditions ⟹ conclusions; the arrow opens it.
 * The filter matches the theorem's name and the names of its properties.
 */
import { useMemo } from 'react';
import { ItemListPage } from '../../../components/ItemListPage';
import { useProperties } from '../../properties/api/properties';
import { useTheorems } from '../api/theorems';
import { TheoremStatement } from './TheoremStatement';
import { MathText } from '../../../components/Math';

export function TheoremList() {
  const theorems = useTheorems();
  const properties = useProperties();
  const names = useMemo(() => new Map((properties.data ?? []).map((p) => [p.id, p.name])), [properties.data]);
  const atomNames = (atoms: { propertyId: number; propertyName?: string }[]) => atoms.map((a) => a.propertyName ?? names.get(a.propertyId) ?? '').join(' ');
  return (
    <ItemListPage
      title="Theorems"
      noun="Theorems"
      filterLabel="Filter theorems"
      query={theorems}
      queries={[properties]}
      label={(theorem) => theorem.name || `${atomNames(theorem.conditions)} implies ${atomNames(theorem.conclusions)}`}
      searchText={(theorem) => `${theorem.name ?? ''} ${atomNames(theorem.conditions)} ${atomNames(theorem.conclusions)}`}
      path={(theorem) => `/theorem/${theorem.id}`}
      sorts={[
        { key: 'added', label: 'Date added' },
        { key: 'name', label: 'Name' },
      ]}
      intro={<p className="hint">Click on an arrow for more info.</p>}
      render={(theorem) => (
        <>
          {theorem.name && (
            <span className="theorem-name">
              <MathText text={theorem.name} />
            </span>
          )}
          <TheoremStatement theorem={theorem} names={names} />
        </>
      )}
      add={{ label: 'Add theorem', to: '/theorem/add' }}
      className="compact theorem-list"
      pageSize={50}
    />
  );
}
