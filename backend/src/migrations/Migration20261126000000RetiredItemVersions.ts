import { Migration } from '@mikro-orm/migrations';

/**
 * The key a form edits each versioned table's rows by: the id, or for a link
 * the pair it links (a link deleted and linked again is a new row of the same pair).
 */
export const ITEM_KEYS: Record<string, [string] | [string, string]> = {
  space: ['id'],
  property: ['id'],
  theorem: ['id'],
  differential_equation: ['id'],
  differential_equation_property: ['id'],
  space_property: ['space_id', 'property_id'],
  differential_equation_link: ['differential_equation_id', 'differential_equation_property_id'],
};

/**
 * Versions are never issued twice at one key (catalogue/item-version.ts): a
 * deleted row leaves its version, the highest its key reached, in
 * "retired_item_version", and a row inserted later at that key (an id that an
 * import gave back, a pair linked again) starts above it and takes it away.
 * So a form loaded for the deleted item is a 409, not an overwrite of the new
 * one. A row with key 0 holds a floor for the whole table, which an import
 * sets (backup/catalogue-store.ts) instead of keeping a row per key it
 * replaced: every key without a row of its own has issued no version above
 * it. The delete trigger is statement-level, with a transition table (an
 * import deletes each table in one statement); the insert trigger sets the
 * row's version before it is written (two index probes, no second write), so
 * an insert at a key never deleted, with no floor, keeps version 1. Saves
 * (UPDATEs) fire nothing.
 */
export class Migration20261126000000RetiredItemVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "retired_item_version" (
      "item_table" text not null,
      "key" integer not null,
      "second_key" integer not null default 0,
      "version" integer not null,
      primary key ("item_table", "key", "second_key")
    );`);
    for (const [table, key] of Object.entries(ITEM_KEYS)) {
      // One pair of functions per table, with static SQL: PL/pgSQL keeps their plans (no format and parse per statement).
      const second = (alias: string) => (key[1] ? `${alias}."${key[1]}"` : '0');
      this.addSql(`create function "${table}_retire_versions"() returns trigger language plpgsql as $$
        begin
          insert into "retired_item_version" ("item_table", "key", "second_key", "version")
            select '${table}', g."${key[0]}", ${second('g')}, g."version" from "gone" g
          on conflict ("item_table", "key", "second_key")
            do update set "version" = greatest("retired_item_version"."version", excluded."version");
          return null;
        end $$;`);
      // Per row, before the insert: two probes of the primary key (an import's rows find nothing to lift).
      this.addSql(`create function "${table}_lift_reused_versions"() returns trigger language plpgsql as $$
        declare "retired" integer; "floor" integer;
        begin
          delete from "retired_item_version" r
            where r."item_table" = '${table}' and r."key" = new."${key[0]}" and r."second_key" = ${second('new')}
            returning r."version" into "retired";
          select r."version" into "floor" from "retired_item_version" r where r."item_table" = '${table}' and r."key" = 0 and r."second_key" = 0;
          "retired" := greatest("retired", "floor");
          if "retired" >= new."version" then new."version" := "retired" + 1; end if;
          return new;
        end $$;`);
      this.addSql(`create trigger "${table}_retire_versions" after delete on "${table}"
        referencing old table as "gone" for each statement execute function "${table}_retire_versions"();`);
      this.addSql(`create trigger "${table}_lift_reused_versions" before insert on "${table}"
        for each row execute function "${table}_lift_reused_versions"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(ITEM_KEYS)) {
      this.addSql(`drop trigger if exists "${table}_retire_versions" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_lift_reused_versions" on "${table}";`);
      this.addSql(`drop function if exists "${table}_retire_versions"();`);
      this.addSql(`drop function if exists "${table}_lift_reused_versions"();`);
    }
    this.addSql(`drop table if exists "retired_item_version";`);
  }
}
