/**
 * /space/{id}/relation/add: an editor states a relation between this space and
 * another ("Y is isomorphic to a complemented subspace of X", or that it is
 * not, over the scalars the field says), with its description and references.
 * Saved through POST /api/relation, so through the reasoner's checks: a
 * relation that would contradict what is known (across spaces too) comes back
 * under the field with its derivation. The space page then shows what it carries.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { defaultLinkField, linkFieldOptions, RELATION_KIND_LABELS, RELATION_KIND_NAMES, type LinkField, type Reference, type RelationKind, type SpaceSummary } from '@contract';
import { Page } from '../../../components/Page';
import { Alert, FormActions, MathField, SelectField } from '../../../components/Form';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { apiPost } from '../../../lib/api-client';
import { readableText } from '../../../lib/readable-text';
import { useSave } from '../../../lib/use-save';
import { useSpace, useSpaces } from '../../spaces/api/spaces';
import { LinkFieldSelect } from '../../../components/LinkFieldSelect';

export function RelationAdd() {
  const { spaceId = '' } = useParams();
  const space = useSpace(spaceId);
  const spaces = useSpaces();
  return (
    <Page
      title="Add relation"
      crumbs={() => [{ label: 'Spaces', to: '/space' }, { label: space.data!.symbol, to: `/space/${spaceId}` }, { label: 'Add relation' }]}
      queries={[space, spaces]}
    >
      {() => (
        <>
          <h1>Add relation</h1>
          <RelationFields spaceId={space.data!.id} spaces={spaces.data!} />
        </>
      )}
    </Page>
  );
}

function RelationFields({ spaceId, spaces }: { spaceId: number; spaces: SpaceSummary[] }) {
  const navigate = useNavigate();
  const { errors, busy, save } = useSave();
  const [kind, setKind] = useState<RelationKind>('subspace');
  // This space is Y ("Y is … of X") unless the editor swaps the two.
  const [y, setY] = useState(String(spaceId));
  const [x, setX] = useState(String(spaces.find((s) => s.id !== spaceId)?.id ?? spaceId));
  const byId = (id: string) => spaces.find((s) => String(s.id) === id);
  const options = (() => {
    const [sy, sx] = [byId(y), byId(x)];
    return sy && sx ? linkFieldOptions(sy.field, sx.field) : [];
  })();
  const [chosenField, setField] = useState<LinkField | null>(null);
  const field = chosenField && options.includes(chosenField) ? chosenField : (options[0] && defaultLinkField(byId(y)!.field, byId(x)!.field));
  const [description, setDescription] = useState('');
  const [references, setReferences] = useState<Reference[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { kind, spaceId: Number(y), ofSpaceId: Number(x), field, description: description.trim(), references };
    void save(
      () => apiPost('/api/relation', body),
      () => `/space/${spaceId}`,
    );
  }

  const spaceOptions = spaces.map((s) => ({ value: String(s.id), label: s.symbol }));
  return (
    <form onSubmit={submit} noValidate className="item-form">
      <Alert message={errors.general} />
      <SelectField label="Space (Y)" value={y} onChange={setY} options={spaceOptions} error={errors.relationSpace} />
      <SelectField
        label="Relation"
        value={kind}
        onChange={(value) => setKind(value as RelationKind)}
        options={RELATION_KIND_NAMES.map((k) => ({ value: k, label: RELATION_KIND_LABELS[k] }))}
        error={errors.relationKind}
      />
      <SelectField label="Space (X)" value={x} onChange={setX} options={spaceOptions} error={errors.relationOfSpace} />
      <p className="hint">
        Reads: {readableText(byId(y)?.symbol ?? '')} {RELATION_KIND_LABELS[kind]} {readableText(byId(x)?.symbol ?? '')}, over the scalars of the field
        (a “Not …” field states that it is not).
      </p>
      {options.length > 0 && field ? (
        <LinkFieldSelect value={field} options={options} onChange={setField} error={errors.field} />
      ) : (
        <Alert message={errors.field ?? 'These two spaces have no scalar field in common.'} />
      )}
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={4} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <FormActions busy={busy} onCancel={() => navigate(`/space/${spaceId}`)} />
    </form>
  );
}
