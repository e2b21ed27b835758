import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Reference } from '../../../kb/contract/references';

/** Whether an equation has an equation property; removed with either side. */
@Entity({ tableName: 'differential_equation_link' })
@Unique({ properties: ['differentialEquationId', 'differentialEquationPropertyId'] })
export class DifferentialEquationLink {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  differentialEquationId!: number;

  @Property({ type: 'integer' })
  differentialEquationPropertyId!: number;

  @Property({ type: 'boolean' })
  hasProperty!: boolean;

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'json', columnType: 'jsonb' })
  references: Reference[] = [];

  /** Bumped by every save: a save that names an older one is refused (409), see catalogue/item-version.ts. */
  @Property({ type: 'integer' })
  version: number = 1;
}
