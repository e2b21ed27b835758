/**
 * The change log (issue 24) on a real server and database: every write is
 * logged with who, when, before, after, the catalogue version and its
 * consequences; recent changes, an item's history and a change's detail;
 * review (not one's own); revert through the save's checks (409 when the
 * item changed since, 400 with the derivation when the old state now
 * contradicts the theorems, 403 for an editor's revert of an import); an
 * admin's restore of the catalogue before an import; privacy (no email in
 * public answers); a log row that cannot be written leaves nothing changed.
 */
import type { ApiClient } from '../support/api-client';
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';
import { runSql } from '../support/sql';

useFileServer();

let emails = 0;
/** A new editor (signed up with an invite), logged in. */
async function editor(): Promise<ApiClient> {
  const code = (await admin.post('/api/admin/invite')).body.code;
  const email = `history${++emails}-${Date.now()}@catalogue.test`;
  const signup = await server.client().post('/api/user/signup', { email, password: 'correct horse', inviteCode: code, license: true });
  expect(signup.status).toBe(200);
  return server.login(email, 'correct horse');
}

/** The newest change of an item's history. */
async function latest(path: string) {
  const r = await server.client().get(`${path}/history`);
  expect(r.status).toBe(200);
  return r.body.changes[0];
}

describe('every write is logged', () => {
  test('an editor’s space edit: who (display name, never the email), before, after, catalogue version; in /changes and the space’s history', async () => {
    const alice = await editor();
    const id = await createSpace(alice, { field: 'REAL', description: 'first' });
    const created = await latest(`/api/space/${id}`);
    expect(created).toMatchObject({ kind: 'space', action: 'create', itemId: id, reviewed: false, revertOf: null });
    expect(created.user).toMatch(/^editor \d+$/);
    const space = (await server.client().get(`/api/space/${id}`)).body;
    expect((await alice.post(`/api/space/${id}`, { ...space, description: 'second' })).status).toBe(200);
    const history = (await server.client().get(`/api/space/${id}/history`)).body;
    expect(history).toMatchObject({ total: 2, createdBeforeHistory: false });
    const [updated] = history.changes;
    expect(updated).toMatchObject({ action: 'update', user: created.user, itemVersion: space.version + 1, label: space.symbol });
    expect(updated.version).toBeGreaterThan(created.version);
    const detail = (await server.client().get(`/api/changes/${updated.id}`)).body;
    expect(detail.before).toMatchObject({ id, description: 'first', version: space.version });
    expect(detail.after).toMatchObject({ id, description: 'second', version: space.version + 1 });
    const recent = (await server.client().get('/api/changes?limit=5')).body;
    expect(recent.changes[0]).toEqual(updated);
    expect(recent.total).toBeGreaterThanOrEqual(2);
    // Privacy: no email in public answers; the admin's list names the account.
    expect(JSON.stringify(recent)).not.toContain('@');
    expect(JSON.stringify(detail)).not.toContain('@');
    const forAdmin = (await admin.get(`/api/admin/changes?user=${encodeURIComponent(updated.user)}&limit=1`)).body;
    expect(forAdmin.changes[0].account).toMatch(/^history\d+-\d+@catalogue\.test$/);
    expect((await server.client().get('/api/admin/changes')).status).toBe(401);
  });

  test('a link’s consequences: the facts the theorems derive from it, per space, counted in the row', async () => {
    const [p, q] = [await createProperty(admin, { field: 'REAL' }), await createProperty(admin, { field: 'REAL' })];
    await createTheorem(admin, [[p, 'REAL']], [[q, 'REAL']]);
    const s = await createSpace(admin, { field: 'REAL' });
    expect((await admin.post(`/api/space/${s}/property/${p}`, { field: 'REAL' })).status).toBe(200);
    const row = await latest(`/api/space/${s}/property/${p}`);
    expect(row).toMatchObject({ kind: 'link', action: 'create', spaceId: s, propertyId: p, itemId: null, consequences: { added: 1, removed: 0, spaces: 1 } });
    const detail = (await server.client().get(`/api/changes/${row.id}`)).body;
    const consequence = detail.consequences.find((c: any) => c.subjectId === s);
    expect(consequence.added).toEqual(expect.arrayContaining([expect.objectContaining({ propertyId: q, scalar: 'REAL', value: true, stored: false })]));
    expect(detail.after).toMatchObject({ spaceId: s, propertyId: p, field: 'REAL', version: 1 });
    // Deleting the link takes the derived fact away again.
    expect((await admin.delete(`/api/space/${s}/property/${p}`)).status).toBe(200);
    const deleted = await latest(`/api/space/${s}/property/${p}`);
    expect(deleted).toMatchObject({ action: 'delete', consequences: { added: 0, removed: 1, spaces: 1 }, itemVersion: null });
    expect((await server.client().get(`/api/changes/${deleted.id}`)).body.after).toBeNull();
  });

  test('filters: kind, user, unreviewed; bad filters are 400s; unknown ids 404', async () => {
    const bob = await editor();
    const id = await createSpace(bob);
    const mine = await latest(`/api/space/${id}`);
    const byBob = (await server.client().get(`/api/changes?user=${encodeURIComponent(mine.user)}`)).body;
    expect(byBob.total).toBe(1);
    expect(byBob.changes[0].id).toBe(mine.id);
    const spaces = (await server.client().get('/api/changes?kind=space&limit=100')).body;
    expect(spaces.changes.every((c: any) => c.kind === 'space')).toBe(true);
    expect((await server.client().get('/api/changes?unreviewed=true&limit=100')).body.changes.map((c: any) => c.id)).toContain(mine.id);
    expect((await server.client().get('/api/changes?kind=planet')).body).toEqual({ errors: { kind: expect.any(String) } });
    expect((await server.client().get('/api/changes?limit=1000')).status).toBe(400);
    expect((await server.client().get('/api/changes?since=yesterday')).status).toBe(400);
    // A repeated filter, a NUL in a name, a year PostgreSQL cannot hold, text after a date: each a 400 under its filter, never a 500.
    for (const [query, field] of [
      ['user=a&user=b', 'user'],
      ['user=%00', 'user'],
      ['since=2026-01-01&since=2026-01-02', 'since'],
      ['since=0000-01-01', 'since'],
      ['until=0001-01-01T00:00%2B01:00', 'until'],
      ['since=2026-01-01%20junk', 'since'],
    ]) {
      expect({ query, body: (await server.client().get(`/api/changes?${query}`)).body }).toEqual({ query, body: { errors: { [field]: expect.any(String) } } });
    }
    expect((await server.client().get('/api/changes?since=0001-01-01&until=2026-01-01T12:00:00.5%2B02:00')).status).toBe(200);
    expect((await server.client().get('/api/changes/999999')).status).toBe(404);
    expect((await server.client().get('/api/space/999999/history')).status).toBe(404);
    expect((await admin.post('/api/changes/999999/revert')).status).toBe(404);
    expect((await admin.post('/api/changes/999999/review')).status).toBe(404);
    const feed = await fetch(`${server.baseUrl}/api/changes.atom`);
    expect(feed.headers.get('content-type')).toContain('application/atom+xml');
    const entries = await feed.text();
    expect(entries).toContain(`/changes/${mine.id}</id>`);
    // Each entry reads as the page's line does, in words, not the log's identifiers.
    expect(entries).toContain(`<title>${mine.user} created space ${mine.label}</title>`);
  });

  test('an equation link’s change is labelled with the equation’s and the property’s names, as a space link’s is', async () => {
    const [equationName, propertyName] = [unique('Heat equation'), unique('Parabolic')];
    const equation = await createEquation(admin, { name: equationName });
    const property = await createEquationProperty(admin, { name: propertyName });
    expect((await admin.post(`/api/differential-equation/${equation}/property/${property}`, { hasProperty: true })).status).toBe(200);
    const logged = await latest(`/api/differential-equation/${equation}/property/${property}`);
    expect(logged).toMatchObject({ kind: 'differential-equation-link', action: 'create', label: `${equationName} — ${propertyName}` });
    expect((await server.client().get(`/api/changes/${logged.id}`)).body.change.label).toBe(`${equationName} — ${propertyName}`);
    expect((await server.client().get('/api/changes?kind=differential-equation-link&limit=1')).body.changes[0].label).toBe(`${equationName} — ${propertyName}`);
  });
});

