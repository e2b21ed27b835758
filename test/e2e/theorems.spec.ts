/**
 * Theorems through the form (two conditions, the 1..5 row rules, the field reset),
 * and the computed link a new theorem gives, with its theorems and readable proof.
 */
import { test, expect, unique } from './support/fixtures';

test('a theorem with two conditions: add, edit, delete', async ({ page, api }) => {
  await api.loginAsAdmin();
  const a = await api.createProperty(unique('A real one'), 'REAL');
  const b = await api.createProperty(unique('B both'), 'REAL_OR_COMPLEX');
  const c = await api.createProperty(unique('C both'), 'REAL_OR_COMPLEX');
  const name = async (id: number) => (await api.get(`/api/property/${id}`)).name as string;
  const [nameA, nameB, nameC] = [await name(a.id), await name(b.id), await name(c.id)];

  await page.goto('/theorem');
  await page.getByRole('link', { name: 'Add theorem' }).click();
  await expect(page).toHaveURL('/theorem/add');
  const conditions = page.getByRole('group', { name: 'Conditions' });
  await expect(conditions.getByTestId('condition-row')).toHaveCount(1);
  // Delete shows only with more than one row; Add hides at five.
  await expect(conditions.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  for (let i = 0; i < 4; i++) await conditions.getByRole('button', { name: 'Add condition' }).click();
  await expect(conditions.getByTestId('condition-row')).toHaveCount(5);
  await expect(conditions.getByRole('button', { name: 'Add condition' })).toHaveCount(0);
  await expect(conditions.getByRole('button', { name: /^Delete/ })).toHaveCount(5);
  for (let i = 0; i < 3; i++) await conditions.getByRole('button', { name: /^Delete/ }).last().click();
  await expect(conditions.getByTestId('condition-row')).toHaveCount(2);

  await page.getByLabel('Name', { exact: true }).fill(unique('Two conditions'));
  // A REAL property offers Real / Not real; choosing a property resets the field to its natural one.
  await page.getByLabel('Condition 1 property').selectOption({ label: nameA });
  await expect(page.getByLabel('Condition 1 field').locator('option')).toHaveText(['Real', 'Not real']);
  await expect(page.getByLabel('Condition 1 field')).toHaveValue('REAL');
  await page.getByLabel('Condition 2 property').selectOption({ label: nameB });
  await expect(page.getByLabel('Condition 2 field').locator('option')).toHaveCount(6);
  await page.getByLabel('Condition 2 field').selectOption('NOT_COMPLEX');
  await page.getByLabel('Condition 2 property').selectOption({ label: nameC });
  await expect(page.getByLabel('Condition 2 field')).toHaveValue('REAL_AND_COMPLEX');
  await page.getByLabel('Condition 2 property').selectOption({ label: nameB });
  await page.getByLabel('Conclusion 1 property').selectOption({ label: nameC });
  await page.getByLabel('Conclusion 1 field').selectOption('REAL');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/theorem\/\d+$/);
  const conditionList = page.getByRole('region', { name: 'Conditions' });
  await expect(conditionList.getByRole('link', { name: nameA })).toBeVisible();
  await expect(conditionList.getByRole('link', { name: nameB })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conclusions' }).getByRole('link', { name: nameC })).toBeVisible();
  const id = page.url().split('/').pop();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Condition 2 property')).toHaveValue(String(b.id));
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  // Without a name the theorem is titled 'Theorem'.
  await expect(page).toHaveURL(`/theorem/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Theorem' })).toBeVisible();

  // The list (newest first: it is paged, and other tests may have filled it) shows it with an arrow to its page.
  await page.goto('/theorem?sort=added&order=desc');
  await expect(page.getByText('Click on an arrow for more info.')).toBeVisible();
  await page.locator(`a.implication[href="/theorem/${id}"]`).click();
  await expect(page).toHaveURL(`/theorem/${id}`);

  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/theorem');
  await page.goto('/theorem?sort=added&order=desc');
  await expect(page.getByText('Click on an arrow for more info.')).toBeVisible();
  await expect(page.locator(`a.implication[href="/theorem/${id}"]`)).toHaveCount(0);
});

test('a new theorem computes a link, shown with its theorem and its proof', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(unique('$H$'), 'REAL_OR_COMPLEX');
  const hilbert = await api.createProperty(unique('Hilbert space'), 'REAL_OR_COMPLEX');
  const reflexive = await api.createProperty(unique('Reflexive'), 'REAL_OR_COMPLEX');
  const names = {
    hilbert: (await api.get(`/api/property/${hilbert.id}`)).name as string,
    reflexive: (await api.get(`/api/property/${reflexive.id}`)).name as string,
  };
  await api.link(space.id, hilbert.id, 'REAL_AND_COMPLEX');

  await page.goto(`/space/${space.id}`);
  await expect(page.getByRole('link', { name: names.reflexive })).toHaveCount(0);

  // Add the theorem through the form.
  await page.goto('/theorem/add');
  const theoremName = unique('Hilbert spaces are reflexive');
  await page.getByLabel('Name', { exact: true }).fill(theoremName);
  await page.getByLabel('Condition 1 property').selectOption(String(hilbert.id));
  await page.getByLabel('Condition 1 field').selectOption('REAL');
  await page.getByLabel('Conclusion 1 property').selectOption(String(reflexive.id));
  await page.getByLabel('Conclusion 1 field').selectOption('REAL');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/theorem\/\d+$/);
  const theoremId = page.url().split('/').pop();

  // The space now has the property, computed.
  await page.goto(`/space/${space.id}`);
  const entry = page.getByRole('region', { name: /^Holds/ }).getByRole('listitem').filter({ hasText: names.reflexive });
  await expect(entry).toBeVisible();
  await expect(entry.locator('.scalar-mark')).toHaveText('real');
  await expect(entry.getByText('(computed)')).toBeVisible();

  // The link page: '(computed)', no Edit/Delete, the theorem, and the proof down to the stored link.
  await entry.getByRole('link', { name: names.reflexive }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${reflexive.id}`);
  await expect(page.locator('.link-field')).toContainText('Real');
  await expect(page.getByText('(computed)')).toBeVisible();
  await expect(page.getByRole('contentinfo', { name: 'Editing' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Theorems' }).getByText(theoremName)).toBeVisible();
  const proof = page.getByRole('region', { name: 'Proof' });
  await expect(proof.getByRole('link', { name: theoremName })).toHaveAttribute('href', `/theorem/${theoremId}`);
  await expect(proof.getByRole('link', { name: 'stored link' })).toHaveAttribute('href', `/space/${space.id}/property/${hilbert.id}`);
  await expect(proof.getByText('by contraposition')).toHaveCount(0);
  // No link sits inside a toggle: every step of the chain is shown, none is a summary.
  await expect(proof.locator('summary, button')).toHaveCount(0);
  await expect(proof.getByRole('link', { name: 'stored link' })).toBeVisible();

  // Contraposition: a space lacking the conclusion lacks the condition.
  const other = await api.createSpace(unique('$K$'), 'REAL_OR_COMPLEX');
  await api.link(other.id, reflexive.id, 'NOT_REAL');
  await page.goto(`/space/${other.id}/property/${hilbert.id}`);
  await expect(page.getByText('(computed)')).toBeVisible();
  await expect(page.locator('.link-field')).toContainText('Not real');
  await expect(page.getByRole('region', { name: 'Proof' }).getByText('by contraposition')).toBeVisible();

  // Show source off hides the linked/computed annotations.
  await page.goto(`/space/${space.id}`);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByLabel('Show source').uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByText('(computed)')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: names.reflexive })).toBeVisible();
  await expect(page.getByText('(computed)')).toHaveCount(0);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByLabel('Show source').check();
  await expect(page.getByText('(computed)').first()).toBeVisible();
});
