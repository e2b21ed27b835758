import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { TheoremAlong } from '../../../kb/contract/items';
import type { RelationKind } from '../../../kb/contract/links';
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

  /** A theorem along a relation: both set, or both null (a theorem about one space). */
  @Property({ type: 'string', nullable: true })
  alongRelation: RelationKind | null = null;

  @Property({ type: 'string', nullable: true })
  alongDirection: TheoremAlong['direction'] | null = null;
}