describe('review', () => {
  test('not one’s own change; another editor marks it reviewed and it leaves the queue', async () => {
    const [alice, bob] = [await editor(), await editor()];
    const id = await createSpace(alice);
    const row = await latest(`/api/space/${id}`);
    expect((await alice.post(`/api/changes/${row.id}/review`)).body).toEqual({ errors: { general: 'Another editor reviews a change: its author cannot mark it reviewed.' } });
    expect((await server.client().post(`/api/changes/${row.id}/review`)).status).toBe(401);
    // Its page tells its author, and only its author, that the change is theirs (no "Mark reviewed" there).
    expect((await alice.get(`/api/changes/${row.id}`)).body.yours).toBe(true);
    expect((await bob.get(`/api/changes/${row.id}`)).body).not.toHaveProperty('yours');
    expect((await server.client().get(`/api/changes/${row.id}`)).body).not.toHaveProperty('yours');
    // Read before the review, as the pages read them: a review is no catalogue write, and these reads must still show it.
    const reads = [`/api/changes/${row.id}`, `/api/space/${id}/history`, '/api/changes?limit=100'];
    for (const path of reads) expect((await server.client().get(path)).status).toBe(200);
    const reviewed = await bob.post(`/api/changes/${row.id}/review`);
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ id: row.id, reviewed: true, reviewedBy: expect.stringMatching(/^editor \d+$/) });
    expect((await server.client().get('/api/changes?unreviewed=true&limit=100')).body.changes.map((c: any) => c.id)).not.toContain(row.id);
    const [detail, history, list] = await Promise.all(reads.map((path) => server.client().get(path)));
    expect(detail.body.change).toMatchObject({ id: row.id, reviewed: true });
    expect(history.body.changes.find((c: any) => c.id === row.id)).toMatchObject({ reviewed: true });
    expect(list.body.changes.find((c: any) => c.id === row.id)).toMatchObject({ reviewed: true });
  });
});

