/**
 * The change log's rows as the API answers them (kb/contract/changes.ts):
 * display names instead of accounts (an account's email only for admins),
 * a label for lists, and the consequences with the names of what they are
 * about.
 */
import type { ChangeAction, ChangeDetail, ChangeKind, ChangeRow, ConsequenceFact, ItemState, SubjectConsequences } from '../../../kb/contract/changes';
import { fieldPair, isLinkField, LINK_FIELD_LABELS, type Scalar } from '../../../kb/contract/fields';
import { RELATION_KIND_LABELS, RELATION_KIND_NAMES } from '../../../kb/contract/relations';
import type { RelationKind } from '../../../kb/contract/links';
import type { ReadModel } from '../knowledge/read-model';
import type { FactTuple, SubjectFacts } from './change-recorder';
import type { ItemKey } from './item-states';

/** Names of equations and equation properties by id. */
export interface EquationNames { equations: Map<number, string>; properties: Map<number, string> }
const NO_NAMES: EquationNames = { equations: new Map(), properties: new Map() };

/** A change_log row as the queries select it. */
export interface LogRow {
  id: number;
  kind: ChangeKind;
  action: ChangeAction;
  item_id: number | null;
  subject_id: number | null;
  property_id: number | null;
  user_id: number | null;
  email: string | null;
  user_name: string | null;
  reviewer_name: string | null;
  at: Date | string;
  version: number | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  added: number;
  removed: number;
  subjects: number;
  revert_of: number | null;
  reviewed_by: number | null;
  reverted_by: number | null;
  /** An equation link's equation and property names (null for other kinds, or once deleted). */
  equation_name: string | null;
  equation_property_name: string | null;
}

/** The columns LogRow needs, over change_log `c` (and `u`, its user). */
export const ROW_COLUMNS = `c."id", c."kind", c."action", c."item_id", c."subject_id", c."property_id", c."user_id", u."email", u."display_name" as "user_name", c."at", c."version",
  c."before", c."after", c."added", c."removed", c."subjects", c."revert_of", c."reviewed_by",
  (select v."display_name" from "user" v where v."id" = c."reviewed_by") as "reviewer_name",
  (select min(r."id") from "change_log" r where r."revert_of" = c."id") as "reverted_by",
  (select de."name" from "differential_equation" de where c."kind" = 'differential-equation-link' and de."id" = c."subject_id") as "equation_name",
  (select dp."name" from "differential_equation_property" dp where c."kind" = 'differential-equation-link' and dp."id" = c."property_id") as "equation_property_name"`;

/** The public name of an account: its chosen display name, else "editor N"; "system" for writes of no account (the seed, the command line). */
export function displayName(userId: number | null, chosen: string | null = null): string {
  return userId === null ? 'system' : (chosen ?? `editor ${userId}`);
}

/** How a display name filter reads: the writes of no account, an unnamed account's "editor N", or a chosen name. */
export type NameFilter = { system: true } | { unnamed: number } | { chosen: string };

export function nameFilter(name: string): NameFilter {
  const text = name.trim();
  if (text === 'system') return { system: true };
  const match = /^editor (\d{1,9})$/.exec(text);
  return match ? { unnamed: Number(match[1]) } : { chosen: text };
}

/** The item key a row is about. */
export function keyOf(row: Pick<LogRow, 'kind' | 'item_id' | 'subject_id' | 'property_id'>): ItemKey {
  return { kind: row.kind, id: row.item_id, subjectId: row.subject_id ?? undefined, propertyId: row.property_id ?? undefined };
}

const isRelationKind = (value: unknown): value is RelationKind => (RELATION_KIND_NAMES as readonly unknown[]).includes(value);

export class ChangeViews {
  /** `model`: the read model, made when the KnowledgeService starts (after this). */
  constructor(private readonly model: () => ReadModel) {}

  private get reads(): ReadModel {
    return this.model();
  }

