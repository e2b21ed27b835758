import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Reference } from '../../../kb/contract/references';

@Entity({ tableName: 'theorem' })
export class Theorem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Optional, unique when given. */
  @Property({ type: 'string', length: 300, nullable: true })
  name: string | null = null;

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'json', columnType: 'jsonb' })
  references: Reference[] = [];

  /** Bumped by every save: a save that names an older one is refused (409), see catalogue/item-version.ts. */
  @Property({ type: 'integer' })
  version: number = 1;
}
