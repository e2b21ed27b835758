/**
 * Between the backend and the knowledge base: the records the KB is built
 * from, the changes a write applies to it, and its views before the backend
 * adds the items' objects (what then crosses HTTP is in ./contract). The
 * backend's KnowledgeService (backend/src/knowledge) speaks only these types.
 */
import type { ItemField, LinkField } from './contract/fields';
import type { ComputeResponse } from './contract/compute-report';
import type { LinkPage } from './contract/links';

export interface SpaceRecord { id: number; symbol: string; field: ItemField }
export interface PropertyRecord { id: number; name: string; field: ItemField }
export interface LinkRecord { spaceId: number; propertyId: number; field: LinkField }
export interface AtomRecord { propertyId: number; field: LinkField }
export interface TheoremRecord { id: number; name: string | null; conditions: AtomRecord[]; conclusions: AtomRecord[] }

/** Everything the reasoning needs; built from the database or from a backup file. */
export interface CatalogueRecords {
  spaces: SpaceRecord[];
  properties: PropertyRecord[];
  links: LinkRecord[];
  theorems: TheoremRecord[];
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
  | { kind: 'reload'; records: CatalogueRecords };

/** GET /api/space/{id}/property entry, before the backend adds the property object. */
export interface SpacePropertyView { propertyId: number; field: LinkField; linked: boolean; computed: boolean }
/** GET /api/property/{id}/space entry, before the backend adds the space object. */
export interface PropertySpaceView { spaceId: number; field: LinkField; linked: boolean; computed: boolean }

/** GET /api/space/{s}/property/{p}, before the backend adds space, property and link objects. */
export type LinkView = Omit<LinkPage, 'space' | 'property' | 'link'>;

/** The knowledge base's part of POST /api/admin/compute (the backend adds the names). */
export type ComputeReport = Omit<ComputeResponse, 'spaces' | 'properties'>;
