/**
 * GET /api/query: readers' Datalog queries on the starter catalogue,
 * anonymous; the worked examples; every bad input a 400 naming the problem;
 * a query that would run for minutes stopped at its budget while the server
 * answers other requests; no write possible; and the worker's copy in step
 * with the writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fieldPair, SCALARS, type LinkField } from '../../kb/contract/fields';
import { QUERY_EXAMPLES, QUERY_ROW_CAP } from '../../kb/contract/query';
import type { ApiClient } from '../support/api-client';
import { admin, server, useFileServer } from '../support/file-server';
import { ROOT } from '../support/server';

// A budget the suite's loaded machine keeps for the heavier examples; the pathological query still needs minutes.
useFileServer({ starterCatalogue: true, env: { QUERY_BUDGET_MS: '10000' } });

interface Starter {
  spaces: { id: number; symbol: string }[];
  properties: { id: number; name: string }[];
  theorems: { id: number; conditions: { propertyId: number }[]; conclusions: { propertyId: number }[] }[];
  spaceLinks: { spaceId: number; propertyId: number; field: LinkField }[];
}
const starter = JSON.parse(readFileSync(join(ROOT, 'content', 'starter-catalogue.json'), 'utf8')) as Starter;

let reader: ApiClient;
beforeAll(() => {
  reader = server.client();
});

const ask = (q: string, client = reader) => client.get(`/api/query?q=${encodeURIComponent(q)}`);

/** The 400's message for `q`. */
async function refusal(q: string): Promise<string> {
  const response = await ask(q);
  expect([q, response.status]).toEqual([q, 400]);
  expect(Object.keys(response.body.errors)).toEqual(['q']);
  return response.body.errors.q;
}

/** A (space, property) entry of the lists: its field says what is known, stored or computed. */
interface Entry { space: { id: number; symbol: string }; field: LinkField; linked: boolean; computed: boolean }
interface LinkPage { computations: { theoremId: number; field: LinkField }[] }

/** Every fact of a property the catalogue knows, as its spaces' list shows: [space, scalar, value] sorted. */
async function knownFacts(propertyId: number): Promise<[number, string, boolean][]> {
  const entries = (await reader.get(`/api/property/${propertyId}/space`)).body as Entry[];
  return entries
    .flatMap((e) => SCALARS.filter((scalar) => fieldPair(e.field)[scalar] !== undefined).map((scalar): [number, string, boolean] => [e.space.id, scalar, fieldPair(e.field)[scalar]!]))
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
}

const propertyId = (name: string) => starter.properties.find((p) => p.name === name)!.id;