  row(row: LogRow, forAdmin: boolean): ChangeRow {
    const state = row.after ?? row.before;
    const after = row.after as { version?: unknown } | null;
    return {
      id: Number(row.id),
      kind: row.kind,
      action: row.action,
      itemId: row.item_id,
      spaceId: row.kind === 'link' ? row.subject_id : null,
      equationId: row.kind === 'differential-equation-link' ? row.subject_id : null,
      propertyId: row.property_id,
      label: this.label(row, state),
      user: displayName(row.user_id, row.user_name),
      ...(forAdmin ? { account: row.email ?? 'system' } : {}),
      at: new Date(row.at).toISOString(),
      version: Number(row.version),
      itemVersion: row.kind !== 'catalogue' && typeof after?.version === 'number' ? after.version : null,
      reviewed: row.reviewed_by !== null,
      reviewedBy: row.reviewed_by === null ? null : displayName(row.reviewed_by, row.reviewer_name),
      revertOf: row.revert_of,
      revertedBy: row.reverted_by === null ? null : Number(row.reverted_by),
      consequences: { added: row.added, removed: row.removed, spaces: row.subjects },
    };
  }

  /** `equations`: the names of the equations and equation properties the consequences name (read from the database; spaces' are in the read model). */
  detail(row: LogRow, facts: SubjectFacts[] | null, forAdmin: boolean, equations: EquationNames = NO_NAMES): ChangeDetail {
    const all = facts ?? [];
    return {
      change: this.row(row, forAdmin),
      before: row.before as ItemState | null,
      after: row.after as ItemState | null,
      consequences: all.slice(0, 200).map((s) => this.subject(s, equations)),
      consequencesTruncated: all.length > 200,
    };
  }

  private subject(s: SubjectFacts, equations: EquationNames): SubjectConsequences {
    const label = s.kind === 'space' ? (this.reads.space(s.id)?.symbol ?? `space #${s.id}`) : (equations.equations.get(s.id) ?? `equation #${s.id}`);
    const fact = ([propertyId, scalar, value, stored]: FactTuple): ConsequenceFact => ({
      propertyId,
      propertyName: (s.kind === 'space' ? this.reads.property(propertyId)?.name : equations.properties.get(propertyId)) ?? `property #${propertyId}`,
      scalar: scalar as Scalar,
      value,
      stored,
    });
    return { subjectKind: s.kind, subjectId: s.id, label, added: s.added.map(fact), removed: s.removed.map(fact) };
  }

  /** "Y is (not) … X" with the spaces' symbols, as the relation's page heads it; the field when it holds over one scalar only. */
  private relationLabel(state: Record<string, unknown> | null): string | null {
    const { kind, spaceId, ofSpaceId, field } = state ?? {};
    if (!isRelationKind(kind) || typeof spaceId !== 'number' || typeof ofSpaceId !== 'number' || !isLinkField(field)) return null;
    const symbol = (id: number) => this.reads.space(id)?.symbol ?? `space #${id}`;
    const said = Object.values(fieldPair(field)).filter((value) => value !== undefined);
    const words = said.every((value) => !value) ? RELATION_KIND_LABELS[kind].replace(/^is /, 'is not ') : RELATION_KIND_LABELS[kind];
    const scalars = said.every((value) => value === said[0]) ? '' : ` (${LINK_FIELD_LABELS[field].toLowerCase()})`;
    return `${symbol(spaceId)} ${words} ${symbol(ofSpaceId)}${scalars}`;
  }

  private label(row: LogRow, state: Record<string, unknown> | null): string {
    const text = (key: string) => (typeof state?.[key] === 'string' ? (state[key] as string) : null);
    switch (row.kind) {
      case 'space':
        return text('symbol') ?? `space #${row.item_id}`;
      case 'theorem':
        return text('name') ?? `theorem #${row.item_id}`;
      case 'link':
        return `${this.reads.space(row.subject_id!)?.symbol ?? `space #${row.subject_id}`} — ${this.reads.property(row.property_id!)?.name ?? `property #${row.property_id}`}`;
      case 'differential-equation-link':
        // Equations are not in the read model: their names come with the row (ROW_COLUMNS).
        return `${row.equation_name ?? `equation #${row.subject_id}`} — ${row.equation_property_name ?? `property #${row.property_id}`}`;
      case 'relation':
        return this.relationLabel(state) ?? `relation #${row.item_id}`;
      case 'catalogue':
        return 'the whole catalogue';
      default:
        return text('name') ?? `${row.kind} #${row.item_id}`;
    }
  }
}
