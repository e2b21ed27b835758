import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows the forms edit: each row carries a version, bumped by every save (no lost update). */
export const VERSIONED_TABLES = [
  'space',
  'property',
  'theorem',
  'space_property',
  'differential_equation',
  'differential_equation_property',
  'differential_equation_link',
];

/**
 * Every editable item carries a version: a form sends the one it loaded, and
 * a save on a stale version is a 409 instead of silently overwriting a change
 * someone else made meanwhile.
 */
export class Migration20261123000100EntityVersions extends Migration {
  override async up(): Promise<void> {
    for (const table of VERSIONED_TABLES) this.addSql(`alter table "${table}" add column "version" integer not null default 1;`);
  }

  override async down(): Promise<void> {
    for (const table of VERSIONED_TABLES) this.addSql(`alter table "${table}" drop column "version";`);
  }
}
