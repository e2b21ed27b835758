import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { ItemField } from '../../../kb/contract/fields';
import type { Reference } from '../../../kb/contract/references';

@Entity({ tableName: 'space' })
export class Space {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 300 })
  symbol!: string;

  @Property({ type: 'text' })
  norm: string = '';

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'string' })
  field!: ItemField;

  @Property({ type: 'json', columnType: 'jsonb' })
  references: Reference[] = [];

  /** Bumped by every save: a save that names an older one is refused (409), see catalogue/item-version.ts. */
  @Property({ type: 'integer' })
  version: number = 1;
}
