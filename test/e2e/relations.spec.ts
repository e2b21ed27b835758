/**
 * Relations between spaces (issue 23): a space's page lists its related
 * spaces (stored and derived), and a reader follows a proof across spaces
 * from a computed fact to the other space's stored link.
 */
import { test, expect, unique } from './support/fixtures';

test('a reader sees related spaces and follows a proof that crosses spaces', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const x = await api.createSpace(`$X_{${stamp}}$`);
  const y = await api.createSpace(`$Y_{${stamp}}$`);
  const z = await api.createSpace(`$Z_{${stamp}}$`);
  const name = unique('Invariance');
  const property = await api.createProperty(name);
  await api.post(`/api/space/${x.id}/property/${property.id}`, { field: 'REAL_AND_COMPLEX' });
  await api.post('/api/relation', { kind: 'isomorphic', spaceId: y.id, ofSpaceId: x.id, field: 'REAL_AND_COMPLEX' });
  await api.post('/api/relation', { kind: 'complemented', spaceId: z.id, ofSpaceId: y.id, field: 'REAL_AND_COMPLEX' });
  await api.post('/api/user/logout');

  await page.goto(`/space/${y.id}`);
  const related = page.getByRole('region', { name: /Related spaces/ });
  const stored = related.getByRole('listitem').filter({ hasText: 'is isomorphic to' }).filter({ hasText: 'stored' });
  await expect(stored.first()).toBeVisible();
  // Derived: Z, complemented in Y, is also a (closed) subspace of it.
  await expect(related.getByRole('listitem').filter({ hasText: 'is isomorphic to a closed subspace of' }).filter({ hasText: 'derived' }).first()).toBeVisible();

  // Y has the property only because X has it and Y ≅ X: the proof says so and leads to X's stored link.
  await page.goto(`/space/${y.id}/property/${property.id}`);
  const proof = page.getByRole('region', { name: 'Proof' });
  await expect(proof).toContainText('by invariance under isomorphism');
  await expect(proof).toContainText('is isomorphic to');
  await expect(proof).toContainText('stored relation');
  await proof.getByRole('link', { name: 'stored link' }).first().click();
  await expect(page).toHaveURL(`/space/${x.id}/property/${property.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an editor adds a relation from a space page and sees its consequence at once on the other space; a contradicting one is refused with its derivation', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const a = await api.createSpace(`$A_{${stamp}}$`);
  const b = await api.createSpace(`$B_{${stamp}}$`);
  const c = await api.createSpace(`$C_{${stamp}}$`);
  const name = unique('Carried');
  const property = await api.createProperty(name);
  await api.post(`/api/space/${a.id}/property/${property.id}`, { field: 'REAL_AND_COMPLEX' });
  await api.post(`/api/space/${c.id}/property/${property.id}`, { field: 'NOT_REAL_AND_NOT_COMPLEX' });

  // From B's page: "B is isomorphic to A".
  await page.goto(`/space/${b.id}`);
  await page.getByRole('link', { name: 'Add relation' }).click();
  await expect(page).toHaveURL(`/space/${b.id}/relation/add`);
  await expect(page.getByLabel('Space (Y)')).toHaveValue(String(b.id));
  await page.getByLabel('Relation').selectOption('isomorphic');
  await page.getByLabel('Space (X)').selectOption(String(a.id));
  await page.getByLabel('Field', { exact: true }).selectOption('REAL_AND_COMPLEX');
  // Before saving, the form previews what the relation would carry: B would have A's property, over both scalars.
  const preview = page.getByRole('region', { name: 'What saving would change' });
  await expect(preview.getByTestId('save-preview-summary')).toHaveText('Saving would add 2 facts and remove 0 facts, in 1 space.');
  await expect(preview.getByRole('listitem').filter({ hasText: `has ${name} (real, derived)` })).toHaveCount(1);
  await expect(preview.locator(`a[href="/space/${b.id}"]`)).toHaveCount(2);
  expect((await api.get(`/api/space/${b.id}/relation`)).length).toBe(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${b.id}`);
  await expect(page.getByRole('region', { name: /Related spaces/ }).getByRole('listitem').filter({ hasText: 'is isomorphic to' }).filter({ hasText: 'stored' })).toHaveCount(1);
  // The property carried along the isomorphism shows on B's page at once.
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await page.goto(`/space/${b.id}/property/${property.id}`);
  await expect(page.getByRole('region', { name: 'Proof' })).toContainText('by invariance under isomorphism');
  // Deleted from its row (asked once more), the relation takes what it carried with it: B no longer has the property.
  await page.goto(`/space/${b.id}`);
  const row = page.getByRole('region', { name: /Related spaces/ }).getByRole('listitem').filter({ hasText: 'stored' });
  await row.getByRole('button', { name: 'Delete relation' }).click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('region', { name: /Related spaces/ })).toHaveCount(0);
  expect((await page.request.get(`/api/space/${b.id}/property/${property.id}`)).status()).toBe(404);

  // C lacks the property: "C is isomorphic to A" contradicts, and the form says why under the field.
  await page.goto(`/space/${c.id}/relation/add`);
  await page.getByLabel('Relation').selectOption('isomorphic');
  await page.getByLabel('Space (X)').selectOption(String(a.id));
  await page.getByLabel('Field', { exact: true }).selectOption('REAL_AND_COMPLEX');
  const refused = page.getByRole('region', { name: 'What saving would change' }).getByTestId('save-preview-refused');
  await expect(refused).toContainText('Saving would be refused:');
  await expect(refused).toContainText(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${c.id}/relation/add`);
  await expect(page.locator('.field-error').first()).toContainText(name);
  expect((await api.get(`/api/space/${c.id}/relation`)).filter((r: { relationId: number | null }) => r.relationId !== null)).toEqual([]);
});

test('a relation has its page: a derived one with its proof through stored ones; an editor edits a stored one there, sees it in its history, and deletes it', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const x = await api.createSpace(`$P_{${stamp}}$`);
  const y = await api.createSpace(`$Q_{${stamp}}$`);
  const z = await api.createSpace(`$R_{${stamp}}$`);
  await api.post('/api/relation', { kind: 'complemented', spaceId: z.id, ofSpaceId: y.id, field: 'REAL_AND_COMPLEX', description: 'First.' });
  await api.post('/api/relation', { kind: 'subspace', spaceId: y.id, ofSpaceId: x.id, field: 'REAL_AND_COMPLEX' });

  // Z ⊂ X is derived: Z is complemented in Y (so a subspace of it) and Y ⊂ X.
  await page.goto(`/space/${z.id}`);
  const related = page.getByRole('region', { name: /Related spaces/ });
  await related.getByRole('listitem').filter({ hasText: `P_{${stamp}}` }).getByRole('link', { name: 'is isomorphic to a closed subspace of' }).click();
  await expect(page).toHaveURL(`/space/${z.id}/relation/subspace/${x.id}`);
  await expect(page.getByText('(derived)')).toBeVisible();
  await expect(page.getByText('Holds over the real and the complex numbers')).toBeVisible();
  const proof = page.getByRole('region', { name: 'Proof' });
  await expect(proof).toContainText('Over the real numbers');
  await expect(proof).toContainText('by transitivity');
  await expect(proof).toContainText('a complemented subspace is a closed subspace and a quotient');
  await expect(proof.getByText('stored relation').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // The stored one it rests on: its page, edited there, then deleted; what it carried goes with it.
  await proof.getByRole('link', { name: /is isomorphic to a complemented subspace of/ }).first().click();
  await expect(page).toHaveURL(`/space/${z.id}/relation/complemented/${y.id}`);
  await expect(page.getByText('First.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Relation')).toHaveValue('complemented');
  await page.getByLabel('Description', { exact: true }).fill('Second.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${z.id}/relation/complemented/${y.id}`);
  await expect(page.getByText('Second.')).toBeVisible();
  // Its history: created, then edited; the stored relation's version at its creation, reached from the history.
  await page.getByText('Who changed this page, when, and what it did').click();
  const history = page.getByTestId('item-history');
  await expect(history.getByTestId('change-line').filter({ hasText: 'edited' })).toHaveCount(1);
  await expect(history.getByTestId('change-line').filter({ hasText: 'created' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`/space/${z.id}`);
  expect((await page.request.get(`/api/space/${z.id}/relation/subspace/${x.id}`)).status()).toBe(404);

  // A relation stored as false says where it fails, in words.
  await api.post('/api/relation', { kind: 'quotient', spaceId: x.id, ofSpaceId: z.id, field: 'NOT_REAL_AND_NOT_COMPLEX' });
  await page.goto(`/space/${x.id}/relation/quotient/${z.id}`);
  await expect(page.getByText('Fails over the real and the complex numbers')).toBeVisible();
});

