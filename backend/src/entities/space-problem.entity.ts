import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Scalar } from '../../../kb/contract/fields';
import type { ProblemStatus } from '../../../kb/contract/problems';
import type { Reference } from '../../../kb/contract/references';

/**
 * A (space, property, scalar) marked open problem or independent of ZFC
 * (kb/contract/problems.ts); the database removes it with its space or property.
 */
@Entity({ tableName: 'space_property_problem' })
@Unique({ properties: ['spaceId', 'propertyId', 'scalar'] })
export class SpaceProblem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  spaceId!: number;

  @Property({ type: 'integer' })
  propertyId!: number;

  @Property({ type: 'string' })
  scalar!: Scalar;

  @Property({ type: 'string' })
  status!: ProblemStatus;

  @Property({ type: 'text' })
  since: string = '';

  @Property({ type: 'text' })
  decidedBy: string = '';

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'json', columnType: 'jsonb' })
  references: Reference[] = [];

  /** Bumped by every save: a save that names an older one is refused (409). */
  @Property({ type: 'integer' })
  version: number = 1;
}
