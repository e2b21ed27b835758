/**
 * Kept answers across commits (read/read-scopes.ts, knowledge/commit-reach.ts):
 * a write makes the very next read of everything it changed a new answer under
 * a new ETag, equal to what the handler answers afresh, while the answers it
 * did not reach stay kept under their old tag (If-None-Match still gives 304).
 * One test per kind of write: link (field, texts, delete), space (texts,
 * symbol, field, delete), property, theorem, import. Which spaces' facts a
 * write reaches is the reasoner's reach of what it did.
 */
import { request } from 'node:http';
import { createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';
import { wireGet } from '../support/wire-get';

useFileServer();

/** A GET as sent on the wire (no automatic Accept-Encoding). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return wireGet(server.baseUrl, path, headers);
}

/** The handler's answer, not a kept one: a GET carrying a body is never answered from the cache. */
function fresh(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(server.baseUrl + path, { method: 'GET', headers: { 'Content-Type': 'application/json', 'Content-Length': 2 } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

/** Reads each path twice (the second answer is the kept one) and returns its tag. */
async function prime(paths: string[]): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  for (const path of paths) {
    const first = await rawGet(path);
    expect(first.status).toBe(200);
    const again = await rawGet(path, { 'If-None-Match': first.etag! });
    expect(again.status).toBe(304);
    tags.set(path, first.etag!);
  }
  return tags;
}

/**
 * After a write: each of `changed` answers anew (200, another tag, not the
 * old bytes), each of `kept` still matches its old tag (304), and every one
 * of them, kept or not, is what the handler answers now.
 */
async function expectAfterWrite(tags: Map<string, string>, before: Map<string, string>, changed: string[], kept: string[]) {
  for (const path of changed) {
    const after = await rawGet(path, { 'If-None-Match': tags.get(path)! });
    expect([path, after.status]).toEqual([path, after.status === 404 ? 404 : 200]);
    expect(after.etag).not.toBe(tags.get(path));
    expect(after.text).not.toBe(before.get(path));
  }
  for (const path of kept) expect([path, (await rawGet(path, { 'If-None-Match': tags.get(path)! })).status]).toEqual([path, 304]);
  for (const path of [...changed, ...kept]) {
    const served = await rawGet(path);
    expect([path, served.text]).toEqual([path, (await fresh(path)).text]);
  }
}

async function bodies(paths: string[]): Promise<Map<string, string>> {
  return new Map(await Promise.all(paths.map(async (path) => [path, (await rawGet(path)).text] as const)));
}

/** A space linked to a property, another space, and the URLs that read them. */
async function catalogue(linkField = 'REAL_AND_COMPLEX', propertyField = 'REAL_OR_COMPLEX') {
  const s = await createSpace(admin, { description: 'First.' });
  const other = await createSpace(admin);
  const p = await createProperty(admin, { field: propertyField });
  const q = await createProperty(admin, { field: 'COMPLEX' });
  expect((await admin.post(`/api/space/${s}/property/${p}`, { field: linkField, description: 'Linked.' })).status).toBe(200);
  expect((await admin.post(`/api/space/${other}/property/${p}`, { field: linkField })).status).toBe(200);
  const urls = {
    list: '/api/space',
    space: `/api/space/${s}`,
    facts: `/api/space/${s}/property`,
    unlinked: `/api/space/${s}/property?unlinked=true`,
    link: `/api/space/${s}/property/${p}`,
    otherSpace: `/api/space/${other}`,
    otherFacts: `/api/space/${other}/property`,
    properties: '/api/property',
    property: `/api/property/${p}`,
    theorems: '/api/theorem',
  };
  return { s, other, p, q, urls, all: Object.values(urls) };
}

async function around(paths: string[], write: () => Promise<void>) {
  const tags = await prime(paths);
  const before = await bodies(paths);
  await write();
  return { tags, before };
}

describe('a commit forgets only the answers it changed', () => {
  test('link field: that space’s properties and the link; not the space, the list or another space', async () => {
    const { s, p, urls, all } = await catalogue();
    const { tags, before } = await around(all, async () => {
      expect((await admin.post(`/api/space/${s}/property/${p}`, { field: 'REAL', description: 'Linked.' })).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.facts, urls.link], [urls.list, urls.space, urls.otherSpace, urls.otherFacts, urls.properties, urls.property, urls.theorems]);
    expect(JSON.parse((await rawGet(urls.facts)).text).find((e: { property: { id: number } }) => e.property.id === p).field).toBe('REAL');
  });

  test('link texts only: the link; its space’s properties stay', async () => {
    const { s, p, urls, all } = await catalogue();
    const { tags, before } = await around(all, async () => {
      expect((await admin.post(`/api/space/${s}/property/${p}`, { field: 'REAL_AND_COMPLEX', description: 'Changed.' })).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.link], [urls.list, urls.space, urls.facts, urls.unlinked, urls.otherFacts, urls.properties]);
    expect(JSON.parse((await rawGet(urls.link)).text).link.description).toBe('Changed.');
  });

  test('link delete: that space’s properties, linked and unlinked', async () => {
    const { s, p, urls, all } = await catalogue();
    const { tags, before } = await around(all, async () => {
      expect((await admin.delete(`/api/space/${s}/property/${p}`)).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.facts, urls.unlinked, urls.link], [urls.list, urls.space, urls.otherFacts, urls.property]);
    expect(JSON.parse((await rawGet(urls.unlinked)).text).some((e: { property: { id: number } }) => e.property.id === p)).toBe(true);
  });

  test('space texts: the space (and its link, which shows it); not the list or its properties', async () => {
    const { s, urls, all } = await catalogue();
    const symbol = JSON.parse((await rawGet(urls.space)).text).symbol;
    const { tags, before } = await around(all, async () => {
      expect((await admin.post(`/api/space/${s}`, { symbol, field: 'REAL_OR_COMPLEX', description: 'Second.' })).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.space, urls.link], [urls.list, urls.facts, urls.unlinked, urls.otherSpace, urls.otherFacts, urls.properties]);
    expect(JSON.parse((await rawGet(urls.space)).text).description).toBe('Second.');
  });

  test('space symbol: the space and the list of spaces', async () => {
    const { s, urls, all } = await catalogue();
    const symbol = unique('$R$');
    const { tags, before } = await around(all, async () => {
      expect((await admin.post(`/api/space/${s}`, { symbol, field: 'REAL_OR_COMPLEX' })).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.space, urls.list], [urls.facts, urls.otherSpace, urls.otherFacts, urls.properties]);
    expect(JSON.parse((await rawGet(urls.list)).text).find((x: { id: number }) => x.id === s).symbol).toBe(symbol);
  });

  test('space field: the space and the properties it can take', async () => {
    const { s, q, urls, all } = await catalogue('REAL', 'REAL');
    const symbol = JSON.parse((await rawGet(urls.space)).text).symbol;
    expect(JSON.parse((await rawGet(urls.unlinked)).text).some((e: { property: { id: number } }) => e.property.id === q)).toBe(true);
    const { tags, before } = await around(all, async () => {
      expect((await admin.post(`/api/space/${s}`, { symbol, field: 'REAL' })).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.space, urls.unlinked], [urls.list, urls.otherSpace, urls.otherFacts, urls.properties]);
    // A real space cannot take a complex property.
    expect(JSON.parse((await rawGet(urls.unlinked)).text).some((e: { property: { id: number } }) => e.property.id === q)).toBe(false);
  });

  test('space delete: the space, its properties and the list are gone', async () => {
    const { s, urls, all } = await catalogue();
    const { tags, before } = await around(all, async () => {
      expect((await admin.delete(`/api/space/${s}`)).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.list, urls.space, urls.facts, urls.unlinked, urls.link], [urls.otherSpace, urls.otherFacts]);
    for (const path of [urls.space, urls.facts]) expect((await rawGet(path)).status).toBe(404);
    expect(JSON.parse((await rawGet(urls.list)).text).some((x: { id: number }) => x.id === s)).toBe(false);
  });

  test('property rename: every list naming it', async () => {
    const { p, urls, all } = await catalogue();
    const name = unique('Renamed');
    const { tags, before } = await around(all, async () => {
      expect((await admin.post(`/api/property/${p}`, { name, field: 'REAL_OR_COMPLEX' })).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.facts, urls.otherFacts, urls.properties, urls.property, urls.link], []);
    expect(JSON.parse((await rawGet(urls.facts)).text).find((e: { property: { id: number } }) => e.property.id === p).property.name).toBe(name);
  });

  test('theorem: what it computes, in the spaces where it fires, and the theorems; not the spaces it does not reach, the records or the lists', async () => {
    const { p, urls, all } = await catalogue();
    const r = await createProperty(admin);
    const untouched = `/api/space/${await createSpace(admin)}/property`;
    const { tags, before } = await around([...all, untouched], async () => {
      await createTheorem(admin, [[p, 'REAL']], [[r, 'REAL']]);
    });
    await expectAfterWrite(tags, before, [urls.facts, urls.otherFacts, urls.theorems], [untouched, urls.list, urls.space, urls.otherSpace, urls.properties, urls.property]);
    const computed = JSON.parse((await rawGet(urls.facts)).text).find((e: { property: { id: number } }) => e.property.id === r);
    expect(computed).toMatchObject({ field: 'REAL', computed: true, linked: false });
  });

  test('import: everything it replaced', async () => {
    const { s, p, urls, all } = await catalogue();
    const backup = (await admin.get('/api/admin/export')).body;
    backup.spaces.find((x: { id: number }) => x.id === s).description = 'Imported.';
    backup.spaceLinks = backup.spaceLinks.filter((l: { spaceId: number; propertyId: number }) => !(l.spaceId === s && l.propertyId === p));
    const { tags, before } = await around(all, async () => {
      expect((await admin.post('/api/admin/import', backup)).status).toBe(200);
    });
    await expectAfterWrite(tags, before, [urls.space, urls.facts, urls.unlinked], []);
    expect(JSON.parse((await rawGet(urls.space)).text).description).toBe('Imported.');
  });
});