describe('GET /api/query', () => {
  test('answers the worked examples as the views do', async () => {
    for (const example of QUERY_EXAMPLES) {
      const response = await ask(example.query);
      expect([example.title, response.status, response.body.errors, response.body.truncated]).toEqual([example.title, 200, undefined, false]);
    }
    const [reflexiveWithout, rnp, lackingRnp] = await Promise.all(QUERY_EXAMPLES.map((example) => ask(example.query)));

    // Reflexive spaces without an unconditional basis: the two properties' lists, stored and computed entries alike.
    const holdsReal = (facts: [number, string, boolean][], value: boolean) => new Set(facts.filter(([, scalar, v]) => scalar === 'REAL' && v === value).map(([id]) => id));
    const reflexive = holdsReal(await knownFacts(propertyId('Reflexive')), true);
    const without = holdsReal(await knownFacts(propertyId('Unconditional basis')), false);
    const symbols = starter.spaces.filter((s) => reflexive.has(s.id) && without.has(s.id)).map((s) => [s.symbol]);
    expect(symbols.length).toBeGreaterThan(0);
    expect(reflexiveWithout.body.rows).toEqual(symbols.sort((a, b) => (a[0] < b[0] ? -1 : 1)));

    // Spaces where a theorem about the RNP fired: the computations the link pages list (every theorem deriving a fact).
    const rnpId = propertyId('Radon–Nikodym property');
    const about = starter.theorems.filter((t) => [...t.conditions, ...t.conclusions].some((a) => a.propertyId === rnpId));
    const aboutIds = new Set(about.map((t) => t.id));
    const properties = [...new Set(about.flatMap((t) => [...t.conditions, ...t.conclusions].map((a) => a.propertyId)))];
    // The link pages of the first 30 spaces (every computed entry of theirs), against the answer's rows for them.
    const sample = new Set(starter.spaces.map((sp) => sp.id).sort((a, b) => a - b).slice(0, 30));
    const sampleSymbols = new Set(starter.spaces.filter((sp) => sample.has(sp.id)).map((sp) => sp.symbol));
    const fired = new Set<string>();
    for (const property of properties) {
      const entries = ((await reader.get(`/api/property/${property}/space`)).body as Entry[]).filter((e) => e.computed && sample.has(e.space.id));
      for (const entry of entries) {
        const page = (await reader.get(`/api/space/${entry.space.id}/property/${property}`)).body as LinkPage;
        for (const computation of page.computations) if (aboutIds.has(computation.theoremId)) fired.add(JSON.stringify([entry.space.symbol, computation.theoremId]));
      }
    }
    expect(fired.size).toBeGreaterThan(0);
    const answered = (rnp.body.rows as [string, number][]).filter(([symbol]) => sampleSymbols.has(symbol));
    expect(answered.map((row) => JSON.stringify(row)).sort()).toEqual([...fired].sort());

    // Spaces known to lack the RNP: the property's list, entries failing over some scalar.
    const symbolOf = new Map(starter.spaces.map((sp) => [sp.id, sp.symbol]));
    const lacking = (await knownFacts(rnpId)).filter(([, , value]) => !value).map(([id, scalar]) => [symbolOf.get(id), scalar]);
    expect(lacking.length).toBeGreaterThan(0);
    expect(lackingRnp.body.rows.map((row: unknown[]) => JSON.stringify(row)).sort()).toEqual(lacking.map((row) => JSON.stringify(row)).sort());
  });

  test('holds: the stored and the derived facts, with ids as the API gives them', async () => {
    const reflexive = propertyId('Reflexive');
    const response = await ask(`[:find ?space ?scalar ?value :where (holds ?space ${reflexive} ?scalar ?value)]`);
    const expected = await knownFacts(reflexive);
    // Some of them derived: more facts than the stored links say.
    expect(expected.length).toBeGreaterThan(starter.spaceLinks.filter((l) => l.propertyId === reflexive).length);
    expect(response.body).toEqual({ columns: ['?space', '?scalar', '?value'], rows: expected, truncated: false });
  });

  test('derived-by: every theorem deriving a fact, as the link page lists its computations; none for a fact only stored', async () => {
    const rows = (await ask('[:find ?space ?property ?scalar ?theorem :where (derived-by ?space ?property ?scalar ?theorem)]')).body.rows as [number, number, 'REAL' | 'COMPLEX', number][];
    expect(rows.length).toBeGreaterThan(0);
    const pairs = [...new Set(rows.map(([space, property]) => `${space}:${property}`))].slice(0, 10);
    for (const stored of starter.spaceLinks.slice(0, 10)) pairs.push(`${stored.spaceId}:${stored.propertyId}`);
    for (const pair of pairs) {
      const [space, property] = pair.split(':').map(Number);
      const page = (await reader.get(`/api/space/${space}/property/${property}`)).body as LinkPage;
      const expected = page.computations.flatMap((c) => SCALARS.filter((scalar) => fieldPair(c.field)[scalar] !== undefined).map((scalar) => JSON.stringify([scalar, c.theoremId])));
      const answered = rows.filter((row) => row[0] === space && row[1] === property).map((row) => JSON.stringify([row[2], row[3]]));
      expect([pair, answered.sort()]).toEqual([pair, expected.sort()]);
    }
  });

  test('answers every shape of :find as rows, sorted, and pulls', async () => {
    const count = await ask('[:find (count ?s) . :where [?s :space/id]]');
    expect(count.body).toEqual({ columns: ['(count ?s)'], rows: [[starter.spaces.length]], truncated: false });
    const ids = await ask('[:find [?id ...] :where [_ :space/id ?id]]');
    expect(ids.body.rows).toEqual(starter.spaces.map((s) => [s.id]).sort((a, b) => a[0] - b[0]));
    const first = starter.spaces[0];
    const pulled = await ask(`[:find (pull ?s [:space/symbol]) :where [?s :space/id ${first.id}]]`);
    expect(pulled.body.rows).toEqual([[{ ':space/symbol': first.symbol }]]);
  });

  test(`answers at most ${QUERY_ROW_CAP} rows, the first in order, and says it cut`, async () => {
    // Every link with each of the first few properties: just over the cap (a product DataScript makes quickly).
    const properties = Math.ceil((QUERY_ROW_CAP + 1) / starter.spaceLinks.length);
    const below = starter.properties.map((p) => p.id).sort((a, b) => a - b)[properties];
    const response = await ask(`[:find ?link ?property :where [_ :property/id ?property] [(< ?property ${below})] [?link :link/field]]`);
    expect(response.status).toBe(200);
    expect(response.body.truncated).toBe(true);
    expect(response.body.rows.length).toBe(QUERY_ROW_CAP);
    const [first, second] = response.body.rows;
    expect([first[1], second[1], second[0]]).toEqual([1, 2, first[0]]);
  });

  test('refuses each bad input with a 400 naming the problem', async () => {
    const missing = await reader.get('/api/query');
    expect([missing.status, missing.body.errors.q]).toEqual([400, expect.stringMatching(/^Send a query/)]);
    const twice = await reader.get('/api/query?q=1&q=2');
    expect([twice.status, twice.body.errors.q]).toEqual([400, expect.stringMatching(/once/)]);
    expect(await refusal('')).toMatch(/^Write a query/);
    expect(await refusal('[:find ?x :where [?s :space/id ?x]')).toMatch(/not well-formed EDN/);
    expect(await refusal('[:find ?x :where [?s :space/id ?x]]]')).toMatch(/not well-formed EDN/);
    expect(await refusal('[:find ?x :where [?s :space/colour ?x]]')).toMatch(/^Unknown attribute :space\/colour/);
    expect(await refusal('[:find (pull ?s [:space/colour]) :where [?s :space/id]]')).toMatch(/^Unknown attribute :space\/colour/);
    expect(await refusal('[:find ?s :where (reflexive ?s)]')).toMatch(/^Unknown rule reflexive/);
    // A forgotten scalar: DataScript alone would answer no rows, as if no such fact were known.
    expect(await refusal('[:find ?y :where (related ?y "subspace" ?x true)]')).toBe(
      'related takes 5 arguments, (related ?space ?kind ?of ?scalar ?value), not 4: (related ?y "subspace" ?x true).',
    );
    expect(await refusal('[:find ?s :in $ ?x :where [?s :space/id ?x]]')).toMatch(/only the catalogue/);
    expect(await refusal('[:find ?s :where [?s :space/id ?x] [(launch ?x)]]')).toMatch(/Unknown predicate 'launch/);
    expect(await refusal('[:find ?y :where [?s :space/id ?x]]')).toMatch(/unknown vars/);
    expect(await refusal(`[:find ?x :where [?s :space/symbol "${'x'.repeat(8000)}"]]`)).toMatch(/at most 8000 characters/);
  });

  test('can write nothing: every transaction form is refused and the catalogue stays as it was', async () => {
    const space = starter.spaces[0];
    const symbolQuery = `[:find ?symbol . :where [?s :space/id ${space.id}] [?s :space/symbol ?symbol]]`;
    const before = await ask(symbolQuery);
    expect(before.body.rows).toEqual([[space.symbol]]);
    for (const q of [
      `[[:db/add [:space/id ${space.id}] :space/symbol "changed"]]`,
      `[{:space/id ${space.id} :space/symbol "changed"}]`,
      `{:space/id ${space.id} :space/symbol "changed"}`,
      `[[:db.fn/retractEntity [:space/id ${space.id}]]]`,
      `[:find ?s :where [?s :space/id ${space.id}] [(ground [:db/retract ?s :space/symbol]) ?tx]]`,
    ]) {
      expect(await refusal(q)).toMatch(/^Queries only read/);
    }
    expect((await ask(symbolQuery)).body.rows).toEqual([[space.symbol]]);
    expect((await reader.get(`/api/space/${space.id}`)).body.symbol).toBe(space.symbol);
  });

  test('stops a query that would run for minutes at its budget, answering other requests meanwhile', async () => {
    // Catastrophic backtracking: V8's regular expressions would take minutes on this.
    const pathological = `[:find ?m :where [(re-pattern "(a+)+$") ?re] [(re-find ?re "${'a'.repeat(40)}!") ?m]]`;
    let stopped = false;
    const slow = ask(pathological).then((response) => {
      stopped = true;
      return response;
    });
    // Other requests while it runs: reads, and the worker's queue takes no other query until it is stopped.
    const answeredMeanwhile: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await reader.get(`/api/space?i=${i}`);
      expect(response.status).toBe(200);
      answeredMeanwhile.push(!stopped);
    }
    expect(answeredMeanwhile[0]).toBe(true);
    const response = await slow;
    expect(response.status).toBe(400);
    expect(response.body.errors.q).toMatch(/time budget of 10 s/);
    // A new worker answers the next query.
    expect((await ask('[:find (count ?s) . :where [?s :space/id]]')).body.rows).toEqual([[starter.spaces.length]]);
  });

  test('answers correctly right after a stop, from a copy that took the writes made since (twice in a row)', async () => {
    const pathological = (i: number) => `[:find ?m :where [(re-pattern "(a+)+$") ?re] [(re-find ?re "${'a'.repeat(40)}!") ?m]] ; ${i}`;
    const reflexive = propertyId('Reflexive');
    const facts = `[:find ?space ?scalar ?value :where (holds ?space ${reflexive} ?scalar ?value)]`;
    const expected = await knownFacts(reflexive);
    expect((await ask(facts)).body.rows).toEqual(expected);
    // A write before the stop: the copy that answers next must hold it.
    const created = await admin.post('/api/space', { symbol: '$R_1$', field: 'REAL' });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect((await admin.post(`/api/space/${id}/property/${reflexive}`, { field: 'REAL' })).status).toBe(200);
    const withWrite = [...expected, [id, 'REAL', true]].sort((a, b) => (a[0] as number) - (b[0] as number) || String(a[1]).localeCompare(String(b[1])));
    for (let i = 0; i < 2; i++) {
      const stopped = await ask(pathological(i));
      expect([stopped.status, stopped.body.errors.q]).toEqual([400, expect.stringMatching(/time budget/)]);
      const next = await ask(`${facts} ; after stop ${i}`);
      expect([i, next.status, next.body.rows]).toEqual([i, 200, withWrite]);
    }
    expect((await admin.delete(`/api/space/${id}`)).status).toBe(200);
    expect((await ask(facts)).body.rows).toEqual(expected);
  });

  test("sees every write: the worker's copy takes the same transactions", async () => {
    const q = '[:find ?id ?symbol :where [?s :space/symbol ?symbol] [?s :space/id ?id] [(clojure.string/starts-with? ?symbol "$Q_")]]';
    expect((await ask(q)).body.rows).toEqual([]);
    const created = await admin.post('/api/space', { symbol: '$Q_1$', field: 'REAL' });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect((await ask(q)).body.rows).toEqual([[id, '$Q_1$']]);
    const reflexive = starter.properties.find((p) => p.name === 'Reflexive')!.id;
    expect((await admin.post(`/api/space/${id}/property/${reflexive}`, { field: 'NOT_REAL' })).status).toBe(200);
    expect((await ask(`[:find ?scalar ?value :where (holds ${id} ${reflexive} ?scalar ?value)]`)).body.rows).toEqual([['REAL', false]]);
    expect((await admin.delete(`/api/space/${id}`)).status).toBe(200);
    expect((await ask(q)).body.rows).toEqual([]);
  });
});
