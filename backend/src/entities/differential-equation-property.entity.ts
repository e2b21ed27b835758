import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Reference } from '../reference/reference';

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
}
