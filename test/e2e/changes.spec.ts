/**
 * The change log as editors use it (issue 24): an editor edits a space (its
 * description, and a link that brings derived facts); another editor sees the
 * changes in /changes with their consequences, opens one (the readable diff,
 * the facts per space), marks it reviewed and reverts it; the space's history
 * lists its changes, and "cite this page" names a catalogue version with a
 * permanent URL that shows the page as it was.
 */
import type { Browser } from '@playwright/test';
import { test, expect, unique, Api } from './support/fixtures';

/** An editor signed up with an invite the admin made, in a browser context of its own. */
async function editorContext(browser: Browser, admin: Api, baseURL: string) {
  const { code } = await admin.post<{ code: string }>('/api/admin/invite');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const api = new Api(page.request);
  const email = `${unique('editor').replace(/\W/g, '')}@example.org`;
  const displayName = unique('Editor A').replace(/\W/g, ' ').slice(0, 40).trim();
  await api.post('/api/user/signup', { email, password: 'a long password', inviteCode: code, displayName, license: true });
  return { context, page, api, displayName };
}

test('an editor edits a space; another sees it in /changes with its consequences, marks it reviewed and reverts it', async ({ page, api, browser, baseURL }) => {
  await api.loginAsAdmin();
  const [p, q] = [unique('Prior'), unique('Quotient')];
  const [pp, pq] = [await api.createProperty(p), await api.createProperty(q)];
  await api.createTheorem(unique('Prior gives quotient'), [[pp.id, 'REAL_AND_COMPLEX']], [[pq.id, 'REAL_AND_COMPLEX']]);
  const symbol = unique('Sp');
  const space = await api.createSpace(symbol, 'REAL_OR_COMPLEX', { description: 'Dual of $\\ell^1$.' });

  // Editor A edits the space's description and links it to Prior through the forms.
  const a = await editorContext(browser, api, baseURL!);
  await a.page.goto(`/space/${space.id}/edit`);
  await a.page.getByLabel('Description', { exact: true }).fill('Dual of $c_0$.');
  await a.page.getByRole('button', { name: 'Save' }).click();
  await expect(a.page).toHaveURL(`/space/${space.id}`);
  await a.page.goto(`/space/${space.id}/property/add`);
  await a.page.getByLabel('Property', { exact: true }).selectOption({ label: p });
  await a.page.getByRole('button', { name: 'Save' }).click();
  await expect(a.page).toHaveURL(`/space/${space.id}/property/${pp.id}`);
  await a.context.close();

  // Editor B (this page, signed up with a second invite) finds both in the review queue.
  const { code } = await api.post<{ code: string }>('/api/admin/invite');
  await api.post('/api/user/logout');
  await api.post('/api/user/signup', { email: `${unique('editorb').replace(/\W/g, '')}@example.org`, password: 'a long password', inviteCode: code, license: true });

  await page.goto('/changes?unreviewed=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  // Its consequences count the derived facts (the link's own fact is the edit itself): Quotient, real and complex.
  const linkLine = page.getByTestId('change-line').filter({ hasText: p }).filter({ hasText: 'created link' });
  await expect(linkLine).toHaveCount(1);
  await expect(linkLine).toContainText('+2 facts in 1 space');
  await expect(linkLine).toContainText('unreviewed');
  await expect(linkLine).toContainText(a.displayName);
  const spaceLine = page.getByTestId('change-line').filter({ hasText: symbol }).filter({ hasText: 'edited space' });
  await expect(spaceLine).toContainText('no change to the facts');

  // The space edit: a readable diff, its math typeset.
  await spaceLine.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/changes\/\d+$/);
  const fields = page.getByTestId('field-changes');
  await expect(fields.locator('del .katex')).toHaveCount(1);
  await expect(fields.locator('ins .katex')).toHaveCount(1);

  // The link: its consequences per space; marked reviewed, then reverted.
  await page.goto('/changes');
  await linkLine.getByRole('link').first().click();
  const consequences = page.getByTestId('change-consequences');
  await expect(consequences).toContainText('+2 facts in 1 space.');
  await consequences.getByText(`${symbol}: +2, −0`).click();
  await expect(consequences.getByRole('listitem').filter({ hasText: `has ${q} (real, derived)` })).toHaveCount(1);
  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByTestId('change-meta')).toContainText('Reviewed by');
  await expect(page.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
  // Asked once more: Cancel leaves the change as it was.
  await page.getByRole('button', { name: 'Revert this change' }).click();
  await expect(page.getByRole('group', { name: 'Confirm' })).toContainText('Undo this change?');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('reverted');
  await page.getByRole('button', { name: 'Revert this change' }).click();
  await page.getByRole('button', { name: 'Yes, revert' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('reverted');
  await expect(page.getByTestId('change-consequences')).toContainText('−2 facts in 1 space.');
  expect(await api.get(`/api/space/${space.id}/property`)).toEqual([]);

  // The reviewed change has left the queue; the revert (B's own) waits in it.
  await page.goto('/changes?unreviewed=true');
  await expect(page.getByTestId('change-line').filter({ hasText: p }).filter({ hasText: 'created link' })).toHaveCount(0);
  await expect(page.getByTestId('change-line').filter({ hasText: p }).filter({ hasText: 'reverted link' })).toHaveCount(1);
  // Watchers subscribe to the Atom feed the page links (and announces to feed readers).
  const feed = page.getByRole('link', { name: 'Atom feed' });
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/api/changes.atom');
  const atom = await page.request.get((await feed.getAttribute('href'))!);
  expect(atom.headers()['content-type']).toContain('application/atom+xml');
  const entries = (await atom.text()).split('<entry>');
  expect(entries.some((entry) => entry.includes('reverted link') && entry.includes(p))).toBe(true);

  // The space's history, and a citation of this version with its permanent URL.
  await page.goto(`/space/${space.id}`);
  await page.getByText('Who changed this page, when, and what it did').click();
  const history = page.getByTestId('item-history');
  await expect(history.getByTestId('change-line').filter({ hasText: 'edited' })).toHaveCount(1);
  await expect(history.getByTestId('change-line').filter({ hasText: 'created' })).toHaveCount(1);
  await page.getByText('Cite this page').click();
  const cited = page.getByTestId('citation-version');
  await expect(cited).toContainText('Catalogue version');
  await cited.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/space/${space.id}/history/\\d+$`));
  await expect(page.getByTestId('at-version')).toContainText('As it was at catalogue version');
  await expect(page.getByText('Dual of')).toBeVisible();
});

test('an import in /changes says its facts are not counted, not that it changed no fact; an item that came with it names it in its history', async ({ page, api }) => {
  await api.loginAsAdmin();
  // The catalogue imported over itself: an import in the log, the catalogue as it was.
  await api.post('/api/admin/import', await api.get('/api/admin/export'));
  await page.goto('/changes?kind=catalogue');
  const line = page.getByTestId('change-line').filter({ hasText: 'imported the whole catalogue' }).first();
  await expect(line).toContainText('the whole catalogue replaced (its facts are not counted)');
  await expect(line).not.toContainText('no change to the facts');
  // Its page is headed in words: the whole catalogue, not 'catalogue the whole catalogue'.
  await line.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Change \d+: the whole catalogue imported$/);
  const importId = page.url().split('/').pop();
  // An item that came with it names it in its history, not "created before history was kept".
  const [space] = (await api.get<{ id: number }[]>('/api/space')).slice(-1);
  await page.goto(`/space/${space.id}`);
  await page.getByText('Who changed this page, when, and what it did').click();
  const history = page.getByTestId('item-history');
  await expect(history).toContainText(`Came with the catalogue imported in change ${importId}.`);
  await expect(history).not.toContainText('Created before history was kept');
  await history.getByRole('link', { name: `change ${importId}` }).click();
  await expect(page).toHaveURL(`/changes/${importId}`);
});

test('a link edit that turns its own fact from holds to fails, and derives nothing, does not say it changed no fact', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(`$N_{${Date.now()}}$`, 'REAL');
  const name = unique('Unrelated');
  const property = await api.createProperty(name, 'REAL');
  await api.link(space.id, property.id, 'REAL');
  await api.link(space.id, property.id, 'NOT_REAL');
  await page.goto(`/changes?kind=link`);
  const line = page.getByTestId('change-line').filter({ hasText: 'edited link' }).filter({ hasText: name });
  await expect(line).toContainText('no change to the derived facts');
});

test('a theorem along a relation and a relation read in their own words in history: atoms compared by what they say, the relation as its form says it', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const p = await api.createProperty(unique('Passes on'));
  const theorem = await api.post<{ id: number }>('/api/theorem', { name: unique('Along'), conditions: [{ propertyId: p.id, field: 'REAL' }], conclusions: [{ propertyId: p.id, field: 'REAL' }], along: { relation: 'complemented', direction: 'toRelated' } });
  const stored = await api.get(`/api/theorem/${theorem.id}`);
  await api.post(`/api/theorem/${theorem.id}`, { ...stored, description: 'Edited: only the description.' });
  const [edit] = (await api.get(`/api/theorem/${theorem.id}/history`)).changes;

  // Only the description changed: the atoms a save renews are not a change of the statement.
  await page.goto(`/changes/${edit.id}`);
  // The admin made it: no "Mark reviewed" for one's own change, which another editor reviews.
  await expect(page.getByRole('button', { name: 'Revert this change' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
  const fields = page.getByTestId('field-changes');
  await expect(fields).toContainText('Description');
  await expect(fields).not.toContainText('Conditions');
  await expect(fields).not.toContainText('Conclusions');

  await page.goto(`/theorem/${theorem.id}/history/${edit.version}`);
  await expect(page.getByTestId('at-version-along')).toHaveText('Conditions on X, conclusions on every Y that is isomorphic to a complemented subspace of X');

  const y = await api.createSpace(`$Y_{${stamp}}$`);
  const x = await api.createSpace(`$X_{${stamp}}$`);
  const relation = await api.post<{ id: number }>('/api/relation', { kind: 'complemented', spaceId: y.id, ofSpaceId: x.id, field: 'REAL_AND_COMPLEX' });
  const [created] = (await api.get(`/api/relation/${relation.id}/history`)).changes;
  await page.goto(`/relation/${relation.id}/history/${created.version}`);
  const sentence = page.getByTestId('at-version-relation');
  await expect(sentence).toContainText('is isomorphic to a complemented subspace of');
  await expect(sentence.locator(`a[href="/space/${y.id}"] .math`)).toBeVisible();
  await expect(sentence.locator(`a[href="/space/${x.id}"] .math`)).toBeVisible();
});
