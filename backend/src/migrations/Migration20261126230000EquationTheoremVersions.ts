import { Migration } from '@mikro-orm/migrations';

/**
 * Equation theorems' edit versions are never issued twice at one id, like the
 * other items' (Migration20261126000000RetiredItemVersions, whose triggers this
 * repeats for "differential_equation_theorem"): a deleted theorem leaves its
 * version, and a theorem made later at that id starts above it.
 */
const TABLE = 'differential_equation_theorem';

export class Migration20261126230000EquationTheoremVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "${TABLE}_retire_versions"() returns trigger language plpgsql as $$
      begin
        insert into "retired_item_version" ("item_table", "key", "second_key", "version")
          select '${TABLE}', g."id", 0, g."version" from "gone" g
        on conflict ("item_table", "key", "second_key")
          do update set "version" = greatest("retired_item_version"."version", excluded."version");
        return null;
      end $$;`);
    this.addSql(`create function "${TABLE}_lift_reused_versions"() returns trigger language plpgsql as $$
      declare "retired" integer; "floor" integer;
      begin
        delete from "retired_item_version" r
          where r."item_table" = '${TABLE}' and r."key" = new."id" and r."second_key" = 0
          returning r."version" into "retired";
        select r."version" into "floor" from "retired_item_version" r where r."item_table" = '${TABLE}' and r."key" = 0 and r."second_key" = 0;
        "retired" := greatest("retired", "floor");
        if "retired" >= new."version" then new."version" := "retired" + 1; end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "${TABLE}_retire_versions" after delete on "${TABLE}"
      referencing old table as "gone" for each statement execute function "${TABLE}_retire_versions"();`);
    this.addSql(`create trigger "${TABLE}_lift_reused_versions" before insert on "${TABLE}"
      for each row execute function "${TABLE}_lift_reused_versions"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "${TABLE}_retire_versions" on "${TABLE}";`);
    this.addSql(`drop trigger if exists "${TABLE}_lift_reused_versions" on "${TABLE}";`);
    this.addSql(`drop function if exists "${TABLE}_retire_versions"();`);
    this.addSql(`drop function if exists "${TABLE}_lift_reused_versions"();`);
  }
}
