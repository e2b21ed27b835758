/** /theorem/add and /theorem/{id}/edit: name, description, conditions, conclusions, whether it goes along a relation, references. */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FormActions, FieldError, MathField, SelectField } from '../../../components/Form';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import { THEOREM_ALONG_OPTIONS, type PropertySummary, type Reference, type Theorem, type TheoremAlong } from '@contract';
import { useProperties } from '../../properties/api/properties';
import { checkTheorem, previewTheorem, saveTheorem, useTheorem, useTheorems } from '../api/theorems';
import { SavePreview } from '../../../components/SavePreview';
import { AtomRows, newAtomRow, type AtomRow } from './AtomRows';
import { TheoremCheckPanel } from '../../../components/TheoremCheckPanel';

export function TheoremAdd() {
  const properties = useProperties();
  const theorems = useTheorems();
  return (
    <Page title="Add theorem" crumbs={[{ label: 'Theorems', to: '/theorem' }, { label: 'Add theorem' }]} queries={[properties, theorems]}>
      {() => (
        <>
          <h1>Add theorem</h1>
          <TheoremFields properties={properties.data!} />
        </>
      )}
    </Page>
  );
}

export function TheoremEdit() {
  const { id = '' } = useParams();
  const theorem = useTheorem(id);
  const properties = useProperties();
  const theorems = useTheorems();
  const title = theorem.data?.name?.trim() ? theorem.data.name : 'Theorem';
  return (
    <Page
      title="Edit theorem"
      crumbs={() => [{ label: 'Theorems', to: '/theorem' }, { label: title, to: `/theorem/${id}` }, { label: 'Edit' }]}
      queries={[theorem, properties, theorems]}
    >
      {() => (
        <>
          <h1>Edit theorem</h1>
          <TheoremFields theorem={theorem.data} properties={properties.data!} />
        </>
      )}
    </Page>
  );
}

/** The form's "Along a relation" choice: '' (a theorem about one space) or `relation:direction`. */
const ALONG_OPTIONS = [{ value: '', label: 'No: conditions and conclusions on one space' }, ...THEOREM_ALONG_OPTIONS.map((o) => ({ value: `${o.relation}:${o.direction}`, label: o.label }))];
const alongValue = (along: TheoremAlong | undefined) => (along ? `${along.relation}:${along.direction}` : '');
function alongOf(value: string): TheoremAlong | null {
  const option = THEOREM_ALONG_OPTIONS.find((o) => `${o.relation}:${o.direction}` === value);
  return option ? { relation: option.relation, direction: option.direction } : null;
}

function TheoremFields({ theorem, properties }: { theorem?: Theorem; properties: PropertySummary[] }) {
  const navigate = useNavigate();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  // The version this form's values were loaded from: a save on an older one is refused (409).
  const [version, setVersion] = useState(theorem?.version);
  const [name, setName] = useState(theorem?.name ?? '');
  const [description, setDescription] = useState(theorem?.description ?? '');
  const toRows = (atoms: Theorem['conditions']) => atoms.map((a) => ({ propertyId: a.propertyId, field: a.field }));
  const [conditions, setConditions] = useState<AtomRow[]>(theorem ? toRows(theorem.conditions) : [newAtomRow(properties)]);
  const [conclusions, setConclusions] = useState<AtomRow[]>(theorem ? toRows(theorem.conclusions) : [newAtomRow(properties)]);
  const [references, setReferences] = useState<Reference[]>(theorem?.references ?? []);
  const [along, setAlong] = useState(alongValue(theorem?.along));
  const alongInput = alongOf(along);
  // A new theorem's rows start on the same property, which no theorem may repeat: nothing is checked
  // or previewed (no "would be refused" on a form nobody touched) until the editor chooses a row.
  const [chosen, setChosen] = useState(Boolean(theorem));
  const choose = (set: (rows: AtomRow[]) => void) => (rows: AtomRow[]) => {
    setChosen(true);
    set(rows);
  };

  function load(current: Theorem) {
    setAlong(alongValue(current.along));
    setName(current.name ?? '');
    setDescription(current.description ?? '');
    setConditions(toRows(current.conditions));
    setConclusions(toRows(current.conclusions));
    setReferences(current.references);
    setVersion(current.version);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = { name: name.trim(), description: description.trim(), conditions, conclusions, references, along: alongInput, version: loadedVersion };
    void save(
      () => saveTheorem(theorem ? String(theorem.id) : undefined, input),
      (result) => `/theorem/${theorem?.id ?? result.id}`,
    );
  }

  if (properties.length === 0) return <p className="muted">Add a property first: a theorem speaks about properties.</p>;
  return (
    <form onSubmit={submit} noValidate className="item-form">
      <MathField label="Name" value={name} onChange={setName} error={errors.name} single />
      <AtomRows legend="Conditions" singular="Condition" rows={conditions} properties={properties} onChange={choose(setConditions)} />
      <FieldError message={errors.conditions} />
      <AtomRows legend="Conclusions" singular="Conclusion" rows={conclusions} properties={properties} onChange={choose(setConclusions)} />
      <FieldError message={errors.conclusions} />
      <SelectField label="Along a relation" value={along} onChange={setAlong} options={ALONG_OPTIONS} error={errors.along} />
      {/* Along a relation, the checks reason on two related spaces (null: a theorem of one space). */}
      <TheoremCheckPanel
        kind="space"
        watch={JSON.stringify([conditions, conclusions, along])}
        ready={chosen}
        request={() => checkTheorem(theorem ? String(theorem.id) : undefined, { conditions, conclusions, along: alongInput })}
      />
      <SavePreview
        watch={JSON.stringify([name.trim(), conditions, conclusions, along])}
        ready={chosen}
        request={() => previewTheorem(theorem?.id, { name: name.trim(), conditions, conclusions, along: alongInput })}
      />
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={5} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <FieldError message={errors.general} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as Theorem);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as Theorem).version)}
      />
      <FormActions busy={busy} onCancel={() => navigate(theorem ? `/theorem/${theorem.id}` : '/theorem')} />
    </form>
  );
}
