/**
 * What one kind of subject's engine reasons about: its subjects, properties,
 * links and theorems reduced to the fields the logic needs (ids, fields,
 * atoms), and the writes that change them.
 */
import type { ItemField, LinkField } from './fields';

export interface EngineSubject { id: number; field: ItemField }
export interface EngineProperty { id: number; field: ItemField }
export interface EngineLink { subjectId: number; propertyId: number; field: LinkField }
export interface EngineAtom { propertyId: number; field: LinkField }
export interface EngineTheorem { id: number; conditions: readonly EngineAtom[]; conclusions: readonly EngineAtom[] }

export interface EngineCatalogue {
  subjects: readonly EngineSubject[];
  properties: readonly EngineProperty[];
  links: readonly EngineLink[];
  theorems: readonly EngineTheorem[];
}

/** One write to one kind's inputs. */
export type EngineChange =
  | { kind: 'subject'; subject: EngineSubject }
  | { kind: 'subjectDeleted'; subjectId: number }
  | { kind: 'property'; property: EngineProperty }
  | { kind: 'propertyDeleted'; propertyId: number }
  | { kind: 'link'; link: EngineLink }
  | { kind: 'linkDeleted'; subjectId: number; propertyId: number }
  | { kind: 'theorem'; theorem: EngineTheorem }
  | { kind: 'theoremDeleted'; theoremId: number }
  | { kind: 'reload'; catalogue: EngineCatalogue };
