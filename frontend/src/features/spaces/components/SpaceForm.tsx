/** /space/add and /space/{id}/edit: symbol, norm, description, field and references. */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ItemField, Reference, Space } from '@contract';
import { Page } from '../../../components/Page';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FormActions, MathField } from '../../../components/Form';
import { ItemFieldSelect } from '../../../components/ItemFieldSelect';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import { saveSpace, useSpace } from '../api/spaces';

export function SpaceAdd() {
  return (
    <Page title="Add Banach space" crumbs={[{ label: 'Spaces', to: '/space' }, { label: 'Add Banach space' }]}>
      {() => (
        <>
          <h1>Add Banach space</h1>
          <SpaceFields />
        </>
      )}
    </Page>
  );
}

export function SpaceEdit() {
  const { id = '' } = useParams();
  const space = useSpace(id);
  return (
    <Page
      title="Edit Banach space"
      crumbs={() => [{ label: 'Spaces', to: '/space' }, { label: space.data!.symbol, to: `/space/${id}` }, { label: 'Edit' }]}
      queries={[space]}
    >
      {() => (
        <>
          <h1>Edit Banach space</h1>
          <SpaceFields space={space.data} />
        </>
      )}
    </Page>
  );
}

function SpaceFields({ space }: { space?: Space }) {
  const navigate = useNavigate();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  // The version this form's values were loaded from: a save on an older one is refused (409).
  const [version, setVersion] = useState(space?.version);
  const [symbol, setSymbol] = useState(space?.symbol ?? '');
  const [norm, setNorm] = useState(space?.norm ?? '');
  const [description, setDescription] = useState(space?.description ?? '');
  const [field, setField] = useState<ItemField>(space?.field ?? 'REAL_OR_COMPLEX');
  const [references, setReferences] = useState<Reference[]>(space?.references ?? []);

  function load(current: Space) {
    setSymbol(current.symbol);
    setNorm(current.norm ?? '');
    setDescription(current.description ?? '');
    setField(current.field);
    setReferences(current.references);
    setVersion(current.version);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = { symbol: symbol.trim(), norm: norm.trim(), description: description.trim(), field, references, version: loadedVersion };
    void save(
      () => saveSpace(space ? String(space.id) : undefined, input),
      (result) => `/space/${space?.id ?? result.id}`,
    );
  }

  return (
    <form onSubmit={submit} noValidate className="item-form">
      <MathField label="Symbol" value={symbol} onChange={setSymbol} error={errors.symbol} single />
      <MathField label="Norm" value={norm} onChange={setNorm} error={errors.norm} rows={2} />
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={6} />
      <ItemFieldSelect value={field} onChange={setField} error={errors.field} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as Space);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as Space).version)}
      />
      <FormActions busy={busy} onCancel={() => navigate(space ? `/space/${space.id}` : '/space')} />
    </form>
  );
}
