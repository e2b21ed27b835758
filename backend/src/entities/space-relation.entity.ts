import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { LinkField } from '../../../kb/contract/fields';
import type { Reference } from '../../../kb/contract/references';
import type { RelationKind } from '../../../kb/contract/links';

/**
 * A stored relation between two spaces (kb/contract/relations.ts): the space
 * `spaceId` (Y) is a `kind` of `ofSpaceId` (X), per scalar and positively or
 * negatively as `field` says (a link's field). The database removes it with
 * either space.
 */
@Entity({ tableName: 'space_relation' })
@Unique({ properties: ['kind', 'spaceId', 'ofSpaceId'] })
export class SpaceRelation {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string' })
  kind!: RelationKind;

  @Property({ type: 'integer' })
  spaceId!: number;

  @Property({ type: 'integer' })
  ofSpaceId!: number;

  @Property({ type: 'string' })
  field!: LinkField;

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'json', columnType: 'jsonb' })
  references: Reference[] = [];

  /** Bumped by every save: a save that names an older one is refused (409), see catalogue/item-version.ts. */
  @Property({ type: 'integer' })
  version: number = 1;
}
