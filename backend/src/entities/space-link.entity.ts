import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { LinkField } from '../../../kb/contract/fields';
import type { Reference } from '../../../kb/contract/references';

/** A stored space–property link; the database removes it with its space or property. */
@Entity({ tableName: 'space_property' })
@Unique({ properties: ['spaceId', 'propertyId'] })
export class SpaceLink {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  spaceId!: number;

  @Property({ type: 'integer' })
  propertyId!: number;

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
