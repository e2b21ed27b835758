import { Entity, PrimaryKey, Property as Column } from '@mikro-orm/core';
import type { ItemField } from '../../../kb/contract/fields';
import type { Reference } from '../../../kb/contract/references';
import type { RelationKind } from '../../../kb/contract/links';

/** A property of spaces (named `Column` locally: MikroORM's decorator is also called Property). */
@Entity({ tableName: 'property' })
export class Property {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Column({ type: 'string', length: 300 })
  name!: string;

  @Column({ type: 'text' })
  description: string = '';

  @Column({ type: 'string' })
  field!: ItemField;

  @Column({ type: 'json', columnType: 'jsonb' })
  references: Reference[] = [];

  /** Bumped by every save: a save that names an older one is refused (409), see catalogue/item-version.ts. */
  @Column({ type: 'integer' })
  version: number = 1;

  /** A property of the norm: never carried along an isomorphism (docs/relations.md). */
  @Column({ type: 'boolean', default: false })
  normDependent: boolean = false;

  /** With `meansSpaceId`: the property means that space is a `meansRelation` of the space that has it (docs/relations.md). */
  @Column({ type: 'text', nullable: true })
  meansRelation: RelationKind | null = null;

  @Column({ type: 'integer', nullable: true })
  meansSpaceId: number | null = null;
}
