/**
 * Display names (issue 24, privacy): chosen at signup or "editor N", shown in
 * public history instead of the account, unique regardless of case, refused
 * when they could pass for an email, markup or one of the log's own names;
 * the recent-changes filter finds an editor by the name the rows show.
 */
import { createSpace } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

let signups = 0;
async function signup(displayName?: unknown) {
  const code = (await admin.post('/api/admin/invite')).body.code;
  const email = `named${++signups}-${Date.now()}@catalogue.test`;
  const r = await server.client().post('/api/user/signup', { email, password: 'correct horse', inviteCode: code, license: true, ...(displayName === undefined ? {} : { displayName }) });
  return { r, email, code };
}

test('a chosen name is what history shows, for the author and the reviewer; the filter finds an editor by the name the rows show', async () => {
  const name = `Stefan Banach ${Date.now() % 100000}`;
  const { r, email } = await signup(`  ${name} `);
  expect(r.status).toBe(200);
  const banach = await server.login(email, 'correct horse');
  const space = await createSpace(banach, { field: 'REAL' });
  const [row] = (await server.client().get(`/api/space/${space}/history`)).body.changes;
  expect(row.user).toBe(name);
  const unnamed = await signup();
  expect(unnamed.r.status).toBe(200);
  const reviewer = await server.login(unnamed.email, 'correct horse');
  expect((await reviewer.post(`/api/changes/${row.id}/review`)).status).toBe(200);
  const reviewed = (await server.client().get(`/api/changes/${row.id}`)).body.change;
  expect(reviewed.reviewedBy).toMatch(/^editor \d+$/);
  expect(JSON.stringify(reviewed)).not.toContain('@');
  const byName = (await server.client().get(`/api/changes?user=${encodeURIComponent(name.toUpperCase())}`)).body;
  expect(byName.changes.map((c: { id: number }) => c.id)).toContain(row.id);
  expect(byName.changes.every((c: { user: string }) => c.user === name)).toBe(true);
  // The reviewer chose no name: the filter finds its review-less rows by "editor N" only while it has none.
  const reviewerNumber = reviewed.reviewedBy as string;
  const reviewerSpace = await createSpace(reviewer, { field: 'REAL' });
  const byNumber = (await server.client().get(`/api/changes?user=${encodeURIComponent(reviewerNumber)}`)).body;
  expect(byNumber.changes.map((c: { itemId: number }) => c.itemId)).toContain(reviewerSpace);
});

test('a name taken (in any case) is refused under displayName, and the invite code is not spent', async () => {
  const name = `Lindenstrauss ${Date.now() % 100000}`;
  expect((await signup(name)).r.status).toBe(200);
  const again = await signup(name.toLowerCase());
  expect(again.r.status).toBe(400);
  expect(again.r.body).toEqual({ errors: { displayName: 'This display name is taken; please choose another.' } });
  // The refused signup rolled back: its code still works, and so does its email.
  const retry = await server.client().post('/api/user/signup', { email: again.email, password: 'correct horse', inviteCode: again.code, license: true });
  expect(retry.status).toBe(200);
});

test.each([
  ['x', 'The display name must be at least 2 characters.'],
  ['a'.repeat(41), 'The display name must be at most 40 characters.'],
  ['someone@example.org', "Use letters, digits, spaces and . ' - _ only, starting with a letter or digit."],
  ['<b>bold</b>', "Use letters, digits, spaces and . ' - _ only, starting with a letter or digit."],
  ['editor 7', 'This name is reserved; please choose another.'],
  ['System', 'This name is reserved; please choose another.'],
  [42, 'The display name must be text.'],
])('display name %p is refused with a 400 under displayName', async (displayName, message) => {
  const { r } = await signup(displayName);
  expect(r.status).toBe(400);
  expect(r.body.errors.displayName).toBe(message);
});

test('an empty display name is no name: the rows say "editor N"', async () => {
  const { r, email } = await signup('   ');
  expect(r.status).toBe(200);
  const editor = await server.login(email, 'correct horse');
  const space = await createSpace(editor, { field: 'REAL' });
  expect((await server.client().get(`/api/space/${space}/history`)).body.changes[0].user).toMatch(/^editor \d+$/);
});
