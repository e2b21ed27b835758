import type { KnownFact, Outcome } from '../../../rules';
import { consequences, loggedFirstStatement, logStatement, type ChangeDraft } from './change-recorder';

const fact = (id: number, propertyId: number, stored: boolean, value = true): KnownFact => ({ subject: { kind: 'space', id }, propertyId, scalar: 'REAL', value, stored });
const outcome = (added: KnownFact[], removed: KnownFact[]): Outcome => ({ reach: [], contradictions: [], added, removed });

describe('consequences', () => {
  test('counts the derived facts and the subjects they are on; lists stored and derived per subject', () => {
    const c = consequences([outcome([fact(1, 10, true), fact(1, 11, false), fact(2, 11, false)], [fact(2, 12, false, false)])]);
    expect(c).toMatchObject({ added: 2, removed: 1, subjects: 2 });
    expect(c.facts).toEqual([
      { kind: 'space', id: 1, added: [[10, 'REAL', true, true], [11, 'REAL', true, false]], removed: [] },
      { kind: 'space', id: 2, added: [[11, 'REAL', true, false]], removed: [[12, 'REAL', false, false]] },
    ]);
  });

  test('a link whose fact only turns stored changes no derived fact and no subject', () => {
    expect(consequences([outcome([fact(1, 10, true)], [fact(1, 10, false)])])).toMatchObject({ added: 0, removed: 1, subjects: 1 });
    expect(consequences([outcome([fact(1, 10, true)], [])])).toMatchObject({ added: 0, removed: 0, subjects: 0 });
  });

  test('a reload (no lists) has none', () => {
    expect(consequences([{ reach: 'all', contradictions: [], added: null, removed: null }])).toEqual({ added: 0, removed: 0, subjects: 0, facts: [] });
  });
});

describe('logStatement', () => {
  const draft = (overrides: Partial<ChangeDraft>): ChangeDraft => ({ key: { kind: 'space', id: 3 }, note: { userId: 7 }, before: { id: 3 }, value: { id: 3 }, outcomes: [], ...overrides });

  test('one row per draft; the action follows from the states, or from the note; a new item’s id from the answer', () => {
    const { sql, params } = logStatement(12, [
      draft({}),
      draft({ key: { kind: 'space', id: null }, before: null, value: { id: 9 } }),
      draft({ key: { kind: 'link', id: null, subjectId: 3, propertyId: 4, deleting: true } }),
      draft({ note: { userId: 8, action: 'revert', revertOf: 5 } }),
    ]);
    expect(sql.match(/\(\?, \?, \?/g)).toHaveLength(4);
    expect(params.filter((p) => ['create', 'update', 'delete', 'revert'].includes(p as string))).toEqual(['update', 'create', 'delete', 'revert']);
    // The new space's id is its answer's; the deleted link has no state after (null, no parameters for it).
    expect(params.slice(0, 7)).toEqual(['space', 'update', 3, null, null, 7, 12]);
    expect(params).toContain(9);
    expect(sql).toContain('null::json,');
  });

});

describe('loggedFirstStatement', () => {
  const first = { sql: 'update "space" s set "description" = ? where s."id" = ? returning s."id", s."symbol", s."norm", s."description", s."field", s."references", s."version"', params: ['texts', 3] };

  test('one statement: the save, then its entry with the state before read from the table and the state after from what the save returned', () => {
    const { sql, params } = loggedFirstStatement(first, { kind: 'space', id: 3 }, { userId: 7 });
    expect(sql.startsWith(`with "saved" as (${first.sql})`)).toBe(true);
    expect(sql).toContain('from "space" o where o."id" = ?');
    expect(sql).toContain(`'symbol', "saved"."symbol"`);
    // Every placeholder has its parameter, the save's first.
    expect(sql.match(/\?/g)).toHaveLength(params.length);
    expect(params).toEqual(['texts', 3, 'space', 'update', 3, null, null, 7, 3, null]);
  });

  test('a link by its pair, no item id; a revert says so', () => {
    const { params } = loggedFirstStatement(first, { kind: 'link', id: null, subjectId: 3, propertyId: 4 }, { userId: 8, action: 'revert', revertOf: 5 });
    expect(params.slice(2)).toEqual(['link', 'revert', null, 3, 4, 8, 3, 4, 5]);
  });
});
