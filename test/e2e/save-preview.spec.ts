/**
 * The forms' preview before saving (issue 24): the theorem form says what the
 * theorem would derive (counts, the first facts with links) or the
 * contradiction it would be refused with, as the form changes; nothing is
 * saved until Save. The link form previews a change of field likewise.
 */
import { test, expect, unique } from './support/fixtures';

test('the theorem form previews its consequences before saving, and the link form a change of field', async ({ page, api }) => {
  await api.loginAsAdmin();
  const [a, b, c] = [unique('Alpha'), unique('Beta'), unique('Gamma')];
  const [pa, pb, pc] = [await api.createProperty(a), await api.createProperty(b), await api.createProperty(c)];
  const s = await api.createSpace(`$${unique('S').replace(/\s/g, '')}$`);
  const u = await api.createSpace(`$${unique('U').replace(/\s/g, '')}$`);
  await api.link(s.id, pa.id, 'REAL_AND_COMPLEX');
  await api.link(u.id, pa.id, 'REAL_AND_COMPLEX');
  await api.link(u.id, pb.id, 'NOT_REAL_AND_NOT_COMPLEX');

  await page.goto('/theorem/add');
  const preview = page.getByRole('region', { name: 'What saving would change' });
  await page.getByLabel('Condition 1 property').selectOption({ label: a });
  await page.getByLabel('Conclusion 1 property').selectOption({ label: c });
  // Alpha ⇒ Gamma: S and U would have Gamma, over both scalars.
  await expect(preview.getByTestId('save-preview-summary')).toHaveText('Saving would add 4 facts and remove 0 facts, in 2 spaces.');
  const added = preview.getByRole('listitem');
  await expect(added).toHaveCount(4);
  await expect(added.filter({ hasText: `has ${c} (real, derived)` })).toHaveCount(2);
  await expect(preview.locator(`a[href="/space/${s.id}"]`)).toHaveCount(2);
  await expect(preview.locator(`a[href="/property/${pc.id}"]`).first()).toBeVisible();

  // Alpha ⇒ Beta: U has Alpha and lacks Beta, so the save would be refused, and the preview says why.
  await page.getByLabel('Conclusion 1 property').selectOption({ label: b });
  const refused = preview.getByTestId('save-preview-refused');
  await expect(refused).toContainText('Saving would be refused:');
  await expect(refused).toContainText('This change contradicts the theorems');
  await expect(refused).toContainText(b);
  // Nothing was saved by the previews.
  expect(await api.get(`/api/theorem?propertyId=${pa.id}`)).toEqual([]);

  // Back to Gamma, saved: S now has Gamma, as the preview said.
  await page.getByLabel('Conclusion 1 property').selectOption({ label: c });
  await expect(preview.getByTestId('save-preview-summary')).toHaveText('Saving would add 4 facts and remove 0 facts, in 2 spaces.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/theorem\/\d+$/);
  const known = await api.get<{ property: { id: number }; field: string; computed: boolean }[]>(`/api/space/${s.id}/property`);
  expect(known.find((e) => e.property.id === pc.id)).toMatchObject({ field: 'REAL_AND_COMPLEX', computed: true });

  // The link form: S lacking Alpha would take away the Gamma the theorem derived (the stored facts are the edit itself).
  await page.goto(`/space/${s.id}/property/${pa.id}/edit`);
  await page.getByLabel('Field', { exact: true }).selectOption({ label: 'Not real and not complex' });
  await expect(page.getByRole('region', { name: 'What saving would change' }).getByTestId('save-preview-summary')).toHaveText(
    'Saving would add 0 facts and remove 2 facts, in 1 space.',
  );
});

test('a new theorem form asks nothing until a row is chosen: no refusal for the property its rows both start on', async ({ page, api }) => {
  await api.loginAsAdmin();
  await api.createProperty(unique('Delta'));
  await api.post('/api/differential-equation/property', { name: unique('Linear') });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(preview\/theorem|theorem\/check|differential-equation\/theorem\/check)$/.test(new URL(r.url()).pathname)) asked.push(r.postData() ?? '');
  });
  for (const path of ['/theorem/add', '/differential-equation/theorem/add']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Checks' })).toBeVisible();
    // Past the forms' 300 ms wait before they ask.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('The checks appear once the conditions and conclusions are complete.')).toBeVisible();
    expect({ path, asked }).toEqual({ path, asked: [] });
  }
  await page.goto('/theorem/add');
  const preview = page.getByRole('region', { name: 'What saving would change' });
  await expect(preview).toContainText('The preview appears once you choose what to save.');
  await expect(preview.getByTestId('save-preview-refused')).toHaveCount(0);
  // Choosing another conclusion asks, with the rows as chosen.
  const second = await page.getByLabel('Conclusion 1 property').locator('option').nth(1).getAttribute('value');
  await page.getByLabel('Conclusion 1 property').selectOption(second!);
  await expect(preview.getByTestId('save-preview-summary').or(preview.getByTestId('save-preview-refused'))).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((body) => JSON.parse(body).conclusions[0].propertyId === Number(second))).toBe(true);
});

test('a new link or relation form previews nothing until the editor chooses: its defaults are nobody’s choice', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(`$${unique('P').replace(/\s/g, '')}$`);
  await api.createSpace(`$${unique('Q').replace(/\s/g, '')}$`);
  await api.createProperty(unique('Epsilon'));
  for (const path of [`/space/${space.id}/property/add`, `/space/${space.id}/relation/add`]) {
    await page.goto(path);
    const preview = page.getByRole('region', { name: 'What saving would change' });
    await expect(preview).toContainText('The preview appears once you choose what to save.');
    await page.waitForLoadState('networkidle');
    await expect(preview).toContainText('The preview appears once you choose what to save.');
    // A choice of field asks.
    const field = page.getByLabel('Field', { exact: true });
    const other = await field.locator('option').nth(1).getAttribute('value');
    await field.selectOption(other!);
    await expect(preview.getByTestId('save-preview-summary').or(preview.getByTestId('save-preview-refused'))).toBeVisible();
  }
});
