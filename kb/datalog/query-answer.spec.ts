/** A checked query run on DataScript: rows in order whatever the shape of :find, capped, DataScript's own errors passed on. */
import * as d from 'datascript';
import { answerQuery } from './query-answer';
import { prepareQuery, ruleHeads } from './query-text';

const conn = d.conn_from_db(d.empty_db({ ':space/id': { ':db/unique': ':db.unique/identity' } }));
d.transact(conn, [
  { ':space/id': 3, ':space/symbol': 'c' },
  { ':space/id': 1, ':space/symbol': 'a' },
  { ':space/id': 2, ':space/symbol': 'b' },
]);
const db = d.db(conn);
const RULES = '[[(named ?id ?symbol) [?s ":space/id" ?id] [?s ":space/symbol" ?symbol]]]';
const vocabulary = { attributes: new Set([':space/id', ':space/symbol']), rules: ruleHeads(['(named ?id ?symbol)']) };

function answer(q: string, rowCap = 100) {
  const prepared = prepareQuery(q, vocabulary);
  if ('error' in prepared) throw new Error(prepared.error);
  return answerQuery(db, RULES, prepared.query, rowCap);
}

describe('answerQuery', () => {
  it('answers sorted rows with the columns as written', () => {
    expect(answer('[:find ?id ?symbol :where (named ?id ?symbol)]')).toEqual({
      answer: { columns: ['?id', '?symbol'], rows: [[1, 'a'], [2, 'b'], [3, 'c']], truncated: false },
    });
  });

  it('answers every shape of :find as rows', () => {
    expect(answer('[:find ?id . :where (named ?id "b")]')).toEqual({ answer: { columns: ['?id'], rows: [[2]], truncated: false } });
    expect(answer('[:find ?id . :where (named ?id "z")]')).toEqual({ answer: { columns: ['?id'], rows: [], truncated: false } });
    expect(answer('[:find [?symbol ...] :where (named ?id ?symbol)]')).toEqual({ answer: { columns: ['?symbol'], rows: [['a'], ['b'], ['c']], truncated: false } });
    expect(answer('[:find [?id ?symbol] :where (named ?id ?symbol) [(= ?id 3)]]')).toEqual({ answer: { columns: ['?id', '?symbol'], rows: [[3, 'c']], truncated: false } });
    expect(answer('[:find (pull ?s [:space/symbol]) :where [?s :space/id 1]]')).toEqual({
      answer: { columns: ['(pull ?s [:space/symbol])'], rows: [[{ ':space/symbol': 'a' }]], truncated: false },
    });
  });

  it('keeps the first rows in order past the cap, and says so', () => {
    expect(answer('[:find ?symbol :where (named ?id ?symbol)]', 2)).toEqual({ answer: { columns: ['?symbol'], rows: [['a'], ['b']], truncated: true } });
  });

  it("passes DataScript's error on for what only running finds", () => {
    expect(answer('[:find ?id :where (named ?id ?symbol) [(frobnicate ?id)]]')).toEqual({ error: expect.stringMatching(/Unknown predicate 'frobnicate/) });
    expect(answer('[:find ?nope :where (named ?id ?symbol)]')).toEqual({ error: expect.stringMatching(/unknown vars.*\?nope/) });
  });
});
