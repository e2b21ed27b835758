/**
 * No lost update (issue 12): every editable item carries a version; an edit
 * that sends the version it loaded is refused with 409 and the current item
 * when someone saved in between; an edit without a version saves as before.
 */
import type { ApiClient } from '../support/api-client';
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, useFileServer } from '../support/file-server';

useFileServer();

interface Item {
  label: string;
  /** Makes one; returns its GET path and a valid edit body. */
  make(client: ApiClient): Promise<{ path: string; body: (marker: string) => Record<string, unknown> }>;
}

const ITEMS: Item[] = [
  {
    label: 'space',
    make: async (c) => ({ path: `/api/space/${await createSpace(c)}`, body: (m) => ({ symbol: unique('$V$'), field: 'REAL_OR_COMPLEX', description: m }) }),
  },
  {
    label: 'property',
    make: async (c) => ({ path: `/api/property/${await createProperty(c)}`, body: (m) => ({ name: unique('Versioned'), field: 'REAL_OR_COMPLEX', description: m }) }),
  },
  {
    label: 'theorem',
    make: async (c) => {
      const [p, q] = [await createProperty(c), await createProperty(c)];
      const id = await createTheorem(c, [[p, 'REAL']], [[q, 'REAL']]);
      return { path: `/api/theorem/${id}`, body: (m) => ({ conditions: [{ propertyId: p, field: 'REAL' }], conclusions: [{ propertyId: q, field: 'REAL' }], description: m }) };
    },
  },
  {
    label: 'equation',
    make: async (c) => ({ path: `/api/differential-equation/${await createEquation(c)}`, body: (m) => ({ name: unique('Heat'), symbol: 'u', description: m }) }),
  },
  {
    label: 'equation property',
    make: async (c) => ({ path: `/api/differential-equation/property/${await createEquationProperty(c)}`, body: (m) => ({ name: unique('Linear'), description: m }) }),
  },
  {
    label: 'equation link',
    make: async (c) => {
      const path = `/api/differential-equation/${await createEquation(c)}/property/${await createEquationProperty(c)}`;
      expect((await c.post(path, { hasProperty: true })).status).toBe(200);
      return { path, body: (m) => ({ hasProperty: true, description: m }) };
    },
  },
];

/** The version of a GET body (a space link keeps it on its stored `link`). */
const versionOf = (body: any): number => (body.link !== undefined ? (body.link?.version ?? 0) : body.version);

describe.each(ITEMS)('$label', ({ make }) => {
  test('GET shows the version; a save on it bumps it; a stale save is a 409 with the current item; no version saves as before', async () => {
    const { path, body } = await make(admin);
    const loaded = (await admin.get(path)).body;
    expect(loaded.version).toBe(1);

    expect((await admin.post(path, { ...body('first'), version: 1 })).status).toBe(200);
    const current = (await admin.get(path)).body;
    expect(current.version).toBe(2);

    const stale = await admin.post(path, { ...body('second'), version: 1 });
    expect(stale.status).toBe(409);
    expect(Object.keys(stale.body.errors)).toEqual(['version']);
    expect(stale.body.current).toEqual(current);
    expect((await admin.get(path)).body).toEqual(current);

    // The spec's own payloads carry no version: they save as always.
    expect((await admin.post(path, body('third'))).status).toBe(200);
    expect((await admin.get(path)).body).toMatchObject({ description: 'third', version: 3 });
  });
});

test('a space link: version 0 means "none stored"; a link stored since is a 409 with the current pair', async () => {
  const [space, property] = [await createSpace(admin, { field: 'REAL' }), await createProperty(admin, { field: 'REAL' })];
  const path = `/api/space/${space}/property/${property}`;
  // Nothing is stored (nor known) about the pair yet.
  expect((await admin.get(path)).status).toBe(404);
  expect((await admin.post(path, { field: 'REAL', description: 'theirs', version: 0 })).status).toBe(200);
  const current = (await admin.get(path)).body;
  expect(current.link).toMatchObject({ description: 'theirs', version: 1 });
  const stale = await admin.post(path, { field: 'NOT_REAL', description: 'mine', version: 0 });
  expect(stale.status).toBe(409);
  expect(stale.body.errors).toEqual({ version: expect.any(String) });
  expect(stale.body.current).toEqual(current);
  expect((await admin.post(path, { field: 'NOT_REAL', description: 'mine', version: 1 })).status).toBe(200);
  expect((await admin.get(path)).body.link).toMatchObject({ field: 'NOT_REAL', version: 2 });
});

test('a version that is not a whole number is a 400 under "version"', async () => {
  const path = `/api/space/${await createSpace(admin)}`;
  for (const version of ['1', 1.5, -1, true, 2 ** 40]) {
    const r = await admin.post(path, { symbol: unique('$W$'), field: 'REAL', version });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual(['version']);
  }
});

