/**
 * The reasoning engine through the live API: computed links in both lists,
 * link pages with computations and proofs, contradictory writes refused with
 * 400 naming space, property and theorems, read-your-writes, the compute
 * report, an import that is contradictory (accepted, then reported), and
 * π-Base imported through the API computing what the offline engine computes.
 */
import type { ApiClient } from '../support/api-client';
import { createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { startServer, type TestServer } from '../support/server';
import { readFileSync } from 'node:fs';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { PIBASE_FILE } from '../bench/pibase-data';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startServer();
  admin = await server.asAdmin();
});
afterAll(() => server?.stop());

interface Node { spaceId: number; propertyId: number; scalar: string; value: boolean; rule: string; theoremId: number | null; supports: Node[] }

describe('the reasoning engine through the API', () => {
  let a: number, b: number, x: number, y: number, t1: number;
  let aName: string, ySymbol: string, t1Name: string;

  beforeAll(async () => {
    aName = unique('Superreflexive');
    a = await createProperty(admin, { name: aName });
    b = await createProperty(admin);
    x = await createSpace(admin);
    ySymbol = unique('$c_0$');
    y = await createSpace(admin, { symbol: ySymbol, field: 'REAL' });
    t1Name = unique('Enflo');
    t1 = await createTheorem(admin, [[a, 'REAL_AND_COMPLEX']], [[b, 'REAL_AND_COMPLEX']], { name: t1Name });
  });

  test('a link write is followed at once by its computed consequences, in both lists', async () => {
    expect((await admin.post(`/api/space/${x}/property/${a}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
    const visitor = server.client();
    const spaceList = (await visitor.get(`/api/space/${x}/property`)).body;
    expect(spaceList).toContainEqual(expect.objectContaining({ property: expect.objectContaining({ id: b }), field: 'REAL_AND_COMPLEX', linked: false, computed: true }));
    expect(spaceList).toContainEqual(expect.objectContaining({ property: expect.objectContaining({ id: a }), linked: true, computed: false }));
    const propertyList = (await visitor.get(`/api/property/${b}/space`)).body;
    expect(propertyList).toEqual([expect.objectContaining({ space: expect.objectContaining({ id: x }), field: 'REAL_AND_COMPLEX', linked: false, computed: true })]);
  });

  test('a computed link page has its computations and a proof ending in stored links', async () => {
    const page = (await server.client().get(`/api/space/${x}/property/${b}`)).body;
    expect(page.link).toBeNull();
    expect(page.field).toBe('REAL_AND_COMPLEX');
    expect(page.computations).toEqual([{ id: expect.any(String), spaceId: x, propertyId: b, field: 'REAL_AND_COMPLEX', theoremId: t1 }]);
    const proof = page.proof as Node[];
    expect(proof.map((n) => [n.scalar, n.value, n.rule, n.theoremId])).toEqual([
      ['REAL', true, 'forward', t1],
      ['COMPLEX', true, 'forward', t1],
    ]);
    expect(proof[1].supports).toEqual([{ spaceId: x, propertyId: a, scalar: 'COMPLEX', value: true, rule: 'stored', theoremId: null, supports: [] }]);
  });

  test('theorems are used contrapositively, within the space’s scalars', async () => {
    expect((await admin.post(`/api/space/${y}/property/${b}`, { field: 'NOT_REAL' })).status).toBe(200);
    const page = (await admin.get(`/api/space/${y}/property/${a}`)).body;
    expect(page).toMatchObject({ link: null, field: 'NOT_REAL', computations: [{ spaceId: y, propertyId: a, field: 'NOT_REAL', theoremId: t1 }] });
    expect(page.proof[0]).toMatchObject({ rule: 'contrapositive', theoremId: t1, value: false, supports: [{ propertyId: b, rule: 'stored', value: false }] });
  });

  test('a link the theorems contradict is refused with 400 under field, naming space, property and theorem, and changes nothing', async () => {
    const refused = await admin.post(`/api/space/${y}/property/${a}`, { field: 'REAL' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['field']);
    const message: string = refused.body.errors.field;
    expect(message).toContain(ySymbol);
    expect(message).toContain(t1Name);
    expect(message).toContain(aName);
    const page = (await admin.get(`/api/space/${y}/property/${a}`)).body;
    expect(page.link).toBeNull();
    expect(page.field).toBe('NOT_REAL');
  });

  test('a theorem that forces a contradiction is refused, a new one and an edit alike', async () => {
    const before = (await admin.get(`/api/theorem?propertyId=${a}`)).body.length;
    const atoms = (propertyId: number, field: string) => [{ propertyId, field }];
    const refused = await admin.post('/api/theorem', { conditions: atoms(a, 'COMPLEX'), conclusions: atoms(b, 'NOT_COMPLEX') });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['conclusions']);
    expect(refused.body.errors.conclusions).toContain(t1Name);
    expect((await admin.get(`/api/theorem?propertyId=${a}`)).body).toHaveLength(before);
    // A stored link that the theorem also derives: linked and computed at once.
    expect((await admin.post(`/api/space/${x}/property/${b}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
    expect((await admin.get(`/api/space/${x}/property`)).body).toContainEqual(expect.objectContaining({ property: expect.objectContaining({ id: b }), linked: true, computed: true }));
    const edit = await admin.post(`/api/theorem/${t1}`, { name: t1Name, conditions: atoms(a, 'REAL_AND_COMPLEX'), conclusions: atoms(b, 'NOT_REAL_AND_NOT_COMPLEX') });
    expect(edit.status).toBe(400);
    expect(edit.body.errors.conclusions).toContain(t1Name);
    expect((await admin.get(`/api/theorem/${t1}`)).body.conclusions).toEqual([expect.objectContaining({ propertyId: b, field: 'REAL_AND_COMPLEX' })]);
    expect((await admin.delete(`/api/space/${x}/property/${b}`)).status).toBe(200);
    expect((await admin.get(`/api/space/${x}/property/${b}`)).body).toMatchObject({ link: null, field: 'REAL_AND_COMPLEX' });
  });

  test('deleting a theorem or a link retracts what rested on it, at once', async () => {
    const c = await createProperty(admin);
    const t2 = await createTheorem(admin, [[b, 'REAL']], [[c, 'REAL']]);
    expect((await admin.get(`/api/space/${x}/property/${c}`)).body).toMatchObject({ field: 'REAL', computations: [{ theoremId: t2 }] });
    expect((await admin.get(`/api/space/${x}/property/${c}`)).body.proof[0].supports[0]).toMatchObject({ propertyId: b, rule: 'forward', theoremId: t1 });
    expect((await admin.delete(`/api/theorem/${t2}`)).status).toBe(200);
    expect((await admin.get(`/api/space/${x}/property/${c}`)).status).toBe(404);
    expect((await admin.delete(`/api/space/${x}/property/${a}`)).status).toBe(200);
    expect((await admin.get(`/api/property/${b}/space`)).body).toEqual([expect.objectContaining({ space: expect.objectContaining({ id: y }), linked: true, computed: false })]);
  });

  test('the compute report lists every computation and the timings', async () => {
    expect((await admin.post(`/api/space/${x}/property/${a}`, { field: 'REAL' })).status).toBe(200);
    const report = await admin.post('/api/admin/compute');
    expect(report.status).toBe(200);
    expect(report.body.computations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ spaceId: x, propertyId: b, field: 'REAL', theoremId: t1 }),
        expect.objectContaining({ spaceId: y, propertyId: a, field: 'NOT_REAL', theoremId: t1 }),
      ]),
    );
    expect(report.body.contradictions).toEqual([]);
    expect(report.body.spaces).toContainEqual({ id: x, symbol: expect.any(String) });
    expect(report.body.stats).toEqual({ closureMs: expect.any(Number), kbBuildMs: expect.any(Number), facts: expect.any(Number), computed: expect.any(Number) });
  });

  test('a contradictory import is accepted; the report and the link page show the contradiction', async () => {
    const backup = (await admin.get('/api/admin/export')).body;
    backup.spaceLinks.push({ spaceId: y, propertyId: a, field: 'REAL', description: '', references: [] });
    expect((await admin.post('/api/admin/import', backup)).status).toBe(200);
    const report = (await admin.post('/api/admin/compute')).body;
    expect(report.contradictions.length).toBeGreaterThan(0);
    expect(report.contradictions).toContainEqual({ spaceId: y, propertyId: expect.any(Number), scalar: 'REAL', theoremIds: [t1] });
    const shown = report.contradictions.find((c: { spaceId: number }) => c.spaceId === y);
    expect((await admin.get(`/api/space/${y}/property/${shown.propertyId}`)).body.contradictions).toContainEqual(shown);
  });

  test('π-Base, converted by pibase-to-backup, imports and computes exactly as the offline engine', async () => {
    const backup = pibaseToBackup(JSON.parse(readFileSync(PIBASE_FILE, 'utf8')) as Pibase);
    const imported = await admin.post('/api/admin/import', backup);
    expect(imported.status).toBe(200);
    const report = (await admin.post('/api/admin/compute')).body;
    expect(report.contradictions).toEqual([]);
    expect(report.stats).toMatchObject({ facts: 52330, computed: 50417 });
    expect(report.spaces).toHaveLength(223);
  }, 120000);
});
