import { Migration } from '@mikro-orm/migrations';

/**
 * A property may be declared to mean a relation to a named space ("contains a
 * copy of c₀" means c₀ is a subspace of X, docs/relations.md): the kind and the
 * named space, both or neither. No foreign key: deleting the named space clears
 * the declaration (space.service.ts), and an import sets it after the spaces.
 */
export class Migration20261127080000PropertyMeaning extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "property" add column "means_relation" text null check ("means_relation" in ('subspace', 'complemented', 'quotient', 'dual', 'isomorphic'));`);
    this.addSql(`alter table "property" add column "means_space_id" integer null;`);
    this.addSql(`alter table "property" add constraint "property_means_check" check (("means_relation" is null) = ("means_space_id" is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "property" drop constraint if exists "property_means_check";`);
    this.addSql(`alter table "property" drop column if exists "means_space_id";`);
    this.addSql(`alter table "property" drop column if exists "means_relation";`);
  }
}
