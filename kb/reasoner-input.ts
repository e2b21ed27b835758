/** The catalogue's records and changes as the reasoner takes them: spaces are its subjects of kind 'space'. */
import type { Catalogue, Change, KindCatalogue, RelationKind, Subject } from '../rules';
import type { RelationKind as ContractRelationKind } from './contract/links';
import type { CatalogueChange, CatalogueRecords } from './records';

// The contract names the reasoner's relation kinds: this fails to compile when the two lists differ.
const SAME_KINDS: [RelationKind, ContractRelationKind] extends [ContractRelationKind, RelationKind] ? true : never = true;
void SAME_KINDS;

export function space(id: number): Subject {
  return { kind: 'space', id };
}

export function reasonerCatalogue(records: CatalogueRecords): Catalogue {
  return { space: spaceCatalogue(records) };
}

/** The spaces' part of the catalogue. */
export function spaceCatalogue(records: CatalogueRecords): KindCatalogue {
  return {
    subjects: records.spaces,
    properties: records.properties,
    links: records.links.map((l) => ({ subjectId: l.spaceId, propertyId: l.propertyId, field: l.field })),
    theorems: records.theorems,
    relations: records.relations ?? [],
  };
}

export function reasonerChange(change: CatalogueChange): Change {
  switch (change.kind) {
    case 'space':
      return { kind: 'subject', subject: space(change.space.id), field: change.space.field };
    case 'spaceDeleted':
      return { kind: 'subjectDeleted', subject: space(change.spaceId) };
    case 'property':
      return { kind: 'property', subjectKind: 'space', property: change.property };
    case 'propertyDeleted':
      return { kind: 'propertyDeleted', subjectKind: 'space', propertyId: change.propertyId };
    case 'link':
      return { kind: 'link', subject: space(change.link.spaceId), propertyId: change.link.propertyId, field: change.link.field };
    case 'linkDeleted':
      return { kind: 'linkDeleted', subject: space(change.spaceId), propertyId: change.propertyId };
    case 'theorem':
      return { kind: 'theorem', subjectKind: 'space', theorem: change.theorem };
    case 'theoremDeleted':
      return { kind: 'theoremDeleted', subjectKind: 'space', theoremId: change.theoremId };
    case 'relation':
      return { kind: 'relation', subjectKind: 'space', relation: change.relation };
    case 'relationDeleted':
      return { kind: 'relationDeleted', subjectKind: 'space', relationId: change.relationId };
    case 'reload':
      return { kind: 'reload', catalogue: reasonerCatalogue(change.records) };
  }
}
