/**
 * An item's state as the change log keeps it (kb/contract/changes.ts
 * ItemState): one SQL expression per kind, so the state after a write is read
 * by the statement that writes the log row (in the COMMIT's round trip) and
 * the state before by one query in the write's transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeKind } from '../../../kb/contract/changes';

/** Which item a write is about: an id, or for links the pair. `id` null: a new item (its id is the write's answer). */
export interface ItemKey {
  kind: ChangeKind;
  id: number | null;
  /** A link's space or an equation link's equation. */
  subjectId?: number;
  propertyId?: number;
  /** The write deletes the item. */
  deleting?: boolean;
}

const refs = (alias: string) => `${alias}."references"`;

/** A property's declaration (null for none), with the named space's symbol when logged, for the history to read. */
const meansJson = (o: string) =>
  `case when ${o}."means_relation" is null then null else json_build_object('relation', ${o}."means_relation", 'spaceId', ${o}."means_space_id", 'spaceSymbol', (select s."symbol" from "space" s where s."id" = ${o}."means_space_id")) end`;

/** The json of the row `o` of the kind's table. */
const STATE: Record<Exclude<ChangeKind, 'catalogue'>, { table: string; json: (o: string) => string; where: (o: string) => string }> = {
  space: {
    table: 'space',
    json: (o) => `json_build_object('id', ${o}."id", 'symbol', ${o}."symbol", 'norm', ${o}."norm", 'description', ${o}."description", 'field', ${o}."field", 'references', ${refs(o)}, 'version', ${o}."version")`,
    where: (o) => `${o}."id" = ?`,
  },
  property: {
    table: 'property',
    json: (o) => `json_build_object('id', ${o}."id", 'name', ${o}."name", 'description', ${o}."description", 'field', ${o}."field", 'references', ${refs(o)}, 'version', ${o}."version", 'normDependent', ${o}."norm_dependent",
      'means', ${meansJson(o)})`,
    where: (o) => `${o}."id" = ?`,
  },
  link: {
    table: 'space_property',
    json: (o) => `json_build_object('spaceId', ${o}."space_id", 'propertyId', ${o}."property_id", 'field', ${o}."field", 'description', ${o}."description", 'references', ${refs(o)}, 'version', ${o}."version")`,
    where: (o) => `${o}."space_id" = ? and ${o}."property_id" = ?`,
  },
  theorem: {
    table: 'theorem',
    json: (o) => {
      const atoms = (role: string) => `coalesce((select json_agg(json_build_object('id', a."id", 'propertyId', a."property_id", 'field', a."field", 'propertyName', p."name") order by a."position")
        from "theorem_atom" a join "property" p on p."id" = a."property_id" where a."theorem_id" = ${o}."id" and a."role" = '${role}'), '[]'::json)`;
      return `json_build_object('id', ${o}."id", 'name', ${o}."name", 'description', ${o}."description", 'conditions', ${atoms('condition')}, 'conclusions', ${atoms('conclusion')}, 'references', ${refs(o)}, 'version', ${o}."version",
        'along', case when ${o}."along_relation" is null then null else json_build_object('relation', ${o}."along_relation", 'direction', ${o}."along_direction") end)`;
    },
    where: (o) => `${o}."id" = ?`,
  },
  'differential-equation': {
    table: 'differential_equation',
    json: (o) => `json_build_object('id', ${o}."id", 'name', ${o}."name", 'symbol', ${o}."symbol", 'variables', ${o}."variables", 'parameters', ${o}."parameters", 'description', ${o}."description", 'references', ${refs(o)}, 'version', ${o}."version")`,
    where: (o) => `${o}."id" = ?`,
  },
  'differential-equation-property': {
    table: 'differential_equation_property',
    json: (o) => `json_build_object('id', ${o}."id", 'name', ${o}."name", 'description', ${o}."description", 'references', ${refs(o)}, 'version', ${o}."version")`,
    where: (o) => `${o}."id" = ?`,
  },
  'differential-equation-link': {
    table: 'differential_equation_link',
    json: (o) => `json_build_object('differentialEquationId', ${o}."differential_equation_id", 'differentialEquationPropertyId', ${o}."differential_equation_property_id", 'hasProperty', ${o}."has_property", 'description', ${o}."description", 'references', ${refs(o)}, 'version', ${o}."version")`,
    where: (o) => `${o}."differential_equation_id" = ? and ${o}."differential_equation_property_id" = ?`,
  },
  'differential-equation-theorem': {
    table: 'differential_equation_theorem',
    json: (o) => {
      const atoms = (role: string) => `coalesce((select json_agg(json_build_object('propertyId', a."property_id", 'hasProperty', a."has_property", 'propertyName', p."name") order by a."position")
        from "differential_equation_theorem_atom" a join "differential_equation_property" p on p."id" = a."property_id" where a."theorem_id" = ${o}."id" and a."role" = '${role}'), '[]'::json)`;
      return `json_build_object('id', ${o}."id", 'name', ${o}."name", 'description', ${o}."description", 'conditions', ${atoms('condition')}, 'conclusions', ${atoms('conclusion')}, 'references', ${refs(o)}, 'version', ${o}."version")`;
    },
    where: (o) => `${o}."id" = ?`,
  },
  relation: {
    table: 'space_relation',
    json: (o) => `json_build_object('id', ${o}."id", 'kind', ${o}."kind", 'spaceId', ${o}."space_id", 'ofSpaceId', ${o}."of_space_id", 'field', ${o}."field", 'description', ${o}."description", 'references', ${refs(o)}, 'version', ${o}."version")`,
    where: (o) => `${o}."id" = ?`,
  },
};