test('an editor writes a theorem along a relation in the theorem form and marks a property of the norm in the property form', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const x = await api.createSpace(`$U_{${stamp}}$`);
  const y = await api.createSpace(`$V_{${stamp}}$`);
  const name = unique('Hereditary');
  const property = await api.createProperty(name);
  await api.post(`/api/space/${x.id}/property/${property.id}`, { field: 'REAL_AND_COMPLEX' });
  await api.post('/api/relation', { kind: 'subspace', spaceId: y.id, ofSpaceId: x.id, field: 'REAL_AND_COMPLEX' });

  await page.goto('/theorem/add');
  await page.getByLabel('Name', { exact: true }).fill(`${name} passes to closed subspaces`);
  await page.getByLabel('Condition 1 property').selectOption(String(property.id));
  await page.getByLabel('Condition 1 field').selectOption('REAL_AND_COMPLEX');
  await page.getByLabel('Conclusion 1 property').selectOption(String(property.id));
  await page.getByLabel('Conclusion 1 field').selectOption('REAL_AND_COMPLEX');
  await page.getByLabel('Along a relation').selectOption('subspace:toRelated');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/theorem\/\d+$/);
  await expect(page.locator('.theorem-along')).toContainText('Conditions on X, conclusions on every Y that is isomorphic to a closed subspace of X');
  // Its consequence at once: V, a closed subspace of U, has the property, by this theorem.
  await page.goto(`/space/${y.id}/property/${property.id}`);
  await expect(page.getByRole('region', { name: 'Proof' })).toContainText(`${name} passes to closed subspaces`);

  // The property form: a property of the norm.
  await page.goto(`/property/${property.id}/edit`);
  await page.getByLabel('A property of the norm (never carried along an isomorphism)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/property/${property.id}`);
  expect((await api.get(`/api/property/${property.id}`)).normDependent).toBe(true);
});

