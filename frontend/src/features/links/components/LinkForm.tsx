/**
 * Adding a link from a space (/space/{id}/property/add: pick an unlinked property,
 * then field and description; `?property=&field=` preset them, as a gap's row
 * does to settle it) and editing a stored link from either side.
 */
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { defaultLinkField, type Link as StoredLink, type LinkField, linkFieldOptions, type LinkPage, type PropertySummary, type Reference, type Space } from '@contract';
import { Page } from '../../../components/Page';
import { AddLinkPage } from '../../../components/AddLinkPage';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FormActions, MathField, SelectField } from '../../../components/Form';
import { ReferencesEditor } from '../../../components/references/ReferencesEditor';
import { useSave } from '../../../lib/use-save';
import { useSpace, useUnlinkedProperties } from '../../spaces/api/spaces';
import { previewLink, saveLink, useLink } from '../api/links';
import { SavePreview } from '../../../components/SavePreview';
import { linkCrumbs } from './LinkCrumbs';
import { LinkFieldSelect } from '../../../components/LinkFieldSelect';
import { linkPath, type LinkSide } from './paths';

export function LinkAdd() {
  const { spaceId = '' } = useParams();
  const [params] = useSearchParams();
  const space = useSpace(spaceId);
  const unlinked = useUnlinkedProperties(spaceId);
  const preset = { propertyId: params.get('property'), field: params.get('field') };
  return (
    <AddLinkPage
      list={{ label: 'Spaces', to: '/space' }}
      item={() => ({ label: space.data!.symbol, to: `/space/${spaceId}` })}
      queries={[space, unlinked]}
      candidates={() => unlinked.data!.map((u) => u.property).filter((p) => linkFieldOptions(space.data!.field, p.field).length > 0)}
    >
      {(candidates) =>
        // A preset property already linked (for the other scalar): its stored link is the one to edit.
        preset.propertyId && !candidates.some((p) => String(p.id) === preset.propertyId) ? (
          <Navigate replace to={`/space/${spaceId}/property/${encodeURIComponent(preset.propertyId)}/edit`} />
        ) : (
          <LinkFields side="space" space={space.data!} candidates={candidates} preset={preset} />
        )
      }
    </AddLinkPage>
  );
}

export function LinkEdit({ side }: { side: LinkSide }) {
  const { spaceId = '', propertyId = '' } = useParams();
  const link = useLink(spaceId, propertyId);
  return (
    <Page title="Edit link" crumbs={() => linkCrumbs(side, link.data!, 'Edit')} queries={[link]}>
      {() =>
        link.data!.link ? (
          <>
            <h1>Edit link</h1>
            <LinkFields side={side} space={link.data!.space} candidates={[link.data!.property]} link={link.data!.link} />
          </>
        ) : (
          <p className="muted">This link is computed and cannot be edited.</p>
        )
      }
    </Page>
  );
}

interface LinkFieldsProps {
  side: LinkSide;
  space: Space;
  candidates: PropertySummary[];
  link?: StoredLink;
  /** A new link's property and field to start with (from the URL; ignored unless valid here). */
  preset?: { propertyId: string | null; field: string | null };
}

function LinkFields({ side, space, candidates, link, preset }: LinkFieldsProps) {
  const navigate = useNavigate();
  const { errors, busy, save, conflict, clearConflict } = useSave();
  // The version of the stored link this form was loaded from (0: none yet); a save on an older one is refused (409).
  const [version, setVersion] = useState(link?.version ?? 0);
  const [propertyId, setPropertyId] = useState(String((candidates.find((p) => String(p.id) === preset?.propertyId) ?? candidates[0]).id));
  const property = candidates.find((p) => String(p.id) === propertyId) ?? candidates[0];
  const presetField = linkFieldOptions(space.field, property.field).find((f) => f === preset?.field);
  const [field, setField] = useState<LinkField>(link?.field ?? presetField ?? defaultLinkField(space.field, property.field));
  const [description, setDescription] = useState(link?.description ?? '');
  const [references, setReferences] = useState<Reference[]>(link?.references ?? []);
  // A new link's form starts on the first property with a default field, which nobody chose: no preview
  // until a choice (a gap's link, which names the property and field, has chosen).
  const [chosen, setChosen] = useState(Boolean(link) || Boolean(preset?.propertyId));

  function chooseField(value: LinkField) {
    setChosen(true);
    setField(value);
  }

  function chooseProperty(id: string) {
    setChosen(true);
    setPropertyId(id);
    const chosen = candidates.find((p) => String(p.id) === id);
    if (chosen) setField(defaultLinkField(space.field, chosen.field));
  }

  /** Their version, from a 409: the stored link now (null if it was deleted since; saving makes it again). */
  function load(current: StoredLink | null) {
    if (current) {
      setField(current.field);
      setDescription(current.description ?? '');
      setReferences(current.references);
    }
    setVersion(current?.version ?? 0);
  }

  function submit(event?: FormEvent, loadedVersion = version) {
    event?.preventDefault();
    const input = { field, description: description.trim(), references, version: loadedVersion };
    void save(
      () => saveLink(String(space.id), String(property.id), input),
      () => linkPath(side, space.id, property.id),
    );
  }

  const back = link ? linkPath(side, space.id, property.id) : `/space/${space.id}`;
  return (
    <form onSubmit={submit} noValidate className="item-form">
      {!link && (
        <SelectField
          label="Property"
          value={propertyId}
          onChange={chooseProperty}
          options={candidates.map((p) => ({ value: String(p.id), label: p.name }))}
        />
      )}
      <LinkFieldSelect value={field} options={linkFieldOptions(space.field, property.field)} onChange={chooseField} error={errors.field} />
      <SavePreview watch={`${property.id}/${field}`} ready={chosen} request={() => previewLink(space.id, property.id, field)} />
      <MathField label="Description" value={description} onChange={setDescription} error={errors.description} rows={5} />
      <ReferencesEditor references={references} onChange={setReferences} errors={errors} />
      <ConflictNotice
        conflict={conflict}
        busy={busy}
        onReview={() => {
          load((conflict!.current as LinkPage | null)?.link ?? null);
          clearConflict();
        }}
        onOverwrite={() => submit(undefined, (conflict!.current as LinkPage | null)?.link?.version ?? 0)}
      />
      <FormActions busy={busy} onCancel={() => navigate(back)} />
    </form>
  );
}
