import { Migration } from '@mikro-orm/migrations';

/**
 * The whole schema: catalogue items, their links, theorems with their atoms,
 * accounts. Links and atoms go with their owners (on delete cascade); a
 * property used by a theorem cannot go (restrict) — the service says why first.
 * `references` is quoted: it is an SQL keyword.
 */
export class Migration20261120000000Catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "space" (
      "id" serial primary key,
      "symbol" varchar(300) not null unique,
      "norm" text not null default '',
      "description" text not null default '',
      "field" varchar(32) not null,
      "references" jsonb not null default '[]'
    );`);
    this.addSql(`create table "property" (
      "id" serial primary key,
      "name" varchar(300) not null unique,
      "description" text not null default '',
      "field" varchar(32) not null,
      "references" jsonb not null default '[]'
    );`);
    this.addSql(`create table "space_property" (
      "id" serial primary key,
      "space_id" int not null references "space" ("id") on delete cascade,
      "property_id" int not null references "property" ("id") on delete cascade,
      "field" varchar(32) not null,
      "description" text not null default '',
      "references" jsonb not null default '[]',
      constraint "space_property_space_id_property_id_unique" unique ("space_id", "property_id")
    );`);
    this.addSql(`create index "space_property_property_id_index" on "space_property" ("property_id");`);
    this.addSql(`create table "theorem" (
      "id" serial primary key,
      "name" varchar(300) null unique,
      "description" text not null default '',
      "references" jsonb not null default '[]'
    );`);
    this.addSql(`create table "theorem_atom" (
      "id" serial primary key,
      "theorem_id" int not null references "theorem" ("id") on delete cascade,
      "role" varchar(16) not null check ("role" in ('condition', 'conclusion')),
      "property_id" int not null references "property" ("id") on delete restrict,
      "field" varchar(32) not null,
      "position" int not null
    );`);
    this.addSql(`create index "theorem_atom_theorem_id_index" on "theorem_atom" ("theorem_id");`);
    this.addSql(`create index "theorem_atom_property_id_index" on "theorem_atom" ("property_id");`);
    this.addSql(`create table "differential_equation" (
      "id" serial primary key,
      "name" varchar(300) not null unique,
      "symbol" text not null,
      "variables" text not null default '',
      "parameters" text not null default '',
      "description" text not null default '',
      "references" jsonb not null default '[]'
    );`);
    this.addSql(`create table "differential_equation_property" (
      "id" serial primary key,
      "name" varchar(300) not null unique,
      "description" text not null default '',
      "references" jsonb not null default '[]'
    );`);
    this.addSql(`create table "differential_equation_link" (
      "id" serial primary key,
      "differential_equation_id" int not null references "differential_equation" ("id") on delete cascade,
      "differential_equation_property_id" int not null references "differential_equation_property" ("id") on delete cascade,
      "has_property" boolean not null,
      "description" text not null default '',
      "references" jsonb not null default '[]',
      constraint "differential_equation_link_pair_unique" unique ("differential_equation_id", "differential_equation_property_id")
    );`);
    this.addSql(`create index "differential_equation_link_property_index" on "differential_equation_link" ("differential_equation_property_id");`);
    this.addSql(`create table "user" (
      "id" serial primary key,
      "email" varchar(320) not null unique,
      "password_hash" varchar(500) not null,
      "is_admin" boolean not null default false,
      "can_edit" boolean not null default false,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "invite_code" (
      "id" serial primary key,
      "code" varchar(200) not null unique,
      "created_at" timestamptz not null default now(),
      "used_at" timestamptz null,
      "used_by_id" int null references "user" ("id") on delete set null
    );`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'invite_code', 'user', 'differential_equation_link', 'differential_equation_property',
      'differential_equation', 'theorem_atom', 'theorem', 'space_property', 'property', 'space',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