describe('revert', () => {
  test('puts the item back as a new change; a second revert of the same change is a 409 with the current state', async () => {
    const [alice, bob] = [await editor(), await editor()];
    const id = await createSpace(alice, { description: 'good' });
    const space = (await server.client().get(`/api/space/${id}`)).body;
    expect((await alice.post(`/api/space/${id}`, { ...space, description: 'vandalised' })).status).toBe(200);
    const bad = await latest(`/api/space/${id}`);
    const revert = await bob.post(`/api/changes/${bad.id}/revert`);
    expect(revert.status).toBe(200);
    expect(revert.body.change).toMatchObject({ action: 'revert', revertOf: bad.id, kind: 'space', itemId: id });
    expect((await server.client().get(`/api/space/${id}`)).body).toMatchObject({ description: 'good', version: space.version + 2 });
    expect((await server.client().get(`/api/changes/${bad.id}`)).body.change.revertedBy).toBe(revert.body.change.id);
    const again = await bob.post(`/api/changes/${bad.id}/revert`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errors: { general: `This change has already been reverted by change ${revert.body.change.id}.` },
      current: { id, description: 'good', version: space.version + 2 },
    });
  });

  test('of a creation deletes; of a deletion re-creates (a link by its pair)', async () => {
    const bob = await editor();
    const [s, p] = [await createSpace(admin, { field: 'REAL' }), await createProperty(admin, { field: 'REAL' })];
    expect((await admin.post(`/api/space/${s}/property/${p}`, { field: 'REAL', description: 'kept' })).status).toBe(200);
    expect((await admin.delete(`/api/space/${s}/property/${p}`)).status).toBe(200);
    const deletion = await latest(`/api/space/${s}/property/${p}`);
    expect((await bob.post(`/api/changes/${deletion.id}/revert`)).status).toBe(200);
    expect((await server.client().get(`/api/space/${s}/property/${p}`)).body.link).toMatchObject({ field: 'REAL', description: 'kept' });
    const recreation = await latest(`/api/space/${s}/property/${p}`);
    expect(recreation).toMatchObject({ action: 'revert', revertOf: deletion.id });
    expect((await bob.post(`/api/changes/${recreation.id}/revert`)).status).toBe(200);
    // Nothing stored nor computed on the pair any more: its page is gone.
    expect((await server.client().get(`/api/space/${s}/property/${p}`)).status).toBe(404);
    expect(await latest(`/api/space/${s}/property/${p}`)).toMatchObject({ action: 'revert', revertOf: recreation.id, itemVersion: null });
  });

  test('of a space’s deletion re-creates the space with the stored links its deletion took, their derived facts back', async () => {
    const bob = await editor();
    const [p, q, r] = [await createProperty(admin, { field: 'REAL' }), await createProperty(admin, { field: 'REAL' }), await createProperty(admin, { field: 'REAL' })];
    await createTheorem(admin, [[p, 'REAL']], [[r, 'REAL']]);
    const s = await createSpace(admin, { field: 'REAL', description: 'gone and back' });
    const symbol = (await server.client().get(`/api/space/${s}`)).body.symbol;
    expect((await admin.post(`/api/space/${s}/property/${p}`, { field: 'REAL', description: 'has P' })).status).toBe(200);
    expect((await admin.post(`/api/space/${s}/property/${q}`, { field: 'NOT_REAL' })).status).toBe(200);
    expect((await admin.delete(`/api/space/${s}`)).status).toBe(200);
    const deletion = await latest(`/api/space/${s}`);
    expect(deletion).toMatchObject({ action: 'delete', consequences: { removed: 1 } });
    const detail = (await server.client().get(`/api/changes/${deletion.id}`)).body;
    expect(detail.before.links).toEqual([
      expect.objectContaining({ spaceId: s, propertyId: p, field: 'REAL', description: 'has P' }),
      expect.objectContaining({ spaceId: s, propertyId: q, field: 'NOT_REAL' }),
    ].sort((a, b) => (a.propertyId < b.propertyId ? -1 : 1)));
    const revert = await bob.post(`/api/changes/${deletion.id}/revert`);
    expect(revert.status).toBe(200);
    const spaces = (await server.client().get('/api/space')).body as Array<{ id: number; symbol: string }>;
    const back = spaces.find((x) => x.symbol === symbol)!;
    expect(back).toBeDefined();
    const links = (await server.client().get(`/api/space/${back.id}/property`)).body as Array<{ propertyId?: number; id?: number }>;
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect((await server.client().get(`/api/space/${back.id}/property/${p}`)).body.link).toMatchObject({ field: 'REAL', description: 'has P' });
    expect((await server.client().get(`/api/space/${back.id}/property/${q}`)).body.link).toMatchObject({ field: 'NOT_REAL' });
    // The theorem's consequence is derived again.
    expect((await server.client().get(`/api/space/${back.id}/property/${r}`)).status).toBe(200);
    // Each restored item is a change of this revert.
    const reverts = (await server.client().get('/api/changes?limit=10')).body.changes.filter((c: { revertOf: number | null }) => c.revertOf === deletion.id);
    expect(reverts.map((c: { kind: string }) => c.kind).sort()).toEqual(['link', 'link', 'space']);
  });

  test('refused with the derivation under the field when the old state now contradicts the theorems', async () => {
    const [p, q] = [await createProperty(admin, { field: 'REAL' }), await createProperty(admin, { field: 'REAL' })];
    await createTheorem(admin, [[p, 'REAL']], [[q, 'REAL']]);
    const s = await createSpace(admin, { field: 'REAL' });
    // S lacks Q, stored; that link is deleted; then S gets P, so the theorem derives Q.
    expect((await admin.post(`/api/space/${s}/property/${q}`, { field: 'NOT_REAL' })).status).toBe(200);
    expect((await admin.delete(`/api/space/${s}/property/${q}`)).status).toBe(200);
    const deletion = await latest(`/api/space/${s}/property/${q}`);
    expect((await admin.post(`/api/space/${s}/property/${p}`, { field: 'REAL' })).status).toBe(200);
    const r = await admin.post(`/api/changes/${deletion.id}/revert`);
    expect(r.status).toBe(400);
    expect(r.body.errors.field).toMatch(/contradicts the theorems/);
    expect((await server.client().get(`/api/space/${s}/property/${q}`)).body.link).toBeNull();
  });
});

