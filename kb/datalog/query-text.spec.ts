/** Readers' queries: checked against the catalogue's names, refused when malformed or writing, rewritten for DataScript. */
import { prepareQuery, ruleHeads, MAX_QUERY_LENGTH, type Prepared } from './query-text';

const vocabulary = {
  attributes: new Set([':space/id', ':space/symbol', ':link/space', ':link/property', ':link/field']),
  rules: ruleHeads(['(holds ?space ?property ?scalar ?value)']),
};
const prepare = (q: string) => prepareQuery(q, vocabulary);
const errorOf = (prepared: Prepared) => ('error' in prepared ? prepared.error : null);
const queryOf = (prepared: Prepared) => {
  if ('error' in prepared) throw new Error(prepared.error);
  return prepared.query;
};

describe('prepareQuery', () => {
  it('writes attributes as DataScript strings and gives the database and the rules as inputs', () => {
    const query = queryOf(prepare('[:find ?symbol :where [?s :space/symbol ?symbol] (holds ?space 3 "REAL" true)]'));
    expect(query.text).toBe('[:find ?symbol :in $ % :where [?s ":space/symbol" ?symbol] (holds ?space 3 "REAL" true)]');
    expect(query.columns).toEqual(['?symbol']);
    expect(query.shape).toBe('relation');
  });

  it('reads the map form, :with, pull patterns (reverse attributes, :db/id) and calls that name attributes', () => {
    const query = queryOf(
      prepare('{:find [(pull ?s [:db/id :space/symbol {:link/_space [:link/field]}]) (count ?l)] :with [?l] :in [$ %] :where [[?s :space/id] [(get-else $ ?s :space/symbol "") ?x]]}'.replace(':in [$ %] ', '')),
    );
    expect(query.text).toBe('[:find (pull ?s [:db/id ":space/symbol" {":link/_space" [":link/field"]}]) (count ?l) :with ?l :in $ % :where [?s ":space/id"] [(get-else $ ?s ":space/symbol" "") ?x]]');
    expect(query.columns).toEqual(['(pull ?s [:db/id :space/symbol {:link/_space [:link/field]}])', '(count ?l)']);
  });

  it('knows the shapes of :find', () => {
    expect(queryOf(prepare('[:find ?x . :where [?s :space/id ?x]]')).shape).toBe('scalar');
    expect(queryOf(prepare('[:find [?x ...] :where [?s :space/id ?x]]')).shape).toBe('collection');
    const tuple = queryOf(prepare('[:find [?x ?s] :where [?s :space/id ?x]]'));
    expect([tuple.shape, tuple.columns]).toEqual(['tuple', ['?x', '?s']]);
  });

  it('checks rules and attributes inside or, not and their joins', () => {
    expect(queryOf(prepare('[:find ?s :where [?s :space/id] (not-join [?s] [?l :link/space ?s] (holds ?s 1 "REAL" false)) (or [?s :space/symbol "a"] (and [?s :space/symbol "b"]))]')).text).toContain(
      '(not-join [?s] [?l ":link/space" ?s] (holds ?s 1 "REAL" false))',
    );
    expect(errorOf(prepare('[:find ?s :where [?s :space/id] (not (holdz ?s 1 "REAL" false))]'))).toMatch(/^Unknown rule holdz: the catalogue's rules are holds\./);
    expect(errorOf(prepare('[:find ?s :where (or-join [?s] [?s :space/name "a"])]'))).toMatch(/^Unknown attribute :space\/name/);
  });

  it('refuses a rule called with the wrong number of arguments, naming its parameters', () => {
    // DataScript would answer nothing (or run past the budget) rather than say so.
    expect(errorOf(prepare('[:find ?s ?p :where (holds ?s ?p true)]'))).toBe(
      'holds takes 4 arguments, (holds ?space ?property ?scalar ?value), not 3: (holds ?s ?p true).',
    );
    expect(errorOf(prepare('[:find ?s :where (not (holds ?s 1 "REAL" true false))]'))).toMatch(/^holds takes 4 arguments/);
    expect(errorOf(prepare('[:find ?s :where ($ holds ?s 1 "REAL")]'))).toMatch(/^holds takes 4 arguments, .*not 3/);
    expect(queryOf(prepare('[:find ?s :where ($ holds ?s 1 "REAL" true)]')).columns).toEqual(['?s']);
  });

  it('refuses unknown attributes, as keywords, strings or in pull patterns', () => {
    expect(errorOf(prepare('[:find ?x :where [?s :space/nope ?x]]'))).toMatch(/^Unknown attribute :space\/nope/);
    expect(errorOf(prepare('[:find ?x :where [?s ":space/nope" ?x]]'))).toMatch(/^Unknown attribute :space\/nope/);
    expect(errorOf(prepare('[:find (pull ?s [:space/nope]) :where [?s :space/id]]'))).toMatch(/^Unknown attribute :space\/nope/);
    expect(errorOf(prepare('[:find ?x :where [$ ?s :nope/x ?x]]'))).toMatch(/^Unknown attribute :nope\/x/);
  });

  it('refuses writes: transaction functions anywhere, transaction data', () => {
    for (const q of ['[[:db/add 1 :space/symbol "x"]]', '[:find ?x :where [(ground :db/retractEntity) ?x]]', '[{:space/id 1 :space/symbol "x"}]', '[[:db.fn/retractEntity 1]]', '{:db/id 1 :space/symbol "x"}']) {
      expect([q, errorOf(prepare(q))]).toEqual([q, expect.stringMatching(/^Queries only read/)]);
    }
  });

  it('refuses malformed text with what is wrong', () => {
    expect(errorOf(prepare('[:find ?x :where [?s :space/id ?x]'))).toMatch(/not closed/);
    expect(errorOf(prepare('[:find ?x :where [?s :space/id "x]]'))).toMatch(/not closed/);
    expect(errorOf(prepare('[:find ?x :where [?s :space/id ?x]]]'))).toMatch(/closing bracket/);
    expect(errorOf(prepare('[:find ?x :where [?s :space/id ?x]]) ('))).toMatch(/closed twice/);
    expect(errorOf(prepare('[:find ?x] [:find ?y]'))).toMatch(/^Send one query/);
    expect(errorOf(prepare('   '))).toMatch(/^Write a query/);
    expect(errorOf(prepare('x'.repeat(MAX_QUERY_LENGTH + 1)))).toMatch(/at most/);
    expect(errorOf(prepare('[:find ?x :where [?x :space/id ?y] [(> ?y 1e400)]]'))).toMatch(/too large/);
    // EDN's symbolic values, which the reader does not read: said so, not "a bracket is not closed".
    expect(errorOf(prepare('[:find ?y :where [(ground ##NaN) ?y]]'))).toBe('Symbolic values (##Inf, ##-Inf, ##NaN) are not taken: a number is written in digits.');
    expect(errorOf(prepare('[:find ?y :where [(> ?y ##Inf)] [?s :space/id ?y]]'))).toMatch(/^Symbolic values/);
    expect(queryOf(prepare('[:find ?s :where [?s :space/symbol "##NaN"]]')).columns).toEqual(['?s']);
    expect('query' in prepare('[:find ?x :where [?x :space/id ?y] [(> ?y 1e300)]]')).toBe(true);
  });

  it('refuses what is not a query', () => {
    expect(errorOf(prepare('42'))).toMatch(/starts with :find/);
    expect(errorOf(prepare('[:where [?s :space/id]]'))).toMatch(/starts with :find/);
    expect(errorOf(prepare('[:find :where [?s :space/id]]'))).toMatch(/what to find/);
    expect(errorOf(prepare('[:find ?s]'))).toMatch(/:where/);
    expect(errorOf(prepare('[:find ?s :limit 3 :where [?s :space/id]]'))).toMatch(/:limit is not part of a query/);
    expect(errorOf(prepare('[:find ?s :where [?s :space/id] :where [?s :space/id]]'))).toMatch(/appears twice/);
    expect(errorOf(prepare('[:find ?s :in $ ?x :where [?s :space/id ?x]]'))).toMatch(/only the catalogue \(\$\) and its rules \(%\)/);
    expect(errorOf(prepare('[:find ?s :where #inst "2020-01-01" [?s :space/id]]'))).toMatch(/Tagged values|A clause is/);
    expect(errorOf(prepare('[:find ?s :where 42]'))).toMatch(/^A clause is a vector/);
  });
});
