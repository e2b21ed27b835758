/**
 * Theorems about differential equations (issue 26): an editor adds one through
 * the form and sees its consequence at once; a reader follows the proof of the
 * derived fact; a contradicting equation link is refused with its derivation.
 */
import { test, expect, unique } from './support/fixtures';

test('an equation theorem: added through the form, its consequence shown at once with its proof; a contradicting link refused', async ({ page, api }) => {
  await api.loginAsAdmin();
  const linear = await api.post('/api/differential-equation/property', { name: unique('Linear') });
  const nonlinear = await api.post('/api/differential-equation/property', { name: unique('Nonlinear') });
  const equation = await api.post('/api/differential-equation', { name: unique('Heat'), symbol: '$$u_t = u_{xx}$$' });
  const [linearName, nonlinearName] = [
    (await api.get(`/api/differential-equation/property/${linear.id}`)).name as string,
    (await api.get(`/api/differential-equation/property/${nonlinear.id}`)).name as string,
  ];
  await api.post(`/api/differential-equation/${equation.id}/property/${linear.id}`, { hasProperty: true });

  // The editor adds "linear ⇒ not nonlinear".
  await page.goto('/differential-equation');
  await page.getByRole('link', { name: 'theorems about differential equations' }).click();
  await page.getByRole('link', { name: 'Add theorem' }).click();
  const theoremName = unique('Linear is not nonlinear');
  await page.getByLabel('Name', { exact: true }).fill(theoremName);
  await page.getByLabel('Condition 1 property').selectOption({ label: linearName });
  await page.getByLabel('Conclusion 1 property').selectOption({ label: nonlinearName });
  await page.getByLabel('Conclusion 1 value').selectOption('lacks');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/differential-equation\/theorem\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: theoremName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conclusions' })).toContainText('lacks');

  // At once: the equation lacks Nonlinear, computed.
  await page.goto(`/differential-equation/${equation.id}`);
  const lacks = page.getByRole('region', { name: 'Lacks property(ies):' });
  await expect(lacks.getByRole('link', { name: nonlinearName })).toBeVisible();
  await expect(lacks).toContainText('(computed)');

  // From the property's side too.
  await page.goto(`/differential-equation/property/${nonlinear.id}`);
  await expect(page.getByRole('main')).toContainText('(computed)');
  await page.goto(`/differential-equation/${equation.id}`);

  // A reader follows the proof: by the theorem, from the stored link.
  await lacks.getByRole('link', { name: nonlinearName }).click();
  await expect(page.locator('.link-field')).toContainText('lacks the property');
  await expect(page.getByText('Computed by the theorems about differential equations (not stored).')).toBeVisible();
  const proof = page.getByRole('region', { name: 'Proof' });
  await expect(proof.getByRole('link', { name: theoremName })).toBeVisible();
  await expect(proof.getByRole('link', { name: 'stored link' })).toBeVisible();
  await proof.getByRole('link', { name: theoremName }).click();
  await expect(page).toHaveURL(/\/differential-equation\/theorem\/\d+$/);

  // A contradicting link: the equation is linear, so it cannot be nonlinear.
  await page.goto(`/differential-equation/${equation.id}/property/add`);
  await page.getByLabel('Property', { exact: true }).selectOption(String(nonlinear.id));
  await page.getByLabel('has the property').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/This change contradicts the theorems: .*theorems /).first()).toContainText(theoremName);
  await expect(page).toHaveURL(`/differential-equation/${equation.id}/property/add`);
});
