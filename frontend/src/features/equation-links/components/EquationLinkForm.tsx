/**
 * Adding a link from an equation (choose an unlinked property; has it by default;
 * ?property=ID&has=true|false presets both, as a gap's row sends them)
 * and editing an equation link from either side.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { AddLinkPage } from '../../../components/AddLinkPage';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FieldError, FormActions, MathField, SelectField } from '../../../components/Form';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import type { EquationLinkPage, EquationPropertySummary, Reference } from '@contract';
import { useEquation, useUnlinkedEquationProperties } from '../../equations/api/equations';
import { saveEquationLink, useEquationLinkView } from '../api/equation-links';
import { equationLinkCrumbs, equationLinkPath, type EquationLinkSide } from './paths';

export function EquationLinkAdd() {
  const { equationId = '' } = useParams();
  const equation = useEquation(equationId);
  const unlinked = useUnlinkedEquationProperties(equationId);
  const [params] = useSearchParams();
  const preset = { propertyId: params.get('property'), hasProperty: params.get('has') === null ? undefined : params.get('has') !== 'false' };
  return (
    <AddLinkPage
      list={{ label: 'Differential Equations', to: '/differential-equation' }}
      item={() => ({ label: equation.data!.name, to: `/differential-equation/${equationId}` })}
      queries={[equation, unlinked]}
      candidates={() => unlinked.data!.map((u) => u.differentialEquationProperty)}
    >
      {(candidates) => <EquationLinkFields side="equation" equationId={equationId} candidates={candidates} preset={preset} />}
    </AddLinkPage>
  );
}

export function EquationLinkEdit({ side }: { side: EquationLinkSide }) {
  const { equationId = '', propertyId = '' } = useParams();
  const { link, equation, property, queries } = useEquationLinkView(equationId, propertyId);
  return (
    <Page
      title="Edit link"
      crumbs={() => equationLinkCrumbs(side, equation.data!, property.data!, 'Edit')}
      queries={queries}
    >
      {() => (
        <>
          <h1>Edit link</h1>
          <EquationLinkFields side={side} equationId={equationId} candidates={[property.data!]} link={link.data} />
        </>
      )}
    </Page>
  );
}

interface FieldsProps {
  side: EquationLinkSide;
  equationId: string;
  candidates: EquationPropertySummary[];
  link?: EquationLinkPage;
  /** The add form's property and value chosen in advance (a gap's row); a property not among the candidates is ignored. */
  preset?: { propertyId: string | null; hasProperty?: boolean };
}

function EquationLinkFields({ side, equationId, candidates, link, preset }: FieldsProps) {
  const navigate = useNavigate();
  const hasId = useId();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  // The version of the stored link this form was loaded from (0: none yet); a save on an older one is refused (409).
  const [version, setVersion] = useState(link?.version ?? 0);
  const presetId = candidates.some((p) => String(p.id) === preset?.propertyId) ? preset!.propertyId! : null;
  const [propertyId, setPropertyId] = useState(presetId ?? String(candidates[0].id));
  const [hasProperty, setHasProperty] = useState(link?.hasProperty ?? preset?.hasProperty ?? true);
  const [description, setDescription] = useState(link?.description ?? '');
  const [references, setReferences] = useState<Reference[]>(link?.references ?? []);

  /** Their version, from a 409: the stored link now (null if it was deleted since; saving makes it again). */
  function load(current: EquationLinkPage | null) {
    if (current) {
      setHasProperty(current.hasProperty);
      setDescription(current.description ?? '');
      setReferences(current.references);
    }
    setVersion(current?.version ?? 0);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = { hasProperty, description: description.trim(), references, version: loadedVersion };
    void save(
      () => saveEquationLink(equationId, propertyId, input),
      () => equationLinkPath(side, equationId, propertyId),
    );
  }

  const back = link ? equationLinkPath(side, equationId, propertyId) : `/differential-equation/${equationId}`;
  return (
    <form onSubmit={submit} noValidate className="item-form">
      {!link && (
        <SelectField
          label="Property"
          value={propertyId}
          onChange={setPropertyId}
          options={candidates.map((p) => ({ value: String(p.id), label: p.name }))}
        />
      )}
      <fieldset className="form-field radio-group">
        <legend>The equation</legend>
        <label>
          <input type="radio" name={hasId} checked={hasProperty} onChange={() => setHasProperty(true)} /> has the property
        </label>
        <label>
          <input type="radio" name={hasId} checked={!hasProperty} onChange={() => setHasProperty(false)} /> lacks the property
        </label>
        <FieldError message={errors.hasProperty} />
      </fieldset>
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={5} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as EquationLinkPage | null);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as EquationLinkPage | null)?.version ?? 0)}
      />
      <FormActions busy={busy} onCancel={() => navigate(back)} />
    </form>
  );
}
