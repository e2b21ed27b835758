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
 * it. Both triggers are statement-level, with transition tables (an import's
 * chunks of 500 rows are one statement each), and an insert at a key never
 * deleted, with no floor, keeps version 1. Saves (UPDATEs) fire nothing.
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
    // Trigger arguments: the key's column(s).
    this.addSql(`create function "retire_item_versions"() returns trigger language plpgsql as $$
      begin
        execute format(
          'insert into "retired_item_version" ("item_table", "key", "second_key", "version")
             select %L, g.%I, %s, g."version" from "gone" g
           on conflict ("item_table", "key", "second_key")
             do update set "version" = greatest("retired_item_version"."version", excluded."version")',
          TG_TABLE_NAME, TG_ARGV[0], case when TG_NARGS > 1 then 'g.' || quote_ident(TG_ARGV[1]) else '0' end);
        return null;
      end $$;`);
    this.addSql(`create function "lift_reused_item_versions"() returns trigger language plpgsql as $$
      declare
        "floor" integer;
        "second_of" text := case when TG_NARGS > 1 then '.' || quote_ident(TG_ARGV[1]) else null end;
      begin
        if exists (select from "retired_item_version" where "item_table" = TG_TABLE_NAME and "key" > 0) then
          execute format(
            'with "retired" as (
               delete from "retired_item_version" r using "added" a
               where r."item_table" = %L and r."key" = a.%I and r."second_key" = %s
               returning r."key", r."second_key", r."version")
             update %I t set "version" = greatest(t."version", "retired"."version" + 1)
               from "retired" where t.%I = "retired"."key" and %s = "retired"."second_key"',
            TG_TABLE_NAME, TG_ARGV[0], coalesce('a' || "second_of", '0'),
            TG_TABLE_NAME, TG_ARGV[0], coalesce('t' || "second_of", '0'));
        end if;
        select "version" into "floor" from "retired_item_version" where "item_table" = TG_TABLE_NAME and "key" = 0 and "second_key" = 0;
        if "floor" is not null and exists (select from "added" where "version" <= "floor") then
          execute format('update %I t set "version" = $1 + 1 from "added" a where t."id" = a."id" and t."version" <= $1', TG_TABLE_NAME) using "floor";
        end if;
        return null;
      end $$;`);
    for (const [table, key] of Object.entries(ITEM_KEYS)) {
      const args = key.map((column) => `'${column}'`).join(', ');
      this.addSql(`create trigger "${table}_retire_versions" after delete on "${table}"
        referencing old table as "gone" for each statement execute function "retire_item_versions"(${args});`);
      this.addSql(`create trigger "${table}_lift_reused_versions" after insert on "${table}"
        referencing new table as "added" for each statement execute function "lift_reused_item_versions"(${args});`);
    }
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(ITEM_KEYS)) {
      this.addSql(`drop trigger if exists "${table}_retire_versions" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_lift_reused_versions" on "${table}";`);
    }
    this.addSql(`drop function if exists "retire_item_versions"();`);
    this.addSql(`drop function if exists "lift_reused_item_versions"();`);
    this.addSql(`drop table if exists "retired_item_version";`);
  }
}