describe('imports', () => {
  const backup = (tag: string) => ({
    format: 'banach-catalogue-backup',
    version: 1,
    spaces: [{ id: 1, symbol: `$${tag}$`, norm: '', description: tag, field: 'REAL', references: [] }],
    properties: [],
    spaceLinks: [],
    theorems: [],
    differentialEquations: [],
    differentialEquationProperties: [],
    differentialEquationLinks: [],
  });

  test('items that came before the log say so; an editor may not revert an import; an admin restores the catalogue before it, and that restore can be reverted', async () => {
    const before = (await admin.get('/api/admin/export')).body;
    expect((await admin.post('/api/admin/import', backup(unique('Imported')))).status).toBe(200);
    const imported = (await server.client().get('/api/changes?kind=catalogue&limit=1')).body.changes[0];
    expect(imported).toMatchObject({ kind: 'catalogue', action: 'import', itemId: null });
    // The imported space's history names the import it came with; before it, the catalogue was another one.
    const history = (await server.client().get('/api/space/1/history')).body;
    expect(history).toEqual({ total: 0, changes: [], createdBeforeHistory: false, cameWith: { id: imported.id, version: imported.version, action: 'import' } });
    expect((await server.client().get(`/api/space/1/history/${imported.version}`)).body).toMatchObject({ state: expect.any(Object), change: null, cameWith: { id: imported.id } });
    expect((await server.client().get(`/api/space/1/history/${imported.version - 1}`)).body).toMatchObject({ state: null, change: null, cameWith: { id: imported.id } });
    expect((await server.client().get(`/api/changes/${imported.id}`)).body.after).toMatchObject({ spaces: 1 });
    const bob = await editor();
    expect((await bob.post(`/api/changes/${imported.id}/revert`)).status).toBe(403);
    const restored = await admin.post(`/api/admin/restore/${imported.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.change).toMatchObject({ kind: 'catalogue', action: 'restore', revertOf: imported.id });
    // A repeated restore (a second click) replaces nothing: what was written since the first one stays.
    const kept = await createSpace(admin, { description: 'written after the restore' });
    const twice = await admin.post(`/api/admin/restore/${imported.id}`);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ errors: { general: `This change has already been reverted by change ${restored.body.change.id}.` } });
    expect((await server.client().get(`/api/space/${kept}`)).status).toBe(200);
    expect((await admin.post(`/api/changes/${(await latest(`/api/space/${kept}`)).id}/revert`)).status).toBe(200);
    const feed = await (await fetch(`${server.baseUrl}/api/changes.atom`)).text();
    expect(feed).toContain(`<title>${restored.body.change.user} restored the whole catalogue (undoing change ${imported.id})</title>`);
    const after = (await admin.get('/api/admin/export')).body;
    expect(after.spaces).toEqual(before.spaces);
    expect(after.spaceLinks).toEqual(before.spaceLinks);
    // The restore kept what it replaced: restoring it again brings the import back.
    const back = await admin.post(`/api/changes/${restored.body.change.id}/revert`);
    expect(back.body.change).toMatchObject({ action: 'restore', revertOf: restored.body.change.id });
    expect((await admin.get('/api/admin/export')).body.spaces).toHaveLength(1);
    expect((await admin.post(`/api/admin/restore/${back.body.change.id}`)).status).toBe(200);
    expect((await admin.get('/api/admin/export')).body.spaces).toEqual(before.spaces);
    // Users and history are not in the public data download.
    const data = await server.client().get('/api/data');
    expect(JSON.stringify(data.body)).not.toMatch(/change_log|"before"|@catalogue\.test/);
  });
});

describe('cite this version', () => {
  test('the item as it was at a catalogue version', async () => {
    const id = await createSpace(admin, { description: 'v1' });
    const first = await latest(`/api/space/${id}`);
    const space = (await server.client().get(`/api/space/${id}`)).body;
    expect((await admin.post(`/api/space/${id}`, { ...space, description: 'v2' })).status).toBe(200);
    const then = (await server.client().get(`/api/space/${id}/history/${first.version}`)).body;
    expect(then).toMatchObject({ version: first.version, state: { description: 'v1' }, change: { id: first.id }, createdBeforeHistory: false });
    expect((await server.client().get(`/api/space/${id}/history/${first.version - 1}`)).body.state).toBeNull();
  });
});

describe('the log and the change commit together', () => {
  test('a log row that cannot be written leaves the item unchanged and no row', async () => {
    const id = await createSpace(admin, { description: 'before' });
    const space = (await server.client().get(`/api/space/${id}`)).body;
    const total = (await server.client().get('/api/changes?limit=0')).body.total;
    await server.pause();
    runSql(server.env, [`alter table "change_log" add constraint "refuse_marker" check ("after" is null or "after"->>'description' is distinct from 'REFUSED')`]);
    await server.resume();
    const client = await server.asAdmin();
    const refused = await client.post(`/api/space/${id}`, { ...space, description: 'REFUSED' });
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect((await server.client().get(`/api/space/${id}`)).body).toMatchObject({ description: 'before', version: space.version });
    expect((await server.client().get('/api/changes?limit=0')).body.total).toBe(total);
    // A full save (a new symbol: not the texts-only statement) is refused alike.
    const renamed = await client.post(`/api/space/${id}`, { ...space, symbol: unique('$R$'), description: 'REFUSED' });
    expect(renamed.status).toBeGreaterThanOrEqual(500);
    expect((await server.client().get(`/api/space/${id}`)).body).toMatchObject({ symbol: space.symbol, description: 'before' });
    await server.pause();
    runSql(server.env, [`alter table "change_log" drop constraint "refuse_marker"`]);
    await server.resume();
  });
});