test('the relation form offers only the fields the two spaces share, and starts on one of them', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const real = await api.createSpace(`$F_{${stamp}}$`, 'REAL');
  const both = await api.createSpace(`$G_{${stamp}}$`, 'REAL_OR_COMPLEX');
  const complex = await api.createSpace(`$H_{${stamp}}$`, 'COMPLEX');
  await page.goto(`/space/${real.id}/relation/add`);
  await page.getByLabel('Space (X)').selectOption(String(both.id));
  const field = page.getByLabel('Field', { exact: true });
  await expect(field.locator('option')).toHaveText(['Real', 'Not real']);
  await expect(field).toHaveValue('REAL');
  // Two spaces without a common field: the form says so instead of offering fields the save refuses.
  await page.getByLabel('Space (X)').selectOption(String(complex.id));
  await expect(page.getByText('These two spaces have no scalar field in common.')).toBeVisible();
  await expect(field).toHaveCount(0);
  await page.getByLabel('Space (X)').selectOption(String(both.id));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${real.id}`);
  const stored = (await api.get(`/api/space/${real.id}/relation`)).filter((r: { relationId: number | null }) => r.relationId !== null);
  expect(stored).toMatchObject([{ kind: 'subspace', field: 'REAL', space: { id: real.id }, ofSpace: { id: both.id } }]);
});

// The relation's own read answers 404 (nothing known), as do the unknown space and kind.
test.describe(() => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a relation nothing decides has its page saying it is not known, not "page not found"; an unknown space or kind is still not found', async ({ page, api }) => {
    await api.loginAsAdmin();
    const stamp = Date.now();
    const x = await api.createSpace(`$X_{${stamp}}$`);
    const y = await api.createSpace(`$Y_{${stamp}}$`);
    await api.post('/api/user/logout');

    await page.goto(`/space/${y.id}/relation/quotient/${x.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('is isomorphic to a quotient of');
    await expect(page.getByText('Not known: no relation is stored, and the rules of relations derive nothing')).toBeVisible();
    await page.locator(`main a[href="/space/${x.id}"]`).first().click();
    await expect(page).toHaveURL(`/space/${x.id}`);

    // A space's relation to itself holds by the identity map: said so, not "not known".
    await page.goto(`/space/${y.id}/relation/subspace/${y.id}`);
    await expect(page.getByText('Holds trivially')).toBeVisible();
    await expect(page.getByText('Every space is isomorphic to a closed subspace of itself, by the identity map')).toBeVisible();
    await expect(page.getByText('Not known: no relation is stored')).toHaveCount(0);

    await page.goto(`/space/${y.id}/relation/quotient/999999`);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await page.goto(`/space/${y.id}/relation/cousin/${x.id}`);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});

