/**
 * Between the backend and the knowledge base: the records the KB is built
 * from, the changes a write applies to it, and its views before the backend
 * adds the items' objects (what then crosses HTTP is in ./contract). The
 * backend's KnowledgeService (backend/src/knowledge) speaks only these types.
 */
import type { ItemField, LinkField } from './contract/fields';
import type { ComputeResponse, RelationalCounts } from './contract/compute-report';
import type { LinkPage } from './contract/links';
import type { RelationKind } from './contract/links';
import type { PropertyMeaning } from './contract/items';

/** A theorem along a relation: `toRelated` carries from X to Y, `fromRelated` from Y to X. */
export interface Along { relation: RelationKind; direction: 'toRelated' | 'fromRelated' }

export interface SpaceRecord { id: number; symbol: string; field: ItemField }
/** `normDependent`: never carried along a relation (docs/relations.md); left out, false. `means`: the relation to a named space the property means; left out, none. */
export interface PropertyRecord { id: number; name: string; field: ItemField; normDependent?: boolean; means?: PropertyMeaning }
export interface LinkRecord { spaceId: number; propertyId: number; field: LinkField }
export interface AtomRecord { propertyId: number; field: LinkField }
/** `along`: a theorem along a relation (one condition on one space, its conclusions on the related one). */
export interface TheoremRecord { id: number; name: string | null; conditions: AtomRecord[]; conclusions: AtomRecord[]; along?: Along | null }
/** A stored relation: the space `spaceId` (Y) is a `kind` of `ofSpaceId` (X), per scalar as a link's field says. */
export interface RelationRecord { id: number; kind: RelationKind; spaceId: number; ofSpaceId: number; field: LinkField }

/** Everything the reasoning needs; built from the database or from a backup file. */
export interface CatalogueRecords {
  spaces: SpaceRecord[];
  properties: PropertyRecord[];
  links: LinkRecord[];
  theorems: TheoremRecord[];
  /** Relations between spaces; left out, none. */
  relations?: RelationRecord[];
}

/** One write, as the KB sees it. `space`/`property`/`link`/`theorem` are upserts. */
export type CatalogueChange =
  | { kind: 'space'; space: SpaceRecord }
  | { kind: 'spaceDeleted'; spaceId: number }
  | { kind: 'property'; property: PropertyRecord }
  | { kind: 'propertyDeleted'; propertyId: number }
  | { kind: 'link'; link: LinkRecord }
  | { kind: 'linkDeleted'; spaceId: number; propertyId: number }
  | { kind: 'theorem'; theorem: TheoremRecord }
  | { kind: 'theoremDeleted'; theoremId: number }
  | { kind: 'relation'; relation: RelationRecord }
  | { kind: 'relationDeleted'; relationId: number }
  | { kind: 'reload'; records: CatalogueRecords };

/** GET /api/space/{id}/property entry, before the backend adds the property object. */
export interface SpacePropertyView { propertyId: number; field: LinkField; linked: boolean; computed: boolean }
/** GET /api/property/{id}/space entry, before the backend adds the space object. */
export interface PropertySpaceView { spaceId: number; field: LinkField; linked: boolean; computed: boolean }

/** GET /api/space/{s}/property/{p}, before the backend adds space, property and link objects. */
export type LinkView = Omit<LinkPage, 'space' | 'property' | 'link'>;

/** The knowledge base's part of POST /api/admin/compute (the backend adds the names). */
export type ComputeReport = Omit<ComputeResponse, 'spaces' | 'properties'> & { relational?: RelationalCounts };
