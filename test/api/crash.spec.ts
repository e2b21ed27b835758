/**
 * Crashes (kill -9, no shutdown at all): every write acknowledged before the
 * crash is there after the restart, and an import killed midway leaves either
 * the whole old catalogue or the whole new one, never a mix.
 */
import { createSpace } from '../support/catalogue';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 120000);
afterAll(() => server?.stop());

async function catalogue(): Promise<unknown> {
  const admin = await server.asAdmin();
  const r = await admin.get('/api/admin/export');
  expect(r.status).toBe(200);
  const { exportedAt: _ignored, ...rest } = r.body;
  return rest;
}

function backup(spaces: number, tag: string) {
  return {
    format: 'banach-catalogue-backup',
    version: 1,
    spaces: Array.from({ length: spaces }, (_, i) => ({ id: i + 1, symbol: `$${tag}_{${i}}$`, norm: '', description: `${tag} ${i}`, field: 'REAL', references: [] })),
    properties: [{ id: 1, name: `${tag} property`, description: '', field: 'REAL', references: [] }],
    spaceLinks: Array.from({ length: spaces }, (_, i) => ({ spaceId: i + 1, propertyId: 1, field: 'REAL', description: '', references: [] })),
    theorems: [],
    differentialEquations: [],
    differentialEquationProperties: [],
    differentialEquationLinks: [],
  };
}

describe('after kill -9', () => {
  test('every acknowledged write is there', async () => {
    const admin = await server.asAdmin();
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push(await createSpace(admin, { symbol: `$K_{${i}}$` }));
    await server.kill();
    await server.resume();
    const listed = new Set(((await server.client().get('/api/space')).body as Array<{ id: number }>).map((s) => s.id));
    expect(ids.filter((id) => !listed.has(id))).toEqual([]);
  }, 180000);

  test('an import killed midway leaves the old catalogue or the new one, never a mix', async () => {
    const admin = await server.asAdmin();
    expect((await admin.post('/api/admin/import', backup(1500, 'Old'))).status).toBe(200);
    const old = await catalogue();
    const outcomes: string[] = [];
    // Killed at different points of the import: early, in the middle, near the end.
    for (const delay of [30, 250, 700]) {
      const importer = await server.asAdmin();
      const sent = importer.post('/api/admin/import', backup(1500, `New${delay}`)).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, delay));
      await server.kill();
      await sent;
      await server.resume();
      const now = await catalogue();
      if (JSON.stringify(now) === JSON.stringify(old)) outcomes.push('old');
      else {
        const fresh = backup(1500, `New${delay}`);
        expect(now).toMatchObject({ spaces: expect.any(Array) });
        const spaces = (now as { spaces: Array<{ symbol: string }> }).spaces;
        expect(spaces).toHaveLength(fresh.spaces.length);
        expect(spaces.every((s, i) => s.symbol === fresh.spaces[i].symbol)).toBe(true);
        expect((now as { spaceLinks: unknown[] }).spaceLinks).toHaveLength(1500);
        outcomes.push('new');
        // The next round starts from this catalogue.
        expect((await (await server.asAdmin()).post('/api/admin/import', backup(1500, 'Old'))).status).toBe(200);
      }
    }
    expect(outcomes).toHaveLength(3);
  }, 300000);

  test('a revert (a restore of the catalogue before an import) killed midway leaves the old or the new state, each with its log entry', async () => {
    const outcomes: string[] = [];
    for (const delay of [30, 300]) {
      const admin = await server.asAdmin();
      expect((await admin.post('/api/admin/import', backup(1500, `Before${delay}`))).status).toBe(200);
      const before = await catalogue();
      expect((await admin.post('/api/admin/import', backup(1500, `After${delay}`))).status).toBe(200);
      const imported = await catalogue();
      const importChange = (await admin.get('/api/changes?kind=catalogue&limit=1')).body.changes[0];
      expect(importChange).toMatchObject({ action: 'import' });
      const sent = admin.post(`/api/changes/${importChange.id}/revert`).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, delay));
      await server.kill();
      await sent;
      await server.resume();
      const now = JSON.stringify(await catalogue());
      const latest = (await server.client().get('/api/changes?kind=catalogue&limit=1')).body.changes[0];
      if (now === JSON.stringify(imported)) {
        // Not reverted: the import is still the last catalogue change.
        expect(latest.id).toBe(importChange.id);
        outcomes.push('old');
      } else {
        expect(now).toBe(JSON.stringify(before));
        expect(latest).toMatchObject({ action: 'restore', revertOf: importChange.id });
        outcomes.push('new');
      }
    }
    expect(outcomes).toHaveLength(2);
  }, 300000);
});
