/**
 * What the engine reasons about: the records of kb/contract.ts reduced to the
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

/** One write, as the engine sees it (the same shape as the KB's CatalogueChange). */
export type EngineChange =
  | { kind: 'space'; space: EngineSpace }
  | { kind: 'spaceDeleted'; spaceId: number }
  | { kind: 'property'; property: EngineProperty }
  | { kind: 'propertyDeleted'; propertyId: number }
  | { kind: 'link'; link: EngineLink }
  | { kind: 'linkDeleted'; spaceId: number; propertyId: number }
  | { kind: 'theorem'; theorem: EngineTheorem }
  | { kind: 'theoremDeleted'; theoremId: number }
  | { kind: 'reload'; records: EngineCatalogue };
