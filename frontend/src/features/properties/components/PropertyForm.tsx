/** /property/add and /property/{id}/edit: name, description, field and references. */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ItemField, Property, Reference } from '@contract';
import { Page } from '../../../components/Page';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FormActions, MathField } from '../../../components/Form';
import { ItemFieldSelect } from '../../../components/ItemFieldSelect';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import { saveProperty, useProperty } from '../api/properties';

export function PropertyAdd() {
  return (
    <Page title="Add property" crumbs={[{ label: 'Properties', to: '/property' }, { label: 'Add property' }]}>
      {() => (
        <>
          <h1>Add property</h1>
          <PropertyFields />
        </>
      )}
    </Page>
  );
}

export function PropertyEdit() {
  const { id = '' } = useParams();
  const property = useProperty(id);
  return (
    <Page
      title="Edit property"
      crumbs={() => [{ label: 'Properties', to: '/property' }, { label: property.data!.name, to: `/property/${id}` }, { label: 'Edit' }]}
      queries={[property]}
    >
      {() => (
        <>
          <h1>Edit property</h1>
          <PropertyFields property={property.data} />
        </>
      )}
    </Page>
  );
}

function PropertyFields({ property }: { property?: Property }) {
  const navigate = useNavigate();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  // The version this form's values were loaded from: a save on an older one is refused (409).
  const [version, setVersion] = useState(property?.version);
  const [name, setName] = useState(property?.name ?? '');
  const [description, setDescription] = useState(property?.description ?? '');
  const [field, setField] = useState<ItemField>(property?.field ?? 'REAL_OR_COMPLEX');
  const [references, setReferences] = useState<Reference[]>(property?.references ?? []);

  function load(current: Property) {
    setName(current.name);
    setDescription(current.description ?? '');
    setField(current.field);
    setReferences(current.references);
    setVersion(current.version);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = { name: name.trim(), description: description.trim(), field, references, version: loadedVersion };
    void save(
      () => saveProperty(property ? String(property.id) : undefined, input),
      (result) => `/property/${property?.id ?? result.id}`,
    );
  }

  return (
    <form onSubmit={submit} noValidate className="item-form">
      <MathField label="Name" value={name} onChange={setName} error={errors.name} single />
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={6} />
      <ItemFieldSelect value={field} onChange={setField} error={errors.field} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as Property);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as Property).version)}
      />
      <FormActions busy={busy} onCancel={() => navigate(property ? `/property/${property.id}` : '/property')} />
    </form>
  );
}
