/**
 * The change log as the API sends it (issue 24): every write to the
 * catalogue is one change, kept forever with who made it, when, the item's
 * state before and after, the catalogue version it produced and what it did
 * to the derived facts. Public answers name an editor by display name
 * ("editor N" when none was chosen), never by email; admins also get the
 * account.
 *
 * GET /api/changes?limit=&offset=&kind=&user=&unreviewed=&since=&until= → ChangeList
 *   (limit ≤ 100, default 50; kind a ChangeKind; user a display name as
 *   ChangeRow.user shows it; unreviewed=true the review queue; since/until ISO dates)
 * GET /api/{kind}/{id}/history (links: /api/space/{s}/property/{p}/history,
 *   equation links: /api/differential-equation/{e}/property/{p}/history) → ItemHistory
 * GET /api/{kind}/{id}/history/{version} → ItemAtVersion (cite this version)
 * GET /api/changes/{id} → ChangeDetail
 * POST /api/changes/{id}/revert → ChangeDetail (the new change); 409 ConflictBody<ItemState> when the item changed since
 * POST /api/changes/{id}/review → ChangeRow
 * POST /api/admin/restore/{id} (id: an import's change) → ChangeDetail
 * POST /api/preview/link, /api/preview/theorem → SavePreview (nothing written)
 * GET /api/changes.atom → Atom feed (application/atom+xml)
 */
import type { LinkField, Scalar } from './fields';
import type { Equation, EquationProperty, Property, Space, Theorem } from './items';
import type { Link, RelationKind } from './links';
import type { Reference } from './references';

/**
 * What a change is about; also the {kind} of the history routes:
 * 'catalogue' is an import or a restore (the whole catalogue).
 */
export type ChangeKind =
  | 'space'
  | 'property'
  | 'link'
  | 'theorem'
  | 'differential-equation'
  | 'differential-equation-property'
  | 'differential-equation-link'
  | 'differential-equation-theorem'
  | 'relation'
  | 'catalogue';

export const CHANGE_KINDS: readonly ChangeKind[] = [
  'space', 'property', 'link', 'theorem',
  'differential-equation', 'differential-equation-property', 'differential-equation-link',
  'differential-equation-theorem', 'relation', 'catalogue',
];

/** revert: the change undoes an earlier one (see `revertOf`); restore: an admin put back the catalogue as it was before an import. */
export type ChangeAction = 'create' | 'update' | 'delete' | 'import' | 'revert' | 'restore';

/** How the log's kinds and actions read ("Alice created equation link …"), on the pages and in the Atom feed alike. */
export const CHANGE_KIND_WORDS: Record<ChangeKind, string> = {
  space: 'space',
  property: 'property',
  link: 'link',
  theorem: 'theorem',
  'differential-equation': 'equation',
  'differential-equation-property': 'equation property',
  'differential-equation-link': 'equation link',
  'differential-equation-theorem': 'equation theorem',
  relation: 'relation',
  catalogue: 'catalogue',
};

export const CHANGE_ACTION_WORDS: Record<ChangeAction, string> = {
  create: 'created',
  update: 'edited',
  delete: 'deleted',
  import: 'imported',
  revert: 'reverted',
  restore: 'restored',
};

/** What a change is about, in words: "equation link Heat equation — Linear"; an import's label ("the whole catalogue") says it alone. */
export function changeSubjectWords(kind: ChangeKind, label: string): string {
  return kind === 'catalogue' ? label : `${CHANGE_KIND_WORDS[kind]} ${label}`;
}

/** Counts of the derived facts a change added and removed, and the subjects (spaces or equations) they are about. */
export interface ConsequenceSummary {
  added: number;
  removed: number;
  /** How many subjects (spaces, or equations for equation changes) had a fact added or removed. */
  spaces: number;
}

/** One row of /changes and of an item's history. */
export interface ChangeRow {
  id: number;
  kind: ChangeKind;
  action: ChangeAction;
  /** The item's id; null for a link, an equation link (see spaceId/equationId and propertyId) and a catalogue change. */
  itemId: number | null;
  /** A link's space; null otherwise. */
  spaceId: number | null;
  /** An equation link's equation; null otherwise. */
  equationId: number | null;
  /** A link's or an equation link's property; null otherwise. */
  propertyId: number | null;
  /** The item's name when the change was made (symbol, name; for a link "symbol — property"), for lists. */
  label: string;
  /** The editor's display name ("editor N" when none was chosen). */
  user: string;
  /** The account's email: only in answers to an admin, else absent. */
  account?: string;
  /** ISO 8601. */
  at: string;
  /** The catalogue version this change produced (cite it; GET …/history/{version}). */
  version: number;
  /** The item's edit version after the change (null for a deletion and a catalogue change). */
  itemVersion: number | null;
  reviewed: boolean;
  /** Who marked it reviewed (display name), or null. */
  reviewedBy: string | null;
  /** For a revert: the change it undid. */
  revertOf: number | null;
  /** The later change that reverted this one, if any. */
  revertedBy: number | null;
  consequences: ConsequenceSummary;
}

