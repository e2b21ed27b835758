/**
 * /space/{s}/property/{p}/problem/edit[?scalar=…]: marks the pair as an open
 * problem or as independent of ZFC over one scalar, or edits that scalar's
 * mark (choosing a scalar loads its mark). The server's messages are shown
 * under the fields; a save over a mark someone changed since offers theirs.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { itemScalars, PROBLEM_STATUS_LABELS, PROBLEM_STATUSES, SCALAR_LABELS, type Problem, type ProblemStatus, type Reference, type Scalar } from '@contract';
import { Page } from '../../../components/Page';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { Alert, FormActions, MathField, SelectField, TextField } from '../../../components/Form';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import { useProperty } from '../../properties/api/properties';
import { useSpace } from '../../spaces/api/spaces';
import { linkCrumbs } from './LinkCrumbs';
import { linkPath } from './paths';
import { saveProblem, useProblems } from '../../problems/api/problems';

export function ProblemEdit() {
  const { spaceId = '', propertyId = '' } = useParams();
  const space = useSpace(spaceId);
  const property = useProperty(propertyId);
  const marks = useProblems({ space: spaceId, property: propertyId });
  return (
    <Page title="Open problem or independent of ZFC" crumbs={() => linkCrumbs('space', { space: space.data!, property: property.data! }, 'Mark')} queries={[space, property, marks]}>
      {() => {
        const scalars = itemScalars(space.data!.field).filter((s) => itemScalars(property.data!.field).includes(s));
        return (
          <>
            <h1>Open problem or independent of ZFC</h1>
            {scalars.length === 0 ? (
              <p className="muted">This property is not considered for this space over any scalar field.</p>
            ) : (
              <ProblemFields spaceId={space.data!.id} propertyId={property.data!.id} scalars={scalars} marks={marks.data!} />
            )}
          </>
        );
      }}
    </Page>
  );
}

interface ProblemFieldsProps {
  spaceId: number;
  propertyId: number;
  scalars: Scalar[];
  marks: Problem[];
}

function ProblemFields({ spaceId, propertyId, scalars, marks }: ProblemFieldsProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  const asked = params.get('scalar') as Scalar | null;
  const [scalar, setScalar] = useState<Scalar>(asked && scalars.includes(asked) ? asked : scalars[0]);
  const markOf = (s: Scalar) => marks.find((m) => m.scalar === s) ?? null;
  const [status, setStatus] = useState<ProblemStatus>(markOf(scalar)?.status ?? 'OPEN');
  const [since, setSince] = useState(markOf(scalar)?.since ?? '');
  const [decidedBy, setDecidedBy] = useState(markOf(scalar)?.decidedBy ?? '');
  const [description, setDescription] = useState(markOf(scalar)?.description ?? '');
  const [references, setReferences] = useState<Reference[]>(markOf(scalar)?.references ?? []);
  // The version of the mark this form loaded (0: none yet); a save on an older one is refused (409).
  const [version, setVersion] = useState(markOf(scalar)?.version ?? 0);

  /** Fills the form from a mark (or empties it when there is none). */
  function load(mark: Problem | null) {
    setStatus(mark?.status ?? 'OPEN');
    setSince(mark?.since ?? '');
    setDecidedBy(mark?.decidedBy ?? '');
    setDescription(mark?.description ?? '');
    setReferences(mark?.references ?? []);
    setVersion(mark?.version ?? 0);
  }

  function chooseScalar(value: Scalar) {
    setScalar(value);
    load(markOf(value));
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = { status, since: since.trim(), decidedBy: status === 'INDEPENDENT' ? decidedBy.trim() : '', description: description.trim(), references, version: loadedVersion };
    void save(
      () => saveProblem(spaceId, propertyId, scalar, input),
      () => linkPath('space', spaceId, propertyId),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="item-form">
      <Alert message={errors.general} />
      <SelectField label="Scalars" value={scalar} onChange={chooseScalar} error={errors.scalar} options={scalars.map((s) => ({ value: s, label: `${SCALAR_LABELS[s]} numbers` }))} />
      <SelectField label="Status" value={status} onChange={setStatus} error={errors.status} options={PROBLEM_STATUSES.map((s) => ({ value: s, label: PROBLEM_STATUS_LABELS[s] }))} />
      <TextField label="Since" value={since} onChange={setSince} error={errors.since} hint="Since when it is open: a year, or a year and where it was asked." />
      {status === 'INDEPENDENT' && <MathField label="Decided by" value={decidedBy} onChange={setDecidedBy} error={errors.decidedBy} rows={2} />}
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={5} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as Problem | null);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as Problem | null)?.version ?? 0)}
      />
      <FormActions busy={busy} onCancel={() => navigate(linkPath('space', spaceId, propertyId))} />
    </form>
  );
}
