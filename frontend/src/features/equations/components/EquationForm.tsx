/** /differential-equation/add and /{id}/edit: name, the equation, variables, parameters, description. */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FormActions, MathField } from '../../../components/Form';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import type { Equation, Reference } from '@contract';
import { saveEquation, useEquation } from '../api/equations';

const LIST = { label: 'Differential Equations', to: '/differential-equation' };

export function EquationAdd() {
  return (
    <Page title="Add differential equation" crumbs={[LIST, { label: 'Add differential equation' }]}>
      {() => (
        <>
          <h1>Add differential equation</h1>
          <EquationFields />
        </>
      )}
    </Page>
  );
}

export function EquationEdit() {
  const { id = '' } = useParams();
  const equation = useEquation(id);
  return (
    <Page
      title="Edit differential equation"
      crumbs={() => [LIST, { label: equation.data!.name, to: `/differential-equation/${id}` }, { label: 'Edit' }]}
      queries={[equation]}
    >
      {() => (
        <>
          <h1>Edit differential equation</h1>
          <EquationFields equation={equation.data} />
        </>
      )}
    </Page>
  );
}

function EquationFields({ equation }: { equation?: Equation }) {
  const navigate = useNavigate();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  // The version this form's values were loaded from: a save on an older one is refused (409).
  const [version, setVersion] = useState(equation?.version);
  const [name, setName] = useState(equation?.name ?? '');
  const [symbol, setSymbol] = useState(equation?.symbol ?? '');
  const [variables, setVariables] = useState(equation?.variables ?? '');
  const [parameters, setParameters] = useState(equation?.parameters ?? '');
  const [description, setDescription] = useState(equation?.description ?? '');
  const [references, setReferences] = useState<Reference[]>(equation?.references ?? []);

  function load(current: Equation) {
    setName(current.name);
    setSymbol(current.symbol);
    setVariables(current.variables ?? '');
    setParameters(current.parameters ?? '');
    setDescription(current.description ?? '');
    setReferences(current.references);
    setVersion(current.version);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = {
      version: loadedVersion,
      name: name.trim(),
      symbol: symbol.trim(),
      variables: variables.trim(),
      parameters: parameters.trim(),
      description: description.trim(),
      references,
    };
    void save(
      () => saveEquation(equation ? String(equation.id) : undefined, input),
      (result) => `/differential-equation/${equation?.id ?? result.id}`,
    );
  }

  return (
    <form onSubmit={submit} noValidate className="item-form">
      <MathField label="Name" value={name} onChange={setName} error={errors.name} single />
      <MathField label="Equation" value={symbol} onChange={setSymbol} error={errors.symbol} rows={3} />
      <MathField label="Variables" value={variables} onChange={setVariables} error={errors.variables} rows={2} />
      <MathField label="Parameters" value={parameters} onChange={setParameters} error={errors.parameters} rows={2} />
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={5} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as Equation);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as Equation).version)}
      />
      <FormActions busy={busy} onCancel={() => navigate(equation ? `/differential-equation/${equation.id}` : '/differential-equation')} />
    </form>
  );
}
