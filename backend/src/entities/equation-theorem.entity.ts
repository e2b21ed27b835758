import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Reference } from '../../../kb/contract/references';
import type { AtomRole } from './theorem-atom.entity';

/** A theorem about differential equations: its atoms are equation properties (differential_equation_theorem_atom). */
@Entity({ tableName: 'differential_equation_theorem' })
export class EquationTheorem {
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

/**
 * One condition or conclusion of an equation theorem: an equation property,
 * had or lacked. Removed with its theorem; its property cannot be deleted while it exists.
 */
@Entity({ tableName: 'differential_equation_theorem_atom' })
export class EquationTheoremAtom {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  theoremId!: number;

  @Property({ type: 'string' })
  role!: AtomRole;

  @Property({ type: 'integer' })
  propertyId!: number;

  @Property({ type: 'boolean' })
  hasProperty!: boolean;

  /** Order within the theorem's conditions or conclusions. */
  @Property({ type: 'integer' })
  position!: number;
}
