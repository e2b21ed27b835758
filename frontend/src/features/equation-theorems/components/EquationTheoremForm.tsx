/**
 * /differential-equation/theorem/add and /{id}/edit: name, conditions and
 * conclusions (1 to 5 each: an equation property, has or lacks), description, references;
 * the checks against the other equation theorems (redundant, converse) as for spaces.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { EquationProperty, EquationTheorem, Reference } from '@contract';
import { Page } from '../../../components/Page';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FieldError, FormActions, MathField, SelectField } from '../../../components/Form';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import { useEquationPropertyList } from '../../equation-properties/api/equation-properties';
import { checkEquationTheorem, saveEquationTheorem, useEquationTheorem, type EquationAtomInput } from '../api/equation-theorems';
import { TheoremCheckPanel } from '../../../components/TheoremCheckPanel';
import { THEOREMS_CRUMB } from './EquationTheoremDetail';

const MAX_ATOMS = 5;
const BASE = '/differential-equation/theorem';

export function EquationTheoremAdd() {
  const properties = useEquationPropertyList();
  return (
    <Page title="Add theorem about differential equations" crumbs={[THEOREMS_CRUMB, { label: 'Add theorem' }]} queries={[properties]}>
      {() => (
        <>
          <h1>Add theorem about differential equations</h1>
          <EquationTheoremFields properties={properties.data!} />
        </>
      )}
    </Page>
  );
}

export function EquationTheoremEdit() {
  const { id = '' } = useParams();
  const theorem = useEquationTheorem(id);
  const properties = useEquationPropertyList();
  const title = theorem.data?.name?.trim() ? theorem.data.name : 'Theorem';
  return (
    <Page
      title="Edit theorem about differential equations"
      crumbs={() => [THEOREMS_CRUMB, { label: title, to: `${BASE}/${id}` }, { label: 'Edit' }]}
      queries={[theorem, properties]}
    >
      {() => (
        <>
          <h1>Edit theorem about differential equations</h1>
          <EquationTheoremFields theorem={theorem.data} properties={properties.data!} />
        </>
      )}
    </Page>
  );
}

interface AtomRowsProps {
  legend: string;
  singular: string;
  rows: EquationAtomInput[];
  properties: EquationProperty[];
  onChange: (rows: EquationAtomInput[]) => void;
}

function AtomRows({ legend, singular, rows, properties, onChange }: AtomRowsProps) {
  const update = (index: number, row: EquationAtomInput) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <fieldset className="atom-rows">
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        <div className="atom-row" key={index} data-testid={`${singular.toLowerCase()}-row`}>
          <SelectField
            label={`${singular} ${index + 1} property`}
            value={String(row.propertyId)}
            options={properties.map((p) => ({ value: String(p.id), label: p.name }))}
            onChange={(value) => update(index, { ...row, propertyId: Number(value) })}
          />
          <SelectField
            label={`${singular} ${index + 1} value`}
            value={row.hasProperty ? 'has' : 'lacks'}
            options={[
              { value: 'has', label: 'has' },
              { value: 'lacks', label: 'lacks' },
            ]}
            onChange={(value) => update(index, { ...row, hasProperty: value === 'has' })}
          />
          {rows.length > 1 && (
            <button type="button" className="button button-small" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Delete<span className="visually-hidden"> {singular.toLowerCase()} {index + 1}</span>
            </button>
          )}
        </div>
      ))}
      {rows.length < MAX_ATOMS && (
        <button type="button" className="button button-small" onClick={() => onChange([...rows, { propertyId: properties[0]?.id ?? 0, hasProperty: true }])}>
          Add {singular.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

function EquationTheoremFields({ theorem, properties }: { theorem?: EquationTheorem; properties: EquationProperty[] }) {
  const navigate = useNavigate();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  // The version this form's values were loaded from: a save on an older one is refused (409).
  const [version, setVersion] = useState(theorem?.version);
  const [name, setName] = useState(theorem?.name ?? '');
  const [description, setDescription] = useState(theorem?.description ?? '');
  const toRows = (atoms: EquationTheorem['conditions']) => atoms.map((a) => ({ propertyId: a.propertyId, hasProperty: a.hasProperty }));
  const first = (): EquationAtomInput[] => [{ propertyId: properties[0]?.id ?? 0, hasProperty: true }];
  const [conditions, setConditions] = useState<EquationAtomInput[]>(theorem ? toRows(theorem.conditions) : first());
  const [conclusions, setConclusions] = useState<EquationAtomInput[]>(theorem ? toRows(theorem.conclusions) : first());
  const [references, setReferences] = useState<Reference[]>(theorem?.references ?? []);
  // A new theorem's rows start on the same property: nothing is checked until the editor chooses a row.
  const [chosen, setChosen] = useState(Boolean(theorem));
  const choose = (set: (rows: EquationAtomInput[]) => void) => (rows: EquationAtomInput[]) => {
    setChosen(true);
    set(rows);
  };

  function load(current: EquationTheorem) {
    setName(current.name ?? '');
    setDescription(current.description ?? '');
    setConditions(toRows(current.conditions));
    setConclusions(toRows(current.conclusions));
    setReferences(current.references);
    setVersion(current.version);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = { name: name.trim(), description: description.trim(), conditions, conclusions, references, version: loadedVersion };
    void save(
      () => saveEquationTheorem(theorem ? String(theorem.id) : undefined, input),
      (result) => `${BASE}/${theorem?.id ?? result.id}`,
    );
  }

  if (properties.length === 0) return <p className="muted">Add a property of differential equations first: a theorem speaks about properties.</p>;
  return (
    <form onSubmit={submit} noValidate className="item-form">
      <MathField label="Name" value={name} onChange={setName} error={errors.name} single />
      <AtomRows legend="Conditions" singular="Condition" rows={conditions} properties={properties} onChange={choose(setConditions)} />
      <FieldError message={errors.conditions} />
      <AtomRows legend="Conclusions" singular="Conclusion" rows={conclusions} properties={properties} onChange={choose(setConclusions)} />
      <FieldError message={errors.conclusions} />
      <TheoremCheckPanel kind="equation" watch={JSON.stringify([conditions, conclusions])} ready={chosen} request={() => checkEquationTheorem(theorem?.id, { conditions, conclusions })} />
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={5} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <FieldError message={errors.general} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as EquationTheorem);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as EquationTheorem).version)}
      />
      <FormActions busy={busy} onCancel={() => navigate(theorem ? `${BASE}/${theorem.id}` : BASE)} />
    </form>
  );
}
