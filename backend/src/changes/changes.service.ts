/**
 * Reading the change log: recent changes (filtered, paged), one change with
 * its states and consequences, an item's history and its state at a
 * catalogue version (cite this version), the review mark.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { CHANGE_KINDS, type ChangeAction, type ChangeDetail, type ChangeKind, type ChangeList, type ChangeRow, type ItemAtVersion, type ItemHistory, type ItemState } from '../../../kb/contract/changes';
import { badRequest, notFound } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import type { SubjectFacts } from './change-recorder';
import { ChangeViews, ROW_COLUMNS, nameFilter, type EquationNames, type LogRow } from './change-rows';
import { DifferentialEquation, DifferentialEquationProperty } from '../entities';
import { pairKey, readState, type ItemKey } from './item-states';

export interface ChangeFilter {
  limit?: string;
  offset?: string;
  kind?: string;
  user?: string;
  unreviewed?: string;
  since?: string;
  until?: string;
}

const MAX_LIMIT = 100;
const MAX_OFFSET = 1_000_000_000;

function whole(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,10}$/.test(value) || Number(value) > max) throw badRequest({ [name]: `Must be a whole number from 0 to ${max}.` });
  return Number(value);
}

/** A date or an ISO 8601 time and nothing after it, from the year 1 on (PostgreSQL has no year 0). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function date(value: string | undefined, name: string): Date | null {
  if (value === undefined || value === '') return null;
  const parsed = new Date(value);
  if (!ISO_TIME.test(value) || Number.isNaN(parsed.getTime()) || parsed.getUTCFullYear() < 1) throw badRequest({ [name]: 'Must be a date (YYYY-MM-DD, or an ISO 8601 time).' });
  return parsed;
}

const FILTER_NAMES = ['limit', 'offset', 'kind', 'user', 'unreviewed', 'since', 'until'] as const;

/** Each filter is sent at most once, as text (a repeated parameter arrives as a list); a name holds no NUL, which the database refuses. */
function checkFilter(filter: ChangeFilter): void {
  for (const name of FILTER_NAMES) {
    const value: unknown = filter[name];
    if (value !== undefined && typeof value !== 'string') throw badRequest({ [name]: `Please send “${name}” once, as text.` });
  }
  if (filter.user?.includes('\0')) throw badRequest({ user: 'A name cannot contain the NUL character.' });
}

/**
 * An import or a restore replaces the whole catalogue, and ids come back: an
 * item's history starts after the last one (what came before is about
 * another catalogue's item of that id, seen in the import's own change).
 */
const SINCE_LAST_IMPORT = `c."id" > (select coalesce(max(i."id"), 0) from "change_log" i where i."kind" = 'catalogue')`;

/** `where` of an item's rows, with its parameters. */
function itemWhere(key: ItemKey): { sql: string; params: unknown[] } {
  return pairKey(key)
    ? { sql: `c."kind" = ? and c."subject_id" = ? and c."property_id" = ? and ${SINCE_LAST_IMPORT}`, params: [key.kind, key.subjectId, key.propertyId] }
    : { sql: `c."kind" = ? and c."item_id" = ? and ${SINCE_LAST_IMPORT}`, params: [key.kind, key.id] };
}

@Injectable()
export class ChangesService {
  private readonly views: ChangeViews;

  constructor(
    private readonly orm: MikroORM,
    private readonly knowledge: KnowledgeService,
  ) {
    this.views = new ChangeViews(() => knowledge.reads);
  }

  private get em(): EntityManager {
    return this.orm.em.fork();
  }

