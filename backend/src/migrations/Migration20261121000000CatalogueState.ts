import { Migration } from '@mikro-orm/migrations';

/**
 * One row that says whether the starter catalogue is still to be loaded. It is
 * pending only in a database that has no catalogue when this migration runs (a
 * fresh one); the first server start settles it, so an admin who deletes every
 * item does not get the starter catalogue back at the next restart.
 */
export class Migration20261121000000CatalogueState extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalogue_state" (
      "id" int primary key check ("id" = 1),
      "starter_pending" boolean not null,
      "initialised_at" timestamptz null
    );`);
    this.addSql(`insert into "catalogue_state" ("id", "starter_pending", "initialised_at")
      select 1, pending, case when pending then null else now() end from (select not (
        exists (select 1 from "space") or exists (select 1 from "property") or exists (select 1 from "theorem")
        or exists (select 1 from "differential_equation") or exists (select 1 from "differential_equation_property")
      ) as pending) as catalogue;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_state";`);
  }
}
