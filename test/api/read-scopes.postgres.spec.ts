/**
 * Kept answers across another instance's commits (read/read-scopes.ts): when
 * instance B catches up with a write made on A, B forgets exactly the answers
 * that write changed (the next read has the new content under a new ETag) and
 * keeps the others under their old tag.
 */
import { createProperty, createSpace } from '../support/catalogue';
import type { TestServer } from '../support/server';
import { twoInstances } from '../support/two-instances';
import { wireGet } from '../support/wire-get';

const pair = twoInstances();

function rawGet(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return wireGet(server.baseUrl, path, headers);
}

/** Polls B until `path` answers other bytes than `before`, for at most 3 s (LISTEN brings it at once; the poll every 2 s). */
async function changedOnB(path: string, tag: string, before: string) {
  const start = Date.now();
  for (;;) {
    const r = await rawGet(pair.b, path, { 'If-None-Match': tag });
    if (r.status === 200 && r.text !== before) return r;
    if (Date.now() - start > 3000) throw new Error(`GET ${path} on B unchanged after 3 s: ${r.status}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

test('another instance’s space and link saves reach only the answers they change', async () => {
  const s = await createSpace(pair.adminA, { description: 'First.' });
  const other = await createSpace(pair.adminA);
  const p = await createProperty(pair.adminA);
  expect((await pair.adminA.post(`/api/space/${s}/property/${p}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
  const paths = ['/api/space', `/api/space/${s}`, `/api/space/${s}/property`, `/api/space/${other}`, `/api/space/${other}/property`];
  // B has caught up with the setup and keeps its answers.
  const deadline = Date.now() + 3000;
  while ((await rawGet(pair.b, `/api/space/${s}/property`)).text.indexOf(`"id":${p}`) < 0) {
    if (Date.now() > deadline) throw new Error('B did not catch up with the setup');
    await new Promise((done) => setTimeout(done, 20));
  }
  const kept = new Map<string, { etag: string; text: string }>();
  for (const path of paths) {
    const first = await rawGet(pair.b, path);
    expect((await rawGet(pair.b, path, { 'If-None-Match': first.etag! })).status).toBe(304);
    kept.set(path, { etag: first.etag!, text: first.text });
  }

  // A space's texts: its own record changes on B; the list and the other space stay kept.
  const symbol = JSON.parse(kept.get(`/api/space/${s}`)!.text).symbol;
  expect((await pair.adminA.post(`/api/space/${s}`, { symbol, field: 'REAL_OR_COMPLEX', description: 'Second.' })).status).toBe(200);
  const space = await changedOnB(`/api/space/${s}`, kept.get(`/api/space/${s}`)!.etag, kept.get(`/api/space/${s}`)!.text);
  expect(JSON.parse(space.text).description).toBe('Second.');
  for (const path of ['/api/space', `/api/space/${s}/property`, `/api/space/${other}`, `/api/space/${other}/property`]) {
    expect([path, (await rawGet(pair.b, path, { 'If-None-Match': kept.get(path)!.etag })).status]).toEqual([path, 304]);
  }

  // A link's field: that space's properties change on B; the other space's stay kept.
  expect((await pair.adminA.post(`/api/space/${s}/property/${p}`, { field: 'REAL' })).status).toBe(200);
  const facts = await changedOnB(`/api/space/${s}/property`, kept.get(`/api/space/${s}/property`)!.etag, kept.get(`/api/space/${s}/property`)!.text);
  expect(JSON.parse(facts.text).find((e: { property: { id: number } }) => e.property.id === p).field).toBe('REAL');
  for (const path of ['/api/space', `/api/space/${other}`, `/api/space/${other}/property`]) {
    expect([path, (await rawGet(pair.b, path, { 'If-None-Match': kept.get(path)!.etag })).status]).toEqual([path, 304]);
  }
});
