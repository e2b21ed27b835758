import { Migration } from '@mikro-orm/migrations';

/**
 * Relations between spaces (docs/relations.md): one row per (kind, Y, X), its
 * field a link's field (which scalars, positively or negatively), removed with
 * either space. Beside it, the two inputs of the reasoner's relational layer
 * that belong to existing items: a property that depends on the norm (never
 * carried along a relation, all of which are up to isomorphism) and a theorem
 * along a relation (its one condition on one space, its conclusions on the
 * related one). Both default to "none", so every existing row means what it did.
 */
export class Migration20261126221000SpaceRelation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "space_relation" (
      "id" serial primary key,
      "kind" text not null check ("kind" in ('subspace', 'complemented', 'quotient', 'dual', 'isomorphic')),
      "space_id" integer not null references "space" ("id") on delete cascade,
      "of_space_id" integer not null references "space" ("id") on delete cascade,
      "field" varchar(255) not null,
      "description" text not null default '',
      "references" jsonb not null default '[]',
      "version" integer not null default 1,
      unique ("kind", "space_id", "of_space_id")
    );`);
    this.addSql(`create index "space_relation_of_space_id_index" on "space_relation" ("of_space_id");`);
    this.addSql(`alter table "property" add column "norm_dependent" boolean not null default false;`);
    this.addSql(`alter table "theorem" add column "along_relation" text null check ("along_relation" in ('subspace', 'complemented', 'quotient', 'dual', 'isomorphic'));`);
    this.addSql(`alter table "theorem" add column "along_direction" text null check ("along_direction" in ('toRelated', 'fromRelated'));`);
    this.addSql(`alter table "theorem" add constraint "theorem_along_check" check (("along_relation" is null) = ("along_direction" is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "theorem" drop constraint if exists "theorem_along_check";`);
    this.addSql(`alter table "theorem" drop column if exists "along_direction";`);
    this.addSql(`alter table "theorem" drop column if exists "along_relation";`);
    this.addSql(`alter table "property" drop column if exists "norm_dependent";`);
    this.addSql(`drop table if exists "space_relation";`);
  }
}
