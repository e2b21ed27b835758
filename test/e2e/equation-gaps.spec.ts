/**
 * The equations' gaps and the admin's equation reports (issue 26): /gaps
 * switched to the differential equations ranks an equation's undecided
 * properties through the equation theorems, and an editor settles one from
 * its row (the equation link form, preset); the admin lists the redundant
 * equation theorems with their derivation and reads the equations' part of
 * the compute report.
 */
import { test, expect, unique, type Api } from './support/fixtures';

/** X ⇒ Y and not X ⇒ Y: Y is open for an equation that knows nothing, but its failing contradicts the theorems. */
async function seed(api: Api) {
  await api.loginAsAdmin();
  const names = { x: unique('Gap X'), y: unique('Gap Y'), eq: unique('Gap equation') };
  const x = await api.createEquationProperty(names.x);
  const y = await api.createEquationProperty(names.y);
  const theorem = (name: string, hasX: boolean) =>
    api.post<{ id: number }>('/api/differential-equation/theorem', { name, conditions: [{ propertyId: x.id, hasProperty: hasX }], conclusions: [{ propertyId: y.id, hasProperty: true }] });
  const t = { xy: unique('X gives Y'), notXy: unique('Not X gives Y') };
  const ids = { xy: (await theorem(t.xy, true)).id, notXy: (await theorem(t.notXy, false)).id };
  const equation = await api.createEquation(names.eq);
  return { names, x, y, t, ids, equation };
}

test('the equations’ gaps, ranked through the equation theorems, and one settled from its row', async ({ page, api }) => {
  const { names, x, y, equation } = await seed(api);
  await page.goto('/gaps');
  await page.getByRole('navigation', { name: 'Gaps of' }).getByRole('link', { name: 'Differential equations' }).click();
  await expect(page).toHaveURL('/gaps?kind=equation');
  await expect(page.getByRole('navigation', { name: 'Gaps of' }).getByText('Differential equations')).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Equation', { exact: true }).selectOption({ value: String(equation.id) });
  await expect(page).toHaveURL(new RegExp(`kind=equation.*equation=${equation.id}`));
  // The equation's page leads to the same list.
  await page.goto(`/differential-equation/${equation.id}`);
  await page.getByRole('link', { name: 'Gaps about this equation' }).click();
  await expect(page).toHaveURL(`/gaps?kind=equation&equation=${equation.id}`);
  await expect(page.getByLabel('Equation', { exact: true })).toHaveValue(String(equation.id));
  const rows = page.getByRole('listitem');
  // Y's failing contradicts the theorems (such gaps rank first); X's answers each bring one fact.
  await page.getByLabel('Property', { exact: true }).selectOption({ value: String(y.id) });
  await expect(page.getByText('1–1 of 1 gaps')).toBeVisible();
  await expect(rows.filter({ hasText: names.y })).toContainText(`Does ${names.eq} have ${names.y}? if it holds: 0 more facts; if it fails: contradicts the theorems`);
  await page.getByLabel('Property', { exact: true }).selectOption({ value: String(x.id) });
  await expect(rows.filter({ hasText: names.x })).toContainText('if it holds: 1 more fact; if it fails: 1 more fact');

  const gapsUrl = page.url();
  await rows.filter({ hasText: names.x }).getByRole('link', { name: 'fails' }).click();
  await expect(page).toHaveURL(new RegExp(`/differential-equation/${equation.id}/property/add\\?property=${x.id}&has=false$`));
  await expect(page.getByLabel('Property', { exact: true })).toHaveValue(String(x.id));
  await expect(page.getByRole('radio', { name: 'lacks the property' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/differential-equation/${equation.id}/property/${x.id}$`));
  await page.goto(gapsUrl);
  await expect(page.getByText('No gaps here.')).toBeVisible();
  // Y follows from not X: no gap either.
  await page.goto(`/gaps?kind=equation&equation=${equation.id}&property=${y.id}`);
  await expect(page.getByText('No gaps here.')).toBeVisible();
});

test('the admin lists the redundant equation theorems with their derivation, and reads the equations’ compute report', async ({ page, api }) => {
  const { names, x, y, t } = await seed(api);
  const w = await api.createEquationProperty(unique('Gap W'));
  const redundant = unique('X and W give Y');
  await api.post('/api/differential-equation/theorem', { name: redundant, conditions: [{ propertyId: x.id, hasProperty: true }, { propertyId: w.id, hasProperty: true }], conclusions: [{ propertyId: y.id, hasProperty: true }] });
  await page.goto('/admin');
  await page.getByRole('link', { name: 'List redundant equation theorems' }).click();
  await expect(page).toHaveURL('/admin/redundant-equation-theorems');
  const entry = page.getByTestId('redundant-theorem').filter({ hasText: redundant });
  await entry.getByText('Derivation from the other theorems').click();
  const steps = entry.getByRole('listitem');
  await expect(steps.filter({ hasText: `has ${names.y} — by ${t.xy}` })).toHaveCount(1);
  // X gives Y does not follow from the others (its derivation above names it; no entry states it).
  await expect(page.getByTestId('redundant-theorem').locator(':scope > p').filter({ hasText: t.xy })).toHaveCount(0);

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Compute' }).click();
  const report = page.getByRole('region', { name: 'Computed facts about differential equations' });
  await expect(report.getByTestId('equation-facts')).toContainText(/\d+ known: \d+ linked, \d+ only the theorems give/);
  await expect(report.getByRole('region', { name: 'Equation facts per theorem' })).toBeVisible();
});
