/**
 * GET /api/query beyond one space's facts, on the starter catalogue: the
 * relations between spaces, facts carried along them, every derivation of a
 * fact, the equations' facts and the open-problem marks — each rule's answer
 * compared with what the API's own endpoints say — and each visible to the
 * next query once written through the API.
 */
import { fieldPair, SCALARS, type LinkField } from '../../kb/contract/fields';
import { QUERY_EXAMPLES } from '../../kb/contract/query';
import type { ApiClient } from '../support/api-client';
import { arxivReference } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

// The budget is query.spec's subject; here a worked example must not be stopped by a loaded test machine.
useFileServer({ starterCatalogue: true, env: { QUERY_BUDGET_MS: '20000' } });

let reader: ApiClient;
beforeAll(() => {
  reader = server.client();
});

const ask = async (q: string): Promise<unknown[][]> => {
  const response = await reader.get(`/api/query?q=${encodeURIComponent(q)}`);
  expect([q, response.status, response.body.errors]).toEqual([q, 200, undefined]);
  return response.body.rows;
};
const sorted = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row)).sort();
/** A link field as [scalar, value] components. */
const components = (field: LinkField) => SCALARS.filter((s) => fieldPair(field)[s] !== undefined).map((s) => [s, fieldPair(field)[s]!] as const);

interface Related { kind: string; space: { id: number }; ofSpace: { id: number }; field: LinkField; relationId: number | null }
interface Computation { theoremId: number; field: LinkField }
interface ProofRoot {
  scalar: string;
  value: boolean;
  rule: string;
  theoremId: number | null;
  supports: { spaceId: number; propertyId: number; value: boolean }[];
  relation?: { spaceId: number; kind: string; ofSpaceId: number; rule: string; relationId: number | null };
}

/** derived-by's rows for a (space, property) as its link page lists computations: [scalar, theorem]. */
async function computations(space: number, property: number): Promise<string[]> {
  const page = (await reader.get(`/api/space/${space}/property/${property}`)).body as { computations: Computation[] };
  return sorted(page.computations.flatMap((c) => components(c.field).map(([scalar]) => [scalar, c.theoremId])));
}