  async list(filter: ChangeFilter, forAdmin: boolean): Promise<ChangeList> {
    checkFilter(filter);
    const limit = whole(filter.limit, 'limit', 50, MAX_LIMIT);
    const offset = whole(filter.offset, 'offset', 0, MAX_OFFSET);
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.kind !== undefined && filter.kind !== '') {
      if (!CHANGE_KINDS.includes(filter.kind as ChangeKind)) throw badRequest({ kind: `Must be one of ${CHANGE_KINDS.join(', ')}.` });
      where.push(`c."kind" = ?`);
      params.push(filter.kind);
    }
    if (filter.user !== undefined && filter.user !== '') {
      const user = await this.userNamed(filter.user);
      if (user === undefined) return { total: 0, changes: [] };
      where.push(user === null ? `c."user_id" is null` : `c."user_id" = ?`);
      if (user !== null) params.push(user);
    }
    if (filter.unreviewed !== undefined) {
      if (!['', 'true', 'false'].includes(filter.unreviewed)) throw badRequest({ unreviewed: 'Must be true or false.' });
      // The review queue: editors' changes nobody has marked reviewed.
      if (filter.unreviewed !== 'false') where.push(`c."reviewed_at" is null and c."user_id" is not null`);
    }
    const since = date(filter.since, 'since');
    const until = date(filter.until, 'until');
    if (since) {
      where.push(`c."at" >= ?`);
      params.push(since);
    }
    if (until) {
      where.push(`c."at" <= ?`);
      params.push(until);
    }
    return this.page(where.length ? where.join(' and ') : 'true', params, limit, offset, forAdmin);
  }

  /** The account a public name names (null: the system), or undefined when none: an account with a chosen name is not found by its "editor N". */
  private async userNamed(name: string): Promise<number | null | undefined> {
    const filter = nameFilter(name);
    if ('system' in filter) return null;
    const rows =
      'unnamed' in filter
        ? await this.em.execute<Array<{ id: number }>>(`select "id" from "user" where "id" = ? and "display_name" is null`, [filter.unnamed])
        : await this.em.execute<Array<{ id: number }>>(`select "id" from "user" where lower("display_name") = lower(?)`, [filter.chosen]);
    return rows.length ? Number(rows[0].id) : undefined;
  }

  private async page(where: string, params: unknown[], limit: number, offset: number, forAdmin: boolean): Promise<{ total: number; changes: ChangeRow[] }> {
    const em = this.em;
    const [{ total }] = await em.execute<Array<{ total: string }>>(`select count(*) as "total" from "change_log" c where ${where}`, params);
    // The page's ids first: a deep offset then skips index entries, not rows with their names and reverts looked up.
    const rows = await em.execute<LogRow[]>(
      `select ${ROW_COLUMNS} from (select c."id" from "change_log" c where ${where} order by c."id" desc limit ? offset ?) p
        join "change_log" c on c."id" = p."id" left join "user" u on u."id" = c."user_id" order by c."id" desc`,
      [...params, limit, offset],
    );
    return { total: Number(total), changes: rows.map((row) => this.views.row(row, forAdmin)) };
  }

  /** One change with its states and consequences (404 when unknown). */
  /** `readerId`: the signed-in reader, told `yours` on their own change. */
  async detail(id: number, forAdmin: boolean, readerId: number | null = null): Promise<ChangeDetail> {
    const rows = await this.em.execute<Array<LogRow & { facts: SubjectFacts[] | null }>>(
      `select ${ROW_COLUMNS}, c."facts" from "change_log" c left join "user" u on u."id" = c."user_id" where c."id" = ?`,
      [id],
    );
    if (!rows.length) throw notFound();
    const detail = this.views.detail(rows[0], rows[0].facts, forAdmin, await this.equationNames(rows[0].facts ?? []));
    return readerId !== null && rows[0].user_id === readerId ? { ...detail, yours: true } : detail;
  }

  /** The names of the equations whose facts a change's consequences list, and of their properties. */
  private async equationNames(facts: SubjectFacts[]): Promise<EquationNames> {
    const listed = facts.filter((s) => s.kind === 'equation').slice(0, 200);
    if (!listed.length) return { equations: new Map(), properties: new Map() };
    const propertyIds = [...new Set(listed.flatMap((s) => [...s.added, ...s.removed].map(([propertyId]) => propertyId)))];
    const [equations, properties] = await Promise.all([
      this.em.find(DifferentialEquation, { id: { $in: listed.map((s) => s.id) } }, { fields: ['id', 'name'] }),
      this.em.find(DifferentialEquationProperty, { id: { $in: propertyIds } }, { fields: ['id', 'name'] }),
    ]);
    return { equations: new Map(equations.map((e) => [e.id, e.name])), properties: new Map(properties.map((p) => [p.id, p.name])) };
  }

  /** An item's changes, newest first (404 when the item neither exists nor ever did). */
  async history(key: ItemKey, filter: Pick<ChangeFilter, 'limit' | 'offset'>, forAdmin: boolean): Promise<ItemHistory> {
    checkFilter({ limit: filter.limit, offset: filter.offset });
    const limit = whole(filter.limit, 'limit', 50, MAX_LIMIT);
    const offset = whole(filter.offset, 'offset', 0, MAX_OFFSET);
    const { sql, params } = itemWhere(key);
    const { total, changes } = await this.page(sql, params, limit, offset, forAdmin);
    if (total === 0 && (await readState(this.em, key)) === null) throw notFound();
    return { total, changes, ...(await this.origin(key)) };
  }

  /** The item as it was at catalogue version `version` (cite this version). */
  async at(key: ItemKey, version: number): Promise<ItemAtVersion> {
    const em = this.em;
    const { sql, params } = itemWhere(key);
    const select = `select ${ROW_COLUMNS} from "change_log" c left join "user" u on u."id" = c."user_id" where ${sql}`;
    const [last] = await em.execute<LogRow[]>(`${select} and c."version" <= ? order by c."id" desc limit 1`, [...params, version]);
    const origin = await this.origin(key);
    if (last) return { version, state: last.after as ItemState | null, change: this.views.row(last, false), ...origin };
    // Nothing logged up to then: the state before its first later change, or (nothing logged at all) the state now.
    const [next] = await em.execute<LogRow[]>(`${select} and c."version" > ? order by c."id" asc limit 1`, [...params, version]);
    const state = next ? (next.before as ItemState | null) : ((await readState(em, key)) as ItemState | null);
    if (!next && state === null) throw notFound();
    // Before the import it came with, the catalogue was another one: this item was not in it.
    const held = origin.createdBeforeHistory || (origin.cameWith !== null && version >= origin.cameWith.version);
    return { version, state: held ? state : null, change: null, ...origin };
  }

  /** Marks a change reviewed: by another editor than its author (400 for one's own). */
  async review(id: number, userId: number, forAdmin: boolean): Promise<ChangeRow> {
    const em = this.em;
    const rows = await em.execute<Array<{ user_id: number | null }>>(`select "user_id" from "change_log" where "id" = ?`, [id]);
    if (!rows.length) throw notFound();
    if (rows[0].user_id === userId) throw badRequest({ general: 'Another editor reviews a change: its author cannot mark it reviewed.' });
    await em.execute(`update "change_log" set "reviewed_by" = ?, "reviewed_at" = now() where "id" = ? and "reviewed_at" is null`, [userId, id]);
    return (await this.detail(id, forAdmin)).change;
  }

  /**
   * Where the item comes from when no change of the log created it: the last
   * import or restore of the whole catalogue (which the item's history starts
   * after), or, with none, from before the log was kept.
   */
  private async origin(key: ItemKey): Promise<Pick<ItemHistory, 'createdBeforeHistory' | 'cameWith'>> {
    const { sql, params } = itemWhere(key);
    const [first] = await this.em.execute<Array<{ action: string }>>(`select c."action" from "change_log" c where ${sql} order by c."id" asc limit 1`, params);
    if (first !== undefined && (first.action === 'create' || first.action === 'import')) return { createdBeforeHistory: false, cameWith: null };
    const [catalogue] = await this.em.execute<Array<{ id: number; version: number; action: ChangeAction }>>(
      `select "id", "version", "action" from "change_log" where "kind" = 'catalogue' order by "id" desc limit 1`,
    );
    return catalogue ? { createdBeforeHistory: false, cameWith: { id: Number(catalogue.id), version: Number(catalogue.version), action: catalogue.action } } : { createdBeforeHistory: true, cameWith: null };
  }

  /** The raw row (revert, restore). */
  async raw(id: number): Promise<(LogRow & { replaced: unknown }) | null> {
    const rows = await this.em.execute<Array<LogRow & { replaced: unknown }>>(
      `select ${ROW_COLUMNS}, c."replaced" from "change_log" c left join "user" u on u."id" = c."user_id" where c."id" = ?`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The newest change that reverted `id` (the answer of a revert). */
  async revertOf(id: number): Promise<number | null> {
    const rows = await this.em.execute<Array<{ id: number }>>(`select max("id") as "id" from "change_log" where "revert_of" = ?`, [id]);
    return rows[0]?.id ?? null;
  }
}