test('a space’s delete page lists its stored relations, either way round, which go with it', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const gone = await api.createSpace(`$D_{${stamp}}$`);
  const larger = await api.createSpace(`$E_{${stamp}}$`);
  const smaller = await api.createSpace(`$S_{${stamp}}$`);
  await api.post('/api/relation', { kind: 'complemented', spaceId: gone.id, ofSpaceId: larger.id, field: 'REAL_AND_COMPLEX' });
  await api.post('/api/relation', { kind: 'quotient', spaceId: smaller.id, ofSpaceId: gone.id, field: 'NOT_REAL' });

  await page.goto(`/space/${gone.id}/delete`);
  const section = page.getByRole('region', { name: 'Deleted with it' });
  await expect(section).toContainText('These 2 relations are deleted with the space');
  await expect(section.getByRole('link', { name: /is isomorphic to a complemented subspace of/ })).toHaveAttribute('href', `/space/${gone.id}/relation/complemented/${larger.id}`);
  await expect(section.getByRole('link', { name: /is isomorphic to a quotient of/ })).toHaveAttribute('href', `/space/${smaller.id}/relation/quotient/${gone.id}`);
  await expect(section).toContainText('Not real');
  await expect(section).not.toContainText('Nothing else');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/space');
  expect((await api.get(`/api/space/${smaller.id}/relation`)).filter((r: { relationId: number | null }) => r.relationId !== null)).toEqual([]);
});

test('a related space reads without a double negative: "is not …" names the scalars it fails over, and a relation holding over one scalar only reads "is …"', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const x = await api.createSpace(`$A_{${stamp}}$`);
  const y = await api.createSpace(`$B_{${stamp}}$`);
  await api.post('/api/relation', { kind: 'subspace', spaceId: y.id, ofSpaceId: x.id, field: 'NOT_REAL_AND_NOT_COMPLEX' });
  await api.post('/api/relation', { kind: 'quotient', spaceId: y.id, ofSpaceId: x.id, field: 'NOT_REAL_AND_COMPLEX' });
  await api.post('/api/user/logout');

  await page.goto(`/space/${y.id}`);
  const rows = page.getByRole('region', { name: /Related spaces/ }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'is not isomorphic to a closed subspace of' })).toContainText('(Real and complex)');
  // Holds over the complex numbers: it reads "is a quotient", with the real numbers, where it fails, said.
  await expect(rows.filter({ hasText: 'a quotient of' })).toContainText('is isomorphic to a quotient of');
  await expect(rows.filter({ hasText: 'a quotient of' })).toContainText('(Complex and not real)');

  await page.goto(`/space/${y.id}/relation/quotient/${x.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('is isomorphic to a quotient of');
  await expect(page.getByText('Holds over the complex numbers; fails over the real numbers')).toBeVisible();
});

test('a space with many related spaces lists those that hold and those known to fail apart, stored ones first, a page at a time', async ({ page, api }) => {
  await api.loginAsAdmin();
  const stamp = Date.now();
  const x = await api.createSpace(`$M_{${stamp}}$`);
  const w = await api.createSpace(`$W_{${stamp}}$`);
  for (let i = 0; i < 26; i++) {
    const y = await api.createSpace(`$S_{${stamp},${i}}$`);
    await api.post('/api/relation', { kind: 'subspace', spaceId: y.id, ofSpaceId: x.id, field: 'REAL_AND_COMPLEX' });
    if (i === 0) await api.post('/api/relation', { kind: 'complemented', spaceId: w.id, ofSpaceId: y.id, field: 'REAL_AND_COMPLEX' });
  }
  const z = await api.createSpace(`$D_{${stamp}}$`);
  await api.post('/api/relation', { kind: 'isomorphic', spaceId: z.id, ofSpaceId: x.id, field: 'NOT_REAL_AND_NOT_COMPLEX' });
  await api.post('/api/user/logout');

  await page.goto(`/space/${x.id}`);
  const related = page.getByRole('region', { name: /Related spaces/ });
  const holds = related.getByRole('region', { name: /^Related/ });
  const fails = related.getByRole('region', { name: /Known not to be related/ });
  await expect(holds.getByRole('heading')).toContainText('27');
  await expect(holds.getByRole('listitem')).toHaveCount(25);
  // The 26 stored relations come first; W ⊂ X, derived (W is complemented in S₀ ⊂ X), is on the second page.
  await expect(holds.getByRole('listitem').first()).toContainText('stored');
  await holds.getByRole('navigation', { name: 'Related pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(holds.getByText('Relations 26–27 of 27')).toBeVisible();
  await expect(holds.getByRole('listitem').last()).toContainText('derived');
  await expect(holds.getByRole('listitem').last().locator(`a[href="/space/${w.id}"]`)).toHaveCount(1);
  // D ≇ M stored, and M ≇ D derived from it (isomorphism is symmetric).
  await expect(fails.getByRole('listitem')).toHaveCount(2);
  await expect(fails.getByRole('listitem').first()).toContainText('stored');
  await expect(fails.getByRole('listitem').last()).toContainText('derived');
});