describe('GET /api/query: relations, carried facts, equations, marks', () => {
  test('answers the worked examples', async () => {
    for (const example of QUERY_EXAMPLES) {
      const response = await reader.get(`/api/query?q=${encodeURIComponent(example.query)}`);
      expect([example.title, response.status, response.body.truncated, response.body.rows.length > 0]).toEqual([example.title, 200, false, true]);
    }
  });

  test('the carried-facts example says whether each fact holds or fails', async () => {
    // Without the value, "BMOA · Schur property · COMPLEX · 160" read as BMOA having the Schur property,
    // a fact carried by contraposition as BMOA lacking it.
    const example = QUERY_EXAMPLES.find((e) => e.title.startsWith('Facts carried'))!;
    const response = await reader.get(`/api/query?q=${encodeURIComponent(example.query)}`);
    expect(response.body.columns).toEqual(['?symbol', '?property', '?scalar', '?value', '?theorem']);
    const rows = response.body.rows as [string, string, string, boolean, number][];
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set([true, false]));
    expect(rows.filter(([symbol, property]) => symbol === '$\\mathrm{BMOA}$' && property === 'Schur property').map((row) => row[3])).toEqual([false]);
  });

  test('related: every relation a space page lists, stored and derived, both ways', async () => {
    const spaces = ((await reader.get('/api/space')).body as { id: number; symbol: string }[]).map((s) => s.id);
    let derived = 0;
    for (const id of spaces.slice(0, 25)) {
      // Asked per space, both ways: the starter's relations (its declared meanings give some 23,600) pass the row cap.
      const out = await ask(`[:find ?kind ?of ?scalar ?value :where (related ${id} ?kind ?of ?scalar ?value)]`);
      const into = await ask(`[:find ?space ?kind ?scalar ?value :where (related ?space ?kind ${id} ?scalar ?value)]`);
      const answered = [...out.map(([kind, of, scalar, value]) => [id, kind, of, scalar, value]), ...into.map(([space, kind, scalar, value]) => [space, kind, id, scalar, value])];
      const listed = (await reader.get(`/api/space/${id}/relation`)).body as Related[];
      derived += listed.filter((r) => r.relationId === null).length;
      const expected = listed.flatMap((r) => components(r.field).map(([scalar, value]) => [r.space.id, r.kind, r.ofSpace.id, scalar, value]));
      expect([id, [...new Set(sorted(answered))]]).toEqual([id, [...new Set(sorted(expected))]]);
    }
    expect(derived).toBeGreaterThan(0);
    // Stored ones are marked so: as many as GET /api/relation has, per scalar.
    const stored = (await reader.get('/api/relation')).body as { field: LinkField }[];
    const storedRows = await ask('[:find ?r :where [?r :relation/stored true]]');
    expect(storedRows.length).toBe(stored.flatMap((r) => components(r.field)).length);
  });

  test('derived-by answers every derivation, carried facts with the theorem along the relation', async () => {
    const rows = (await ask('[:find ?space ?property ?scalar ?theorem :where (derived-by ?space ?property ?scalar ?theorem)]')) as [number, number, string, number][];
    const pairs = new Map<string, [number, number][]>();
    for (const [space, property, scalar, theorem] of rows) {
      const key = `${space}:${property}`;
      pairs.set(key, [...(pairs.get(key) ?? []), [scalar as unknown as number, theorem]]);
    }
    // Facts with two or more theorems deriving them: each theorem is answered.
    const several = [...pairs].filter(([, list]) => new Set(list.map(([s]) => s)).size < list.length).slice(0, 8);
    expect(several.length).toBeGreaterThan(0);
    const carried = (await ask('[:find ?space ?property :where [?t :theorem/along] [?t :theorem/id ?theorem] (derived-by ?space ?property ?scalar ?theorem)]')) as [number, number][];
    expect(carried.length).toBeGreaterThan(0);
    for (const [key] of [...several, ...carried.slice(0, 8).map(([s, p]) => [`${s}:${p}`])]) {
      const [space, property] = String(key).split(':').map(Number);
      expect([key, sorted(pairs.get(String(key))!)]).toEqual([key, await computations(space, property)]);
    }
    // A carried fact is a fact: holds answers it as the property's list does.
    const [space, property] = carried[0];
    const entry = ((await reader.get(`/api/property/${property}/space`)).body as { space: { id: number }; field: LinkField }[]).find((e) => e.space.id === space)!;
    expect(sorted(await ask(`[:find ?scalar ?value :where (holds ${space} ${property} ?scalar ?value)]`))).toEqual(sorted(components(entry.field).map((c) => [...c])));
  });

  test('a carried fact names the relation and the other space\'s fact it came from, as its link page\'s proof does', async () => {
    const rows = (await ask(
      `[:find ?space ?property ?scalar ?value ?theorem ?from ?fromProperty ?fromValue ?y ?kind ?x ?rule ?record
        :where [?f :fact/carried-from ?g] [?f :fact/relation ?r]
               [?f :fact/space ?space] [?f :fact/property ?property] [?f :fact/scalar ?scalar] [?f :fact/value ?value]
               [(get-else $ ?f :fact/theorem 0) ?theorem]
               [?g :fact/space ?from] [?g :fact/property ?fromProperty] [?g :fact/value ?fromValue]
               [?r :relation/space ?y] [?r :relation/kind ?kind] [?r :relation/of ?x] [?r :relation/rule ?rule]
               [(get-else $ ?r :relation/record 0) ?record]]`,
    )) as [number, number, string, boolean, number, number, number, boolean, number, string, number, string, number][];
    expect(rows.length).toBeGreaterThan(0);
    // James's space is somewhat reflexive, carried from JT along "J is a subspace of JT" (the worked example asks it).
    const example = await ask(QUERY_EXAMPLES.find((e) => e.title.startsWith("Facts of James's space J carried"))!.query);
    expect(example).toContainEqual(['Somewhat reflexive', true, '$JT$', 'subspace', expect.any(String)]);
    // Each row is what the link page's proof says at its root: carried from that fact, along that relation, known that way.
    for (const [space, property, scalar, value, theorem, from, fromProperty, fromValue, y, kind, x, rule, record] of rows.filter((_, i) => i % Math.ceil(rows.length / 25) === 0)) {
      const page = (await reader.get(`/api/space/${space}/property/${property}`)).body as { proof: ProofRoot[] };
      const root = page.proof.find((p) => p.scalar === scalar && p.value === value)!;
      const said = [root.rule, root.theoremId ?? 0, root.supports[0].spaceId, root.supports[0].propertyId, root.supports[0].value, root.relation!.spaceId, root.relation!.kind, root.relation!.ofSpaceId, root.relation!.rule, root.relation!.relationId ?? 0];
      expect([space, property, scalar, said]).toEqual([space, property, scalar, ['carried', theorem, from, fromProperty, fromValue, y, kind, x, rule, record]]);
    }
  });

  test('equation-holds and equation-derived-by answer what the equation pages say', async () => {
    const properties = (await reader.get('/api/differential-equation/property')).body as { id: number; name: string }[];
    let derived = 0;
    for (const property of properties.slice(0, 8)) {
      const entries = (await reader.get(`/api/differential-equation/property/${property.id}/differential-equation`)).body as { hasProperty: boolean; linked: boolean; differentialEquation: { id: number } }[];
      derived += entries.filter((e) => !e.linked).length;
      const answered = await ask(`[:find ?e ?value :where (equation-holds ?e ${property.id} ?value)]`);
      expect([property.name, sorted(answered)]).toEqual([property.name, sorted(entries.map((e) => [e.differentialEquation.id, e.hasProperty]))]);
    }
    expect(derived).toBeGreaterThan(0);
    const rows = (await ask('[:find ?e ?p ?t :where (equation-derived-by ?e ?p ?t)]')) as [number, number, number][];
    expect(rows.length).toBeGreaterThan(0);
    for (const [e, p] of rows.slice(0, 10)) {
      const page = (await reader.get(`/api/differential-equation/${e}/property/${p}`)).body as { theoremIds: number[] };
      expect([e, p, rows.filter((r) => r[0] === e && r[1] === p).map((r) => r[2]).sort((a, b) => a - b)]).toEqual([e, p, page.theoremIds]);
    }
  });

  test('marked: every mark GET /api/problem lists', async () => {
    const problems = (await reader.get('/api/problem')).body as { space: { id: number }; property: { id: number }; scalar: string; status: string }[];
    expect(problems.length).toBeGreaterThan(0);
    const answered = await ask('[:find ?space ?property ?scalar ?status :where (marked ?space ?property ?scalar ?status)]');
    expect(sorted(answered)).toEqual(sorted(problems.map((p) => [p.space.id, p.property.id, p.scalar, p.status])));
  });

  test('a relation, an equation link and a mark written through the API are seen by the next query', async () => {
    const rnp = ((await reader.get('/api/property')).body as { id: number; name: string }[]).find((p) => p.name === 'Radon–Nikodym property')!.id;
    const y = (await admin.post('/api/space', { symbol: '$Q_Y$', field: 'REAL' })).body.id as number;
    const x = (await admin.post('/api/space', { symbol: '$Q_X$', field: 'REAL' })).body.id as number;
    expect((await admin.post(`/api/space/${y}/property/${rnp}`, { field: 'NOT_REAL' })).status).toBe(200);
    expect(await ask(`[:find ?value :where (holds ${x} ${rnp} "REAL" ?value)]`)).toEqual([]);
    const relation = await admin.post('/api/relation', { kind: 'subspace', spaceId: y, ofSpaceId: x, field: 'REAL', description: 'A test.', references: [arxivReference()] });
    expect(relation.status).toBe(200);
    expect(await ask(`[:find ?kind :where (related ${y} ?kind ${x} "REAL" true)]`)).toEqual([['subspace']]);
    // X lacks the RNP because its subspace Y does (the RNP passes to closed subspaces).
    expect(await ask(`[:find ?value :where (holds ${x} ${rnp} "REAL" ?value)]`)).toEqual([[false]]);
    expect(sorted(await ask(`[:find ?scalar ?theorem :where (derived-by ${x} ${rnp} ?scalar ?theorem)]`))).toEqual(await computations(x, rnp));

    const mark = await admin.post(`/api/space/${y}/property/${rnp + 0}/problem/REAL`, { status: 'OPEN', since: '2026', references: [arxivReference()] });
    // Y's RNP is stored: the mark is refused; mark another pair of X instead.
    expect(mark.status).toBe(400);
    const other = ((await reader.get('/api/property')).body as { id: number; field: string }[]).find((p) => p.id !== rnp && p.field !== 'COMPLEX')!.id;
    expect((await admin.post(`/api/space/${y}/property/${other}/problem/REAL`, { status: 'OPEN', since: '2026', references: [arxivReference()] })).status).toBe(200);
    expect(await ask(`[:find ?status :where (marked ${y} ${other} "REAL" ?status)]`)).toEqual([['OPEN']]);

    expect((await admin.delete(`/api/relation/${relation.body.id}`)).status).toBe(200);
    expect(await ask(`[:find ?kind :where (related ${y} ?kind ${x} ?scalar ?value)]`)).toEqual([]);
    expect(await ask(`[:find ?value :where (holds ${x} ${rnp} "REAL" ?value)]`)).toEqual([]);

    const equation = (await admin.post('/api/differential-equation', { name: 'Query test equation', symbol: 'u = 0' })).body.id as number;
    const properties = (await reader.get('/api/differential-equation/property')).body as { id: number; name: string }[];
    const constant = properties.find((p) => p.name === 'Linear with constant coefficients')!.id;
    expect((await admin.post(`/api/differential-equation/${equation}/property/${constant}`, { hasProperty: true })).status).toBe(200);
    const listed = (await reader.get(`/api/differential-equation/${equation}/property`)).body as { hasProperty: boolean; linked: boolean; differentialEquationProperty: { id: number } }[];
    expect(listed.some((e) => !e.linked)).toBe(true);
    expect(sorted(await ask(`[:find ?p ?value :where (equation-holds ${equation} ?p ?value)]`))).toEqual(sorted(listed.map((e) => [e.differentialEquationProperty.id, e.hasProperty])));
    expect((await admin.delete(`/api/differential-equation/${equation}`)).status).toBe(200);
    expect(await ask(`[:find ?p :where (equation-holds ${equation} ?p ?value)]`)).toEqual([]);

    for (const id of [y, x]) expect((await admin.delete(`/api/space/${id}`)).status).toBe(200);
    expect(await ask(`[:find ?status :where (marked ${y} ?p ?scalar ?status)]`)).toEqual([]);
  });
});
