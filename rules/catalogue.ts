/**
 * What the engine reasons about: the records of kb/records.ts reduced to the
 * fields the logic needs (ids, fields, atoms). Structural types, so the KB's
 * records can be passed as they are.
 */
import type { ItemField, LinkField } from './fields';

export interface EngineSpace { id: number; field: ItemField }
export interface EngineProperty { id: number; field: ItemField }
export interface EngineLink { spaceId: number; propertyId: number; field: LinkField }
export interface EngineAtom { propertyId: number; field: LinkField }
export interface EngineTheorem { id: number; conditions: EngineAtom[]; conclusions: EngineAtom[] }

export interface EngineCatalogue {
  spaces: EngineSpace[];
  properties: EngineProperty[];
  links: EngineLink[];
  theorems: EngineTheorem[];
}

/** One write, over any record types: the engine's and the KB's changes share this shape. */
export type ChangeOf<S, P, L, T> =
  | { kind: 'space'; space: S }
  | { kind: 'spaceDeleted'; spaceId: number }
  | { kind: 'property'; property: P }
  | { kind: 'propertyDeleted'; propertyId: number }
  | { kind: 'link'; link: L }
  | { kind: 'linkDeleted'; spaceId: number; propertyId: number }
  | { kind: 'theorem'; theorem: T }
  | { kind: 'theoremDeleted'; theoremId: number }
  | { kind: 'reload'; records: { spaces: S[]; properties: P[]; links: L[]; theorems: T[] } };

/** One write, as the engine sees it. */
export type EngineChange = ChangeOf<EngineSpace, EngineProperty, EngineLink, EngineTheorem>;