test.each([
  ['space', (c: ApiClient) => ITEMS[0].make(c)],
  [
    'space link',
    async (c: ApiClient) => {
      const [space, property] = [await createSpace(c, { field: 'REAL' }), await createProperty(c, { field: 'REAL' })];
      const path = `/api/space/${space}/property/${property}`;
      expect((await c.post(path, { field: 'REAL' })).status).toBe(200);
      return { path, body: (m: string) => ({ field: 'REAL', description: m }) };
    },
  ],
])('20 concurrent editors of one %s, each retrying on 409: every save is a 200 on the latest version or a 409, and no edit is lost', async (_label, make) => {
  const { path, body } = await make(admin);
  const initial = versionOf((await admin.get(path)).body);
  const editors = Array.from({ length: 20 }, (_, i) => `editor-${i}`);
  const statuses: number[] = [];
  const description = (b: any): string => (b.link !== undefined ? (b.link?.description ?? '') : b.description);
  await Promise.all(
    editors.map(async (editor) => {
      for (;;) {
        // Each editor loads the item, adds its line to the description, saves with the version it loaded.
        const loaded = (await admin.get(path)).body;
        const lines = description(loaded).split('\n').filter(Boolean);
        const saved = await admin.post(path, { ...body([...lines, editor].join('\n')), version: versionOf(loaded) });
        statuses.push(saved.status);
        if (saved.status === 200) return;
        expect(saved.status).toBe(409);
        expect(versionOf(saved.body.current)).toBeGreaterThan(versionOf(loaded));
      }
    }),
  );
  const final = (await admin.get(path)).body;
  expect(description(final).split('\n').sort()).toEqual([...editors].sort());
  expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
  // Every 200 moved the version by one.
  expect(versionOf(final)).toBe(initial + 20);
}, 180000);

describe.each([
  ...ITEMS,
  {
    label: 'space link',
    make: async (c: ApiClient) => {
      const [space, property] = [await createSpace(c, { field: 'REAL' }), await createProperty(c, { field: 'REAL' })];
      const path = `/api/space/${space}/property/${property}`;
      expect((await c.post(path, { field: 'REAL' })).status).toBe(200);
      return { path, body: (m: string) => ({ field: 'REAL', description: m }) };
    },
  },
])('DELETE of a $label', ({ make }) => {
  test('with the version loaded: a stale one is a 409 with the current item and deletes nothing; the current one deletes', async () => {
    const { path, body } = await make(admin);
    const loaded = versionOf((await admin.get(path)).body);
    expect((await admin.post(path, body('changed meanwhile'))).status).toBe(200);
    const current = (await admin.get(path)).body;

    const stale = await admin.request('DELETE', path, { version: loaded });
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toEqual({ version: expect.any(String) });
    expect(stale.body.current).toEqual(current);
    expect((await admin.get(path)).body).toEqual(current);

    for (const version of ['1', 1.5, -1, true]) {
      const bad = await admin.request('DELETE', path, { version });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['version']);
    }
    expect((await admin.request('DELETE', path, { version: versionOf(current) })).status).toBe(200);
    expect((await admin.get(path)).status).toBe(404);
  });

  test('without a version (an empty body, or one without it) deletes as before', async () => {
    const first = await make(admin);
    expect((await admin.delete(first.path)).status).toBe(200);
    expect((await admin.get(first.path)).status).toBe(404);
    const second = await make(admin);
    const csrf = admin.cookies.get('csrf')!;
    const empty = await admin.raw({ method: 'DELETE', path: second.path, headers: { 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' } });
    expect([empty.status, empty.body]).toEqual([200, {}]);
    expect((await admin.get(second.path)).status).toBe(404);
    const third = await make(admin);
    expect((await admin.request('DELETE', third.path, { version: null, other: 'ignored' })).status).toBe(200);
    expect((await admin.get(third.path)).status).toBe(404);
  });
});

test('after an import, every imported item’s version is above the ones clients may hold: a form loaded before it is a 409', async () => {
  const space = await createSpace(admin, { field: 'REAL' });
  const property = await createProperty(admin, { field: 'REAL' });
  const linkPath = `/api/space/${space}/property/${property}`;
  expect((await admin.post(linkPath, { field: 'REAL' })).status).toBe(200);
  const loadedSpace = (await admin.get(`/api/space/${space}`)).body;
  const loadedLink = (await admin.get(linkPath)).body.link;
  // Saved often elsewhere meanwhile, then the backup (taken now) is imported back.
  for (let i = 0; i < 3; i++) expect((await admin.post(`/api/space/${space}`, { symbol: loadedSpace.symbol, field: 'REAL', description: `edit ${i}` })).status).toBe(200);
  const backup = await admin.get('/api/admin/export');
  expect(backup.status).toBe(200);
  expect((await admin.post('/api/admin/import', backup.body)).status).toBe(200);

  const imported = (await admin.get(`/api/space/${space}`)).body;
  expect(imported.version).toBeGreaterThan(loadedSpace.version + 3);
  const staleSpace = await admin.post(`/api/space/${space}`, { symbol: loadedSpace.symbol, field: 'REAL', description: 'stale form', version: loadedSpace.version });
  expect(staleSpace.status).toBe(409);
  const staleLink = await admin.post(linkPath, { field: 'REAL', description: 'stale form', version: loadedLink.version });
  expect(staleLink.status).toBe(409);
  expect((await admin.get(`/api/space/${space}`)).body).toEqual(imported);
  expect((await admin.post(`/api/space/${space}`, { symbol: loadedSpace.symbol, field: 'REAL', description: 'fresh form', version: imported.version })).status).toBe(200);
});