/** Links are named by their pair, not an id. */
export function pairKey(key: Pick<ItemKey, 'kind'>): boolean {
  return key.kind === 'link' || key.kind === 'differential-equation-link';
}

function keyParams(key: ItemKey, id: number | null): number[] {
  return pairKey(key) ? [key.subjectId!, key.propertyId!] : [id!];
}

/** An import's or a restore's state: how big the catalogue is. */
const CATALOGUE = `(select json_build_object('spaces', (select count(*) from "space"), 'properties', (select count(*) from "property"),
  'links', (select count(*) from "space_property"), 'theorems', (select count(*) from "theorem"), 'equations', (select count(*) from "differential_equation")))`;

/** `(select <state> from <table> o where <key>)` with its parameters: the item's state now (null when there is none). */
export function stateQuery(key: ItemKey, id: number | null): { sql: string; params: number[] } {
  if (key.kind === 'catalogue') return { sql: CATALOGUE, params: [] };
  const state = STATE[key.kind];
  return { sql: `(select ${state.json('o')} from "${state.table}" o where ${state.where('o')})`, params: keyParams(key, id) };
}

/** A subject's stored links, which its deletion takes with it (on delete cascade): kept in the deletion's state, so a revert can put them back. */
const SUBJECT_LINKS: Partial<Record<ChangeKind, { kind: 'link' | 'differential-equation-link'; column: string }>> = {
  space: { kind: 'link', column: 'space_id' },
  'differential-equation': { kind: 'differential-equation-link', column: 'differential_equation_id' },
};

/** A space's relations, either way, which its deletion also takes with it (kept as `relations`, as `links`). */
const SPACE_RELATIONS = `(select coalesce(json_agg(${STATE.relation.json('o')} order by o."id"), '[]'::json) from "space_relation" o where o."space_id" = ? or o."of_space_id" = ?) as "relations"`;
/** The properties that mean a relation to the space, whose meaning its deletion clears (kept as `meanings`, so a revert declares them again). */
const SPACE_MEANINGS = `(select coalesce(json_agg(json_build_object('propertyId', p."id", 'relation', p."means_relation") order by p."id"), '[]'::json) from "property" p where p."means_space_id" = ?) as "meanings"`;

/** The query of the item's state now (readState), or null when the key names no item yet. */
export function stateStatement(key: ItemKey): { sql: string; params: unknown[] } | null {
  if (key.id === null && !pairKey(key) && key.kind !== 'catalogue') return null;
  const { sql, params } = stateQuery(key, key.id);
  const links = key.deleting ? SUBJECT_LINKS[key.kind] : undefined;
  if (!links) return { sql: `select ${sql} as "state"`, params };
  const linksSql = `(select coalesce(json_agg(${STATE[links.kind].json('o')} order by o."${links.column}"), '[]'::json) from "${STATE[links.kind].table}" o where o."${links.column}" = ?) as "links"`;
  const relations = key.kind === 'space';
  return {
    sql: `select ${sql} as "state", ${linksSql}${relations ? `, ${SPACE_RELATIONS}, ${SPACE_MEANINGS}` : ''}`,
    params: [...params, key.id, ...(relations ? [key.id, key.id, key.id] : [])],
  };
}

/** The state in the rows stateStatement's query returned (null when there is none); a subject about to be deleted with its `links` (and a space its `relations` and `meanings`). */
export function stateOf(key: ItemKey, rows: Array<Record<string, unknown>>): Record<string, unknown> | null {
  const state = (rows[0]?.state as Record<string, unknown> | null | undefined) ?? null;
  if (!state || !key.deleting || !SUBJECT_LINKS[key.kind]) return state;
  return key.kind === 'space' ? { ...state, links: rows[0].links, relations: rows[0].relations, meanings: rows[0].meanings } : { ...state, links: rows[0].links };
}

/** The item's state now, read with `em` (null when there is none, or the key names no item yet); a subject about to be deleted with its `links`. */
export async function readState(em: EntityManager, key: ItemKey): Promise<Record<string, unknown> | null> {
  const statement = stateStatement(key);
  return statement ? stateOf(key, await em.execute<Array<Record<string, unknown>>>(statement.sql, statement.params)) : null;
}

/** The state expression over the alias `o` (for a statement that reads the row it updates). */
export function stateJson(kind: Exclude<ChangeKind, 'catalogue'>, alias: string): string {
  return STATE[kind].json(alias);
}