/** GET /api/changes: newest first. */
export interface ChangeList { total: number; changes: ChangeRow[] }

/** A link's state as logged: the link with its pair. */
export interface LinkState extends Link { spaceId: number; propertyId: number }
/** An equation link's state as logged. */
export interface EquationLinkState {
  differentialEquationId: number;
  differentialEquationPropertyId: number;
  hasProperty: boolean;
  description: string;
  references: Link['references'];
  version: number;
}
/** An import or a restore: how big the catalogue was. */
export interface CatalogueState { spaces: number; properties: number; links: number; theorems: number; equations: number }

/** A stored relation between two spaces as the log keeps it (kb/contract/relations.ts). */
export interface RelationState {
  id: number;
  kind: RelationKind;
  spaceId: number;
  ofSpaceId: number;
  field: LinkField;
  description: string;
  references: Reference[];
  version: number;
}

/** An item as the API answers it (GET /api/{kind}/{id}), as it was before or after a change. */
export type ItemState = Space | Property | LinkState | Theorem | Equation | EquationProperty | EquationLinkState | RelationState | CatalogueState;

/** One derived (or stored) fact a change added or removed. */
export interface ConsequenceFact {
  propertyId: number;
  /** The property's name when the change was made. */
  propertyName: string;
  /** 'REAL' for equations (their facts have no scalar). */
  scalar: Scalar;
  value: boolean;
  /** true: a stored link says it; false: the theorems derive it. */
  stored: boolean;
}

/** The facts a change added and removed on one subject. */
export interface SubjectConsequences {
  /** 'space' or 'equation'. */
  subjectKind: 'space' | 'equation';
  subjectId: number;
  /** The space's symbol or the equation's name. */
  label: string;
  added: ConsequenceFact[];
  removed: ConsequenceFact[];
}

/** GET /api/changes/{id}. */
export interface ChangeDetail {
  change: ChangeRow;
  /** null: the item did not exist before (create) or a catalogue change. */
  before: ItemState | null;
  /** null: the item does not exist after (delete). */
  after: ItemState | null;
  /** Per subject, the facts added and removed (at most 200 subjects; `consequencesTruncated` when more). */
  consequences: SubjectConsequences[];
  consequencesTruncated: boolean;
  /** GET /api/changes/{id} to its author, signed in: present (true), since another editor reviews it. */
  yours?: true;
}

/** GET /api/{kind}/{id}/history: newest first, paged like /changes. */
export interface ItemHistory {
  total: number;
  changes: ChangeRow[];
  /** The item existed before the log was kept (its first change is not its creation, and no import brought it): "created before history was kept". */
  createdBeforeHistory: boolean;
  /** The import (or restore) of the whole catalogue the item came with, when its first change since is not its creation; else null. */
  cameWith: CatalogueOrigin | null;
}

/** The change of the whole catalogue (an import or a restore) an item came with. */
export interface CatalogueOrigin { id: number; version: number; action: ChangeAction }

/** GET /api/{kind}/{id}/history/{version}: the item as it was at a catalogue version (from the log). */
export interface ItemAtVersion {
  /** The catalogue version asked for. */
  version: number;
  /** The item as it was then; null when it did not exist then (or was created before history was kept and has not changed since: see `createdBeforeHistory`). */
  state: ItemState | null;
  /** The change that left it so (the last one at or before `version`), or null. */
  change: ChangeRow | null;
  createdBeforeHistory: boolean;
  /** As in ItemHistory; a version before it is another catalogue's (state null). */
  cameWith: CatalogueOrigin | null;
}

/** POST /api/preview/link body: the save the link form would make. */
export interface LinkPreviewRequest { spaceId: number; propertyId: number; field: LinkField | null }

/** One example fact of a preview, with its subject for a link. */
export interface PreviewFact extends ConsequenceFact { subjectKind: 'space' | 'equation'; subjectId: number; label: string }

/**
 * POST /api/preview/link and /api/preview/theorem (body: the theorem form,
 * with `id` when editing): what the save would add and remove among the known
 * facts, checked as the save would be, nothing written. A contradiction
 * answers 400 with the derivation under the field, as the save would.
 */
export interface SavePreview {
  added: number;
  removed: number;
  spaces: number;
  /** The first facts added (at most 20). */
  examplesAdded: PreviewFact[];
  /** The first facts removed (at most 20). */
  examplesRemoved: PreviewFact[];
}
