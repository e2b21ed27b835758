/** /differential-equation/property/add and /{id}/edit: name, description and references. */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FormActions, MathField } from '../../../components/Form';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import type { EquationProperty, Reference } from '@contract';
import { saveEquationProperty, useEquationProperty } from '../api/equation-properties';
import { EQUATION_PROPERTIES } from './EquationPropertyList';

const LIST = { label: EQUATION_PROPERTIES, to: '/differential-equation/property' };

export function EquationPropertyAdd() {
  return (
    <Page title="Add property of differential equations" crumbs={[LIST, { label: 'Add property' }]}>
      {() => (
        <>
          <h1>Add property of differential equations</h1>
          <EquationPropertyFields />
        </>
      )}
    </Page>
  );
}

export function EquationPropertyEdit() {
  const { id = '' } = useParams();
  const property = useEquationProperty(id);
  return (
    <Page
      title="Edit property of differential equations"
      crumbs={() => [LIST, { label: property.data!.name, to: `/differential-equation/property/${id}` }, { label: 'Edit' }]}
      queries={[property]}
    >
      {() => (
        <>
          <h1>Edit property of differential equations</h1>
          <EquationPropertyFields property={property.data} />
        </>
      )}
    </Page>
  );
}

function EquationPropertyFields({ property }: { property?: EquationProperty }) {
  const navigate = useNavigate();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  // The version this form's values were loaded from: a save on an older one is refused (409).
  const [version, setVersion] = useState(property?.version);
  const [name, setName] = useState(property?.name ?? '');
  const [description, setDescription] = useState(property?.description ?? '');
  const [references, setReferences] = useState<Reference[]>(property?.references ?? []);

  function load(current: EquationProperty) {
    setName(current.name);
    setDescription(current.description ?? '');
    setReferences(current.references);
    setVersion(current.version);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = { name: name.trim(), description: description.trim(), references, version: loadedVersion };
    void save(
      () => saveEquationProperty(property ? String(property.id) : undefined, input),
      (result) => `/differential-equation/property/${property?.id ?? result.id}`,
    );
  }

  return (
    <form onSubmit={submit} noValidate className="item-form">
      <MathField label="Name" value={name} onChange={setName} error={errors.name} single />
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={5} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as EquationProperty);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as EquationProperty).version)}
      />
      <FormActions
        busy={busy}
        onCancel={() => navigate(property ? `/differential-equation/property/${property.id}` : '/differential-equation/property')}
      />
    </form>
  );
}
