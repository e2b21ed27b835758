import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Reference } from '../../../kb/contract/references';

@Entity({ tableName: 'differential_equation_property' })
export class DifferentialEquationProperty {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'json', columnType: 'jsonb' })
  references: Reference[] = [];

  /** Bumped by every save: a save that names an older one is refused (409), see catalogue/item-version.ts. */
  @Property({ type: 'integer' })
  version: number = 1;
}
