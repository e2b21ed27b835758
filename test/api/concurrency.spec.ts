/** Writes arriving at once: each is applied whole, and uniqueness holds under races. */
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, useFileServer } from '../support/file-server';

useFileServer();

describe('concurrent writes', () => {
  test('parallel creates all succeed with distinct ids, readable while they run', async () => {
    const symbols = Array.from({ length: 20 }, () => unique('$P$'));
    const [writes, reads] = await Promise.all([
      Promise.all(symbols.map((symbol) => admin.post('/api/space', { symbol, field: 'REAL' }))),
      Promise.all(Array.from({ length: 10 }, () => admin.get('/api/space'))),
    ]);
    expect(writes.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(writes.map((r) => r.body.id)).size).toBe(20);
    expect(reads.map((r) => r.status)).toEqual(Array(10).fill(200));
    const listed = new Set((await admin.get('/api/space')).body.map((s: { symbol: string }) => s.symbol));
    for (const symbol of symbols) expect(listed.has(symbol)).toBe(true);
  });

  test.each([
    ['space symbol', '/api/space', (n: string) => ({ symbol: n, field: 'REAL' }), 'symbol'],
    ['property name', '/api/property', (n: string) => ({ name: n, field: 'REAL' }), 'name'],
    ['theorem name', '/api/theorem', (n: string) => ({ name: n, conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] }), 'name'],
    ['equation name', '/api/differential-equation', (n: string) => ({ name: n, symbol: 'u' }), 'name'],
    ['equation property name', '/api/differential-equation/property', (n: string) => ({ name: n }), 'name'],
  ] as const)('racing duplicates of a %s: exactly one wins, the others get a 400 under its key', async (_label, path, body, key) => {
    if (path === '/api/theorem') {
      // Theorems need two properties with ids 1 and 2.
      while ((await admin.get('/api/property/2')).status === 404) await createProperty(admin);
    }
    const name = unique('Race');
    const responses = await Promise.all(Array.from({ length: 8 }, () => admin.post(path, body(name))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of responses.filter((x) => x.status === 400)) expect(Object.keys(r.body.errors)).toEqual([key]);
  });

  test('links saved at once on one space all land', async () => {
    const space = await createSpace(admin);
    const properties = await Promise.all(Array.from({ length: 10 }, () => createProperty(admin)));
    const responses = await Promise.all(properties.map((p) => admin.post(`/api/space/${space}/property/${p}`, { field: 'REAL_AND_COMPLEX' })));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await admin.get(`/api/space/${space}/property`)).body).toHaveLength(10);
  });

  test('racing saves of one new link, of a space or of an equation, all succeed and leave one link', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    const spaceLinks = await Promise.all(Array.from({ length: 8 }, () => admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL' })));
    expect(spaceLinks.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(spaceLinks.map((r) => r.body.id)).size).toBe(1);
    expect((await admin.get(`/api/space/${space}/property`)).body).toHaveLength(1);

    const equation = await createEquation(admin);
    const equationProperty = await createEquationProperty(admin);
    const path = `/api/differential-equation/${equation}/property/${equationProperty}`;
    const equationLinks = await Promise.all(Array.from({ length: 8 }, (_, i) => admin.post(path, { hasProperty: i % 2 === 0 })));
    expect(equationLinks.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(equationLinks.map((r) => r.body.id)).size).toBe(1);
    expect((await admin.get(`/api/differential-equation/${equation}/property`)).body).toHaveLength(1);
  });

  // Writes that arrive together share one transaction (group commit): each must still be checked against all before it.
  test('contradicting writes at once: one of each pair lands, none contradict, the views equal a rebuild from the database', async () => {
    const [p, q, r] = [await createProperty(admin, { field: 'REAL' }), await createProperty(admin, { field: 'REAL' }), await createProperty(admin, { field: 'REAL' })];
    // P ⇒ Q: a space cannot have P and lack Q.
    await createTheorem(admin, [[p, 'REAL']], [[q, 'REAL']]);
    const spaces = await Promise.all(Array.from({ length: 12 }, () => createSpace(admin, { field: 'REAL' })));
    const pairs = await Promise.all(
      spaces.map((space) =>
        Promise.all([
          admin.post(`/api/space/${space}/property/${p}`, { field: 'REAL' }),
          admin.post(`/api/space/${space}/property/${q}`, { field: 'NOT_REAL' }),
        ]),
      ),
    );
    for (const pair of pairs) {
      expect(pair.map((x) => x.status).sort()).toEqual([200, 400]);
      expect(Object.values(pair.find((x) => x.status === 400)!.body.errors).join(' ')).toMatch(/contradicts/);
    }

    // A theorem Q ⇒ R saved together with links it contradicts (spaces having Q, lacking R): whichever comes first wins.
    const lacking = await Promise.all(Array.from({ length: 6 }, () => createSpace(admin, { field: 'REAL' })));
    for (const space of lacking) expect((await admin.post(`/api/space/${space}/property/${r}`, { field: 'NOT_REAL' })).status).toBe(200);
    const [theorem, ...links] = await Promise.all([
      admin.post('/api/theorem', { name: unique('Q implies R'), conditions: [{ propertyId: q, field: 'REAL' }], conclusions: [{ propertyId: r, field: 'REAL' }] }),
      ...lacking.map((space) => admin.post(`/api/space/${space}/property/${q}`, { field: 'REAL' })),
    ]);
    for (const response of [theorem, ...links]) {
      expect([200, 400]).toContain(response.status);
      if (response.status === 400) expect(Object.values(response.body.errors).join(' ')).toMatch(/contradicts/);
    }
    // The theorem lands only if no link landed before it, and then refuses every link after it.
    expect(theorem.status === 200).toBe(links.every((x) => x.status === 400));

    // What the knowledge base answers now is what a rebuild from the stored records answers: nothing contradicts.
    const views = async () => Promise.all([...spaces, ...lacking].map(async (space) => (await admin.get(`/api/space/${space}/property`)).body));
    const before = await views();
    const report = await admin.post('/api/admin/compute');
    expect(report.status).toBe(200);
    expect(report.body.contradictions).toEqual([]);
    expect(await views()).toEqual(before);
  });
});
