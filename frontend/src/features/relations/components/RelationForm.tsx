/**
 * /space/{id}/relation/add and /space/{y}/relation/{kind}/{x}/edit: an editor
 * states a relation between two spaces ("Y is isomorphic to a complemented
 * subspace of X", or that it is not, over the scalars the field says), with
 * its description and references. Saved through the reasoner's checks: a
 * relation that would contradict what is known (across spaces too) comes back
 * under the field with its derivation; an edit of a relation someone else
 * saved since the form loaded it is a conflict (409). Before saving, the form
 * previews what the relation would add and remove among the derived facts.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  defaultLinkField,
  linkFieldOptions,
  RELATION_KIND_LABELS,
  RELATION_KIND_NAMES,
  type LinkField,
  type Reference,
  type RelationKind,
  type SpaceListEntry,
  type StoredRelation,
} from '@contract';
import { Page } from '../../../components/Page';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { Alert, FormActions, MathField, SelectField } from '../../../components/Form';
import { LinkFieldSelect } from '../../../components/LinkFieldSelect';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { SavePreview } from '../../../components/SavePreview';
import { readableText } from '../../../lib/readable-text';
import { useSave } from '../../../lib/use-save';
import { useSpace, useSpaces } from '../../spaces/api/spaces';
import { previewRelation, relationPath, saveRelation, useRelationPage } from '../api/relations';

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

export function RelationEdit() {
  const { spaceId = '', kind = '', ofSpaceId = '' } = useParams();
  const page = useRelationPage(spaceId, kind, ofSpaceId);
  const spaces = useSpaces();
  return (
    <Page
      title="Edit relation"
      crumbs={() => [
        { label: 'Spaces', to: '/space' },
        { label: page.data!.space.symbol, to: `/space/${spaceId}` },
        { label: 'Relation', to: relationPath(spaceId, kind, ofSpaceId) },
        { label: 'Edit' },
      ]}
      queries={[page, spaces]}
    >
      {() =>
        page.data!.relation ? (
          <>
            <h1>Edit relation</h1>
            <RelationFields spaceId={page.data!.space.id} spaces={spaces.data!} relation={page.data!.relation} />
          </>
        ) : (
          <p>Only a stored relation can be edited; this one is derived.</p>
        )
      }
    </Page>
  );
}

function RelationFields({ spaceId, spaces, relation }: { spaceId: number; spaces: SpaceListEntry[]; relation?: StoredRelation }) {
  const navigate = useNavigate();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  const [version, setVersion] = useState(relation?.version);
  const [kind, setKind] = useState<RelationKind>(relation?.kind ?? 'subspace');
  // This space is Y ("Y is … of X") unless the editor swaps the two.
  const [y, setY] = useState(String(relation?.space.id ?? spaceId));
  const [x, setX] = useState(String(relation?.ofSpace.id ?? spaces.find((s) => s.id !== spaceId)?.id ?? spaceId));
  const byId = (id: string) => spaces.find((s) => String(s.id) === id);
  // The list of spaces names no fields (spec section 7): the two chosen spaces are read for theirs.
  const [spaceY, spaceX] = [useSpace(y).data, useSpace(x).data];
  const fieldsKnown = spaceY !== undefined && spaceX !== undefined;
  const options = fieldsKnown ? linkFieldOptions(spaceY.field, spaceX.field) : [];
  const [chosenField, setField] = useState<LinkField | null>(relation?.field ?? null);
  const field = chosenField && options.includes(chosenField) ? chosenField : fieldsKnown && options[0] ? defaultLinkField(spaceY.field, spaceX.field) : undefined;
  const [description, setDescription] = useState(relation?.description ?? '');
  const [references, setReferences] = useState<Reference[]>(relation?.references ?? []);
  // A new relation's form starts on defaults nobody chose (often one the theorems refute): no preview until a choice.
  const [chosen, setChosen] = useState(Boolean(relation));
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setChosen(true);
      set(value);
    };

  function load(current: StoredRelation) {
    setKind(current.kind);
    setY(String(current.space.id));
    setX(String(current.ofSpace.id));
    setField(current.field);
    setDescription(current.description);
    setReferences(current.references);
    setVersion(current.version);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const body = { kind, spaceId: Number(y), ofSpaceId: Number(x), field: field as LinkField, description: description.trim(), references, version: loadedVersion };
    void save(
      () => saveRelation(relation?.id, body),
      // A new relation: back to the space it was added from, which shows what it carries; an edit: its page.
      () => (relation ? relationPath(y, kind, x) : `/space/${spaceId}`),
    );
  }

  const spaceOptions = spaces.map((s) => ({ value: String(s.id), label: s.symbol }));
  return (
    <form onSubmit={submit} noValidate className="item-form">
      <Alert message={errors.general} />
      <SelectField label="Space (Y)" value={y} onChange={choose(setY)} options={spaceOptions} error={errors.relationSpace ?? errors.spaceId} />
      <SelectField
        label="Relation"
        value={kind}
        onChange={choose((value: string) => setKind(value as RelationKind))}
        options={RELATION_KIND_NAMES.map((k) => ({ value: k, label: RELATION_KIND_LABELS[k] }))}
        error={errors.relationKind ?? errors.kind}
      />
      <SelectField label="Space (X)" value={x} onChange={choose(setX)} options={spaceOptions} error={errors.relationOfSpace ?? errors.ofSpaceId} />
      <p className="hint">
        Reads: {readableText(byId(y)?.symbol ?? '')} {RELATION_KIND_LABELS[kind]} {readableText(byId(x)?.symbol ?? '')}, over the scalars of the field
        (a “Not …” field states that it is not).
      </p>
      {!fieldsKnown ? null : options.length > 0 && field ? (
        <LinkFieldSelect value={field} options={options} onChange={choose(setField)} error={errors.field} />
      ) : (
        <Alert message={errors.field ?? 'These two spaces have no scalar field in common.'} />
      )}
      {field && (
        <SavePreview
          watch={`${kind}/${y}/${x}/${field}`}
          ready={chosen}
          request={() => previewRelation(relation?.id, { kind, spaceId: Number(y), ofSpaceId: Number(x), field })}
        />
      )}
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={4} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load(conflict!.current as StoredRelation);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as StoredRelation).version)}
      />
      <FormActions busy={busy} onCancel={() => navigate(relation ? relationPath(relation.space.id, relation.kind, relation.ofSpace.id) : `/space/${spaceId}`)} />
    </form>
  );
}
