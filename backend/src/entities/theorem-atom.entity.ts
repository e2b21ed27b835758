import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { LinkField } from '../../../kb/contract/fields';

export type AtomRole = 'condition' | 'conclusion';

/**
 * One condition or conclusion of a theorem: a property with a link field.
 * Removed with its theorem; its property cannot be deleted while it exists.
 */
@Entity({ tableName: 'theorem_atom' })
export class TheoremAtom {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  theoremId!: number;

  @Property({ type: 'string' })
  role!: AtomRole;

  @Property({ type: 'integer' })
  propertyId!: number;

  @Property({ type: 'string' })
  field!: LinkField;

  /** Order within the theorem's conditions or conclusions. */
  @Property({ type: 'integer' })
  position!: number;
}
