/** /theorem: every theorem as conditions ⟹ conclusions; the arrow opens it. */
import { useMemo } from 'react';
import { Page } from '../../../components/Page';
import { EditorFooter } from '../../../components/EditorFooter';
import { useProperties } from '../../properties/api/properties';
import { useTheorems } from '../api/theorems';
import { TheoremItems } from './TheoremStatement';

export function TheoremList() {
  const theorems = useTheorems();
  const properties = useProperties();
  const names = useMemo(() => new Map((properties.data ?? []).map((p) => [p.id, p.name])), [properties.data]);
  return (
    <Page title="Theorems" crumbs={[{ label: 'Theorems' }]} queries={[theorems, properties]}>
      {() => (
        <>
          <h1>Theorems</h1>
          <p className="hint">Click on an arrow for more info.</p>
          <TheoremItems theorems={theorems.data!} names={names} />
          <EditorFooter links={[{ label: 'Add theorem', to: '/theorem/add' }]} />
        </>
      )}
    </Page>
  );
}
