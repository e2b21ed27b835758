import { Migration } from '@mikro-orm/migrations';

/**
 * Open problems and results independent of ZFC (kb/contract/problems.ts): one
 * row per marked (space, property, scalar), beside the stored links, removed
 * with its space or property. Not versioned through retired_item_version: a
 * mark is edited by its pair and scalar, and a form that loaded a deleted
 * mark finds none (404) or a new one at version 1 that its own version 1 matches —
 * acceptable for a record this small, whose save is an upsert of all its texts.
 */
export class Migration20261126190000SpaceProblem extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "space_property_problem" (
      "id" serial primary key,
      "space_id" integer not null references "space" ("id") on delete cascade,
      "property_id" integer not null references "property" ("id") on delete cascade,
      "scalar" text not null check ("scalar" in ('REAL', 'COMPLEX')),
      "status" text not null check ("status" in ('OPEN', 'INDEPENDENT')),
      "since" text not null default '',
      "decided_by" text not null default '',
      "description" text not null default '',
      "references" jsonb not null default '[]',
      "version" integer not null default 1,
      unique ("space_id", "property_id", "scalar")
    );`);
    this.addSql(`create index "space_property_problem_property_id_index" on "space_property_problem" ("property_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "space_property_problem";`);
  }
}
