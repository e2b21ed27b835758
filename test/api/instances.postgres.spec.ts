/**
 * Several server processes on one PostgreSQL database (issue 12): a write on
 * either instance reaches the other's knowledge base within a second, and
 * contradicting writes sent to both at once never both land.
 */
import type { ApiClient } from '../support/api-client';
import { createProperty, createSpace, createTheorem } from '../support/catalogue';
import { startAnotherInstance, startServer, type TestServer } from '../support/server';

let a: TestServer;
let b: TestServer;
let adminA: ApiClient;
let adminB: ApiClient;

beforeAll(async () => {
  // One session secret, so a login holds on every instance, as behind a load balancer.
  a = await startServer({ mode: 'postgres', env: { SESSION_SECRET: 'instances-test-secret' } });
  b = await startAnotherInstance(a);
  [adminA, adminB] = await Promise.all([a.asAdmin(), b.asAdmin()]);
}, 180000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

/** What `client` computes for the space, in a form that compares across instances. */
async function computedView(client: ApiClient, spaceId: number) {
  const r = await client.get(`/api/space/${spaceId}/property`);
  if (r.status !== 200) throw new Error(`GET /api/space/${spaceId}/property: ${r.status}`);
  return (r.body as Array<{ property: { id: number }; field: string; linked: boolean; computed: boolean }>).map((e) => ({
    propertyId: e.property.id,
    field: e.field,
    linked: e.linked,
    computed: e.computed,
  }));
}

/** Polls `client` until the space's view contains the entry, for at most `withinMs`; returns the ms it took. */
async function seen(client: ApiClient, spaceId: number, expected: { propertyId: number; field: string; computed: boolean }, withinMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    // Until the reader has caught up, the space may not even exist there (404).
    const view = (await client.get(`/api/space/${spaceId}/property`)).status === 200 ? await computedView(client, spaceId) : [];
    if (view.some((e) => e.propertyId === expected.propertyId && e.field === expected.field && e.computed === expected.computed)) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`not seen within ${withinMs} ms: ${JSON.stringify(view)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a write on either instance is in the other one’s computed views within 1 s', async () => {
  const [p, q] = [await createProperty(adminA, { field: 'REAL' }), await createProperty(adminA, { field: 'REAL' })];
  await createTheorem(adminA, [[p, 'REAL']], [[q, 'REAL']]);
  for (const [writer, reader] of [
    [adminA, adminB],
    [adminB, adminA],
  ]) {
    const space = await createSpace(writer, { field: 'REAL' });
    expect((await writer.post(`/api/space/${space}/property/${p}`, { field: 'REAL' })).status).toBe(200);
    // Q is computed from the theorem: only the reader's knowledge base can know it.
    expect(await seen(reader, space, { propertyId: q, field: 'REAL', computed: true }, 1000)).toBeLessThanOrEqual(1000);
  }
});

test('50 rounds of contradicting writes sent to both instances at once: one lands, none contradict, both views equal a fresh start', async () => {
  const [p, q] = [await createProperty(adminA, { field: 'REAL' }), await createProperty(adminB, { field: 'REAL' })];
  // P ⇒ Q: a space cannot have P and lack Q.
  await createTheorem(adminB, [[p, 'REAL']], [[q, 'REAL']]);
  const spaces = await Promise.all(Array.from({ length: 50 }, (_, i) => createSpace(i % 2 ? adminA : adminB, { field: 'REAL' })));
  for (const [round, space] of spaces.entries()) {
    const [first, second] = round % 2 ? [adminA, adminB] : [adminB, adminA];
    const [has, lacks] = await Promise.all([
      first.post(`/api/space/${space}/property/${p}`, { field: 'REAL' }),
      second.post(`/api/space/${space}/property/${q}`, { field: 'NOT_REAL' }),
    ]);
    expect([has.status, lacks.status].sort()).toEqual([200, 400]);
    const refused = has.status === 400 ? has : lacks;
    expect(Object.values(refused.body.errors).join(' ')).toMatch(/contradicts/);
  }

  // Nothing stored contradicts the theorems: the compute report rebuilds from the database.
  const report = await adminA.post('/api/admin/compute');
  expect(report.status).toBe(200);
  expect(report.body.contradictions).toEqual([]);

  // A fresh start builds its knowledge base from the database alone: both instances must agree with it.
  const fresh = await startAnotherInstance(a);
  try {
    const visitor = fresh.client();
    for (const space of spaces) {
      const expected = await computedView(visitor, space);
      expect(await computedView(adminA, space)).toEqual(expected);
      expect(await computedView(adminB, space)).toEqual(expected);
    }
  } finally {
    await fresh.stop();
  }
  // 150 writes and a third server start: minutes on a loaded machine, though each write takes milliseconds.
}, 300000);
