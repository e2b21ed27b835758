import { Migration } from '@mikro-orm/migrations';

/**
 * Theorems about differential equations, as "theorem"/"theorem_atom" are for
 * spaces: an atom names an equation property and whether it is had; an
 * equation property used by a theorem cannot go (restrict; the service says
 * which theorems first).
 */
export class Migration20261126220000EquationTheorem extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "differential_equation_theorem" (
      "id" serial primary key,
      "name" varchar(300) null unique,
      "description" text not null default '',
      "references" jsonb not null default '[]',
      "version" integer not null default 1
    );`);
    this.addSql(`create table "differential_equation_theorem_atom" (
      "id" serial primary key,
      "theorem_id" int not null references "differential_equation_theorem" ("id") on delete cascade,
      "role" varchar(16) not null check ("role" in ('condition', 'conclusion')),
      "property_id" int not null references "differential_equation_property" ("id") on delete restrict,
      "has_property" boolean not null,
      "position" int not null
    );`);
    this.addSql(`create index "differential_equation_theorem_atom_theorem_id_index" on "differential_equation_theorem_atom" ("theorem_id");`);
    this.addSql(`create index "differential_equation_theorem_atom_property_id_index" on "differential_equation_theorem_atom" ("property_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "differential_equation_theorem_atom";`);
    this.addSql(`drop table if exists "differential_equation_theorem";`);
  }
}
