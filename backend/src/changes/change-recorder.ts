/**
 * A write's entry in the change log (table change_log), drafted by the
 * write's unit of work (KnowledgeService.change) and written by one statement
 * that rides just ahead of the batch's COMMIT: the log row and the change
 * commit together or not at all, and the log costs no round trip of its own.
 * The state after is read by that statement itself (the state before was read
 * when the write began). A write settled by its first statement (a save of
 * texts) writes its entry in that statement instead (loggedFirstStatement).
 */
import type { ChangeAction } from '../../../kb/contract/changes';
import type { KnownFact, Outcome } from '../../../rules';
import type { ChangeNote } from './change-note';
import { pairKey, stateJson, stateQuery, type ItemKey } from './item-states';

/** One subject's facts added and removed: [propertyId, scalar, value, stored] each. */
export type FactTuple = [number, string, boolean, boolean];
export interface SubjectFacts { kind: 'space' | 'equation'; id: number; added: FactTuple[]; removed: FactTuple[] }

export interface ChangeDraft {
  key: ItemKey;
  note: ChangeNote;
  before: Record<string, unknown> | null;
  /** The write's answer ({id} for a new item). */
  value: unknown;
  /** What the reasoner said each of the write's changes does (check). */
  outcomes: Outcome[];
  /** An import: the catalogue it replaces (a backup), kept for a restore. */
  replaced?: unknown;
}

/** The facts per subject and their counts (the derived ones: a link's own fact is the edit itself). */
export function consequences(outcomes: Outcome[]): { added: number; removed: number; subjects: number; facts: SubjectFacts[] } {
  const bySubject = new Map<string, SubjectFacts>();
  let added = 0;
  let removed = 0;
  const subjectsTouched = new Set<string>();
  const put = (fact: KnownFact, list: 'added' | 'removed') => {
    const k = `${fact.subject.kind}:${fact.subject.id}`;
    let entry = bySubject.get(k);
    if (!entry) bySubject.set(k, (entry = { kind: fact.subject.kind, id: fact.subject.id, added: [], removed: [] }));
    entry[list].push([fact.propertyId, fact.scalar, fact.value, fact.stored]);
    if (!fact.stored) {
      subjectsTouched.add(k);
      if (list === 'added') added++;
      else removed++;
    }
  };
  for (const outcome of outcomes) {
    for (const fact of outcome.added ?? []) put(fact, 'added');
    for (const fact of outcome.removed ?? []) put(fact, 'removed');
  }
  return { added, removed, subjects: subjectsTouched.size, facts: [...bySubject.values()] };
}

function action(draft: ChangeDraft): ChangeAction {
  if (draft.note.action) return draft.note.action;
  if (draft.key.kind === 'catalogue') return 'import';
  if (draft.key.deleting) return 'delete';
  return draft.before === null ? 'create' : 'update';
}

/** The item's id after the write: the key's, or the new item's (the write's answer). */
function itemId(draft: ChangeDraft): number | null {
  if (draft.key.kind === 'catalogue' || pairKey(draft.key)) return null;
  if (draft.key.id !== null) return draft.key.id;
  const value = draft.value as { id?: unknown } | null;
  return typeof value?.id === 'number' ? value.id : null;
}

/** The statement that writes the drafts' rows at `version` (the state after read by it). */
export function logStatement(version: number, drafts: ChangeDraft[]): { sql: string; params: unknown[] } {
  const rows: string[] = [];
  const params: unknown[] = [];
  for (const draft of drafts) {
    const id = itemId(draft);
    const act = action(draft);
    const { added, removed, subjects, facts } = consequences(draft.outcomes);
    const after = act === 'delete' ? null : stateQuery(draft.key, id);
    // json, not jsonb (migration 20261127100000): stored as the text sent, not parsed.
    rows.push(`(?, ?, ?, ?, ?, ?, ?, ?::json, ${after ? `${after.sql}::json` : 'null::json'}, ?, ?, ?, ?::json, ?, ?::json)`);
    params.push(
      draft.key.kind, act, id, draft.key.subjectId ?? null, draft.key.propertyId ?? null, draft.note.userId, version,
      draft.before === null ? null : JSON.stringify(draft.before),
      ...(after?.params ?? []),
      added, removed, subjects, facts.length ? JSON.stringify(facts) : null, draft.note.revertOf ?? null,
      draft.replaced === undefined ? null : JSON.stringify(draft.replaced),
    );
  }
  return {
    sql: `insert into "change_log" ("kind", "action", "item_id", "subject_id", "property_id", "user_id", "version", "before", "after",
      "added", "removed", "subjects", "facts", "revert_of", "replaced") values ${rows.join(', ')}`,
    params,
  };
}

/**
 * A write's first statement (first-statement.ts: an UPDATE of an item's texts
 * returning the columns of its state) that also writes the write's log entry,
 * as a data-modifying CTE: the state before is read by the INSERT (which, in
 * one statement, sees the row as it was before the UPDATE), the state after
 * is made from the UPDATE's RETURNING, so neither state travels to the server
 * and back nor is parsed and planned a second time, and the entry costs no
 * statement of its own. The version is the one this transaction bumped, in
 * the same string just before (catalogue-transaction.ts). An entry only
 * where the UPDATE returned a row (else the write runs its work and is logged
 * as any other); none without the other, since they are one statement. A
 * save of texts changes no fact: no consequences (the columns' defaults).
 */
export function loggedFirstStatement(first: { sql: string; params: unknown[] }, key: ItemKey, note: ChangeNote): { sql: string; params: unknown[] } {
  if (key.kind === 'catalogue') throw new Error('a first statement saves an item, not the catalogue');
  const before = stateQuery(key, key.id);
  return {
    sql: `with "saved" as (${first.sql}),
      "logged" as (insert into "change_log" ("kind", "action", "item_id", "subject_id", "property_id", "user_id", "version", "before", "after", "revert_of")
        select ?::varchar, ?::varchar, ?::integer, ?::integer, ?::integer, ?::integer, (select "version" from "catalogue_state" where "id" = 1), ${before.sql}, ${stateJson(key.kind, '"saved"')}, ?::integer from "saved")
      select * from "saved"`,
    params: [
      ...first.params,
      key.kind, note.action ?? 'update', pairKey(key) ? null : key.id, key.subjectId ?? null, key.propertyId ?? null, note.userId,
      ...before.params, note.revertOf ?? null,
    ],
  };
}
