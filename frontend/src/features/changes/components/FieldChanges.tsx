/**
 * What a change did to an item's fields: each text field as a word diff with
 * its math typeset, a field or a flag as before → after, references added and
 * removed, a theorem's conditions and conclusions as statements, what a
 * property means as a sentence, a relation's kind and a theorem's relation as
 * their forms say them. A theorem's atoms are compared by what they say (a
 * save gives them new ids). A creation
 * shows every field as added, a deletion every field as removed.
 */
import type { ItemState, LinkField, Reference, TheoremAtom } from '@contract';
import { ITEM_FIELD_LABELS, LINK_FIELD_LABELS, RELATION_KIND_LABELS, THEOREM_ALONG_OPTIONS, type RelationKind } from '@contract';
import { TextDiff } from '../../../components/changes/TextDiff';

/** Keys that name the item rather than describe it. */
const SKIPPED = new Set(['id', 'version', 'spaceId', 'propertyId', 'differentialEquationId', 'differentialEquationPropertyId']);
const LABELS: Record<string, string> = {
  symbol: 'Symbol',
  name: 'Name',
  norm: 'Norm',
  description: 'Description',
  field: 'Field',
  variables: 'Variables',
  parameters: 'Parameters',
  hasProperty: 'Has the property',
  conditions: 'Conditions',
  conclusions: 'Conclusions',
  references: 'References',
  normDependent: 'A property of the norm',
  means: 'Means',
  along: 'Along a relation',
  kind: 'Relation',
  ofSpaceId: 'Space (X)',
  spaces: 'Spaces',
  properties: 'Properties',
  links: 'Links',
  theorems: 'Theorems',
  equations: 'Equations',
};

type Fields = Record<string, unknown>;

/** A field's value as compared: a theorem's atoms without their ids, which every save renews. */
function compared(key: string, value: unknown): string {
  if ((key === 'conditions' || key === 'conclusions') && Array.isArray(value)) {
    return JSON.stringify((value as Array<Record<string, unknown>>).map(({ id: _id, ...atom }) => atom));
  }
  return JSON.stringify(value ?? null);
}

export function FieldChanges({ before, after }: { before: ItemState | null; after: ItemState | null }) {
  const a = (before ?? {}) as Fields;
  const b = (after ?? {}) as Fields;
  // A field an older state did not log (absent) is as null.
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !SKIPPED.has(key) && compared(key, a[key]) !== compared(key, b[key]));
  if (keys.length === 0) return <p className="muted">No field changed.</p>;
  return (
    <dl className="field-changes" data-testid="field-changes">
      {keys.map((key) => (
        <div key={key} className="field-change">
          <dt>{LABELS[key] ?? key}</dt>
          <dd>
            <FieldChange name={key} before={a[key]} after={b[key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldChange({ name, before, after }: { name: string; before: unknown; after: unknown }) {
  if (name === 'references') return <ReferenceChanges before={(before as Reference[] | undefined) ?? []} after={(after as Reference[] | undefined) ?? []} />;
  if (name === 'conditions' || name === 'conclusions') return <TextDiff before={statement(before)} after={statement(after)} />;
  // A deleted subject's stored links (its deletion took them; a revert puts them back).
  if (name === 'links' && (Array.isArray(before) || Array.isArray(after))) {
    const count = (list: unknown) => (Array.isArray(list) ? `${list.length} stored ${list.length === 1 ? 'link' : 'links'}` : '—');
    return (
      <p>
        {count(before)} → {count(after)}
      </p>
    );
  }
  if (name === 'means') return <TextDiff before={meaning(before)} after={meaning(after)} />;
  if (name === 'along') return <TextDiff before={alongLabel(before)} after={alongLabel(after)} />;
  if (name === 'kind') return <TextDiff before={kindLabel(before)} after={kindLabel(after)} />;
  if (name === 'ofSpaceId') return <TextDiff before={before ? `space ${plain(before)}` : ''} after={after ? `space ${plain(after)}` : ''} />;
  if (name === 'field') return <TextDiff before={fieldLabel(before)} after={fieldLabel(after)} />;
  const scalar = (value: unknown) => value === null || typeof value !== 'object';
  if (typeof before === 'string' || typeof after === 'string') return <TextDiff before={plain(before)} after={plain(after)} />;
  if (scalar(before) && scalar(after)) {
    return (
      <p>
        {plain(before) || '—'} → {plain(after) || '—'}
      </p>
    );
  }
  return <TextDiff before={JSON.stringify(before ?? '')} after={JSON.stringify(after ?? '')} />;
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function fieldLabel(value: unknown): string {
  if (typeof value !== 'string') return '';
  return (LINK_FIELD_LABELS as Record<string, string>)[value] ?? (ITEM_FIELD_LABELS as Record<string, string>)[value] ?? value;
}

/** A property's declaration as its page says it: "$c_0$ is isomorphic to a closed subspace of $X$"; none is "". */
function meaning(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const { relation, spaceId, spaceSymbol } = value as { relation: RelationKind; spaceId: number; spaceSymbol?: string | null };
  return `${spaceSymbol ?? `space ${spaceId}`} ${RELATION_KIND_LABELS[relation] ?? relation} $X$`;
}

/** A theorem's relation as the theorem form says it; none: about one space. */
export function alongLabel(value: unknown): string {
  if (!value || typeof value !== 'object') return 'No: conditions and conclusions on one space';
  const { relation, direction } = value as { relation: string; direction: string };
  return THEOREM_ALONG_OPTIONS.find((o) => o.relation === relation && o.direction === direction)?.label ?? `${relation} (${direction})`;
}

/** A relation's kind as a sentence reads it ("is isomorphic to a closed subspace of"). */
function kindLabel(value: unknown): string {
  return typeof value === 'string' ? ((RELATION_KIND_LABELS as Record<string, string>)[value] ?? value) : '';
}

/** A theorem's side as one line: "Reflexive (Real and complex); Separable (Real)". */
function statement(atoms: unknown): string {
  if (!Array.isArray(atoms)) return '';
  return (atoms as TheoremAtom[]).map((atom) => `${atom.propertyName} (${LINK_FIELD_LABELS[atom.field as LinkField] ?? atom.field})`).join('; ');
}

function ReferenceChanges({ before, after }: { before: Reference[]; after: Reference[] }) {
  const key = (r: Reference) => JSON.stringify(r);
  const kept = new Set(before.map(key));
  const now = new Set(after.map(key));
  const removed = before.filter((r) => !now.has(key(r)));
  const added = after.filter((r) => !kept.has(key(r)));
  return (
    <ul className="reference-changes">
      {removed.map((r) => (
        <li key={`-${key(r)}`}>
          <del>{r.title || r.url}</del> <span className="muted">(removed)</span>
        </li>
      ))}
      {added.map((r) => (
        <li key={`+${key(r)}`}>
          <ins>{r.title || r.url}</ins> <span className="muted">(added)</span>
        </li>
      ))}
      {removed.length === 0 && added.length === 0 && <li className="muted">Reordered.</li>}
    </ul>
  );
}
