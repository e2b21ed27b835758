/**
 * Discovery over the differential equations, as for spaces: the equation
 * theorem form's checks (redundant, with the derivation; a converse refuted
 * by a stored equation), what an equation property implies and what
 * implies it, with a separating equation, and equations compared side by side.
 */
import { test, expect, unique, type Api } from './support/fixtures';

/** Constant coefficients ⇒ linear ⇒ not nonlinear; the wave equation is linear without constant coefficients. */
async function seed(api: Api) {
  await api.loginAsAdmin();
  const [constant, linear, nonlinear] = [unique('Constant coefficients'), unique('Linear'), unique('Nonlinear')];
  const p = {
    constant: await api.createEquationProperty(constant),
    linear: await api.createEquationProperty(linear),
    nonlinear: await api.createEquationProperty(nonlinear),
  };
  const theorem = async (name: string, condition: number, conclusion: number, hasProperty: boolean) =>
    api.post<{ id: number }>('/api/differential-equation/theorem', { name, conditions: [{ propertyId: condition, hasProperty: true }], conclusions: [{ propertyId: conclusion, hasProperty }] });
  const t = { constantLinear: unique('Constant coefficients give linear'), linearNotNonlinear: unique('Linear is not nonlinear') };
  const ids = { constantLinear: (await theorem(t.constantLinear, p.constant.id, p.linear.id, true)).id, linearNotNonlinear: (await theorem(t.linearNotNonlinear, p.linear.id, p.nonlinear.id, false)).id };
  const wave = await api.createEquation(unique('Wave'));
  await api.post(`/api/differential-equation/${wave.id}/property/${p.linear.id}`, { hasProperty: true });
  await api.post(`/api/differential-equation/${wave.id}/property/${p.constant.id}`, { hasProperty: false });
  const waveName = (await api.get<{ name: string }>(`/api/differential-equation/${wave.id}`)).name;
  return { names: { constant, linear, nonlinear }, p, t, ids, wave: { id: wave.id, name: waveName } };
}

test('the equation theorem form flags a redundant theorem with its derivation and a converse refuted by an equation', async ({ page, api }) => {
  const { names, t, wave } = await seed(api);
  await page.goto('/differential-equation/theorem/add');
  const checks = page.getByRole('region', { name: 'Checks' });
  await page.getByLabel('Condition 1 property').selectOption({ label: names.constant });
  await page.getByLabel('Conclusion 1 property').selectOption({ label: names.nonlinear });
  await expect(checks.getByText('This theorem does not follow from the other theorems.')).toBeVisible();

  await page.getByLabel('Conclusion 1 value').selectOption('lacks');
  const warning = checks.getByTestId('redundant-warning');
  await expect(warning).toContainText('Redundant: this theorem already follows from the other theorems.');
  // Equations have no scalar: one derivation, its steps without one.
  const steps = warning.getByRole('list', { name: 'Derivation', exact: true }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText(`has ${names.constant} — assumed`);
  await expect(steps.nth(1)).toContainText(`has ${names.linear} — by ${t.constantLinear} from step 1`);
  await expect(steps.nth(2)).toContainText(`lacks ${names.nonlinear} — by ${t.linearNotNonlinear} from step 2`);
  await expect(steps.nth(2).getByRole('link', { name: t.linearNotNonlinear })).toHaveAttribute('href', /\/differential-equation\/theorem\/\d+$/);
  await expect(steps.nth(0).getByRole('link', { name: names.constant })).toHaveAttribute('href', /\/differential-equation\/property\/\d+$/);
  // Not nonlinear ⇒ constant coefficients: the wave equation refutes it.
  const converse = checks.getByTestId('converse');
  await expect(converse).toContainText('Converse: false; this equation has the conclusions without the conditions');
  await expect(converse.getByRole('link', { name: wave.name })).toHaveAttribute('href', `/differential-equation/${wave.id}`);
});

test('an equation property page shows what it implies and what implies it, with a separating equation', async ({ page, api }) => {
  const { names, p, t, wave } = await seed(api);
  await page.goto(`/differential-equation/property/${p.constant.id}`);
  const section = page.getByRole('region', { name: 'What implies what' });
  const linear = section.getByRole('list').first().getByRole('listitem').filter({ has: page.getByRole('link', { name: names.linear, exact: true }) }).first();
  await expect(linear).toContainText(`Not conversely: ${wave.name} has ${names.linear} but lacks ${names.constant}`);
  await expect(linear.getByRole('link', { name: wave.name })).toHaveAttribute('href', `/differential-equation/${wave.id}`);
  await linear.getByText('Chain of theorems').click();
  await expect(linear.getByRole('link', { name: t.constantLinear })).toHaveAttribute('href', /\/differential-equation\/theorem\/\d+$/);

  // The other way round: lacking nonlinearity is implied by linearity, and conversely.
  await page.goto(`/differential-equation/property/${p.nonlinear.id}`);
  await page.getByLabel('An equation that').selectOption('lacks');
  const impliedBy = page.getByRole('region', { name: 'What implies what' }).getByRole('listitem').filter({ hasText: `has ${names.linear}` }).first();
  await expect(impliedBy).toBeVisible();
});

test('two equations compared from an equation page: derived cells linked to their proofs, differences first', async ({ page, api }) => {
  const { names, p, wave } = await seed(api);
  const heat = await api.createEquation(unique('Heat'));
  await api.post(`/api/differential-equation/${heat.id}/property/${p.constant.id}`, { hasProperty: true });
  await page.goto(`/differential-equation/${heat.id}`);
  await page.getByLabel('Compare with').selectOption({ label: wave.name });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(`/differential-equation/compare?equation=${heat.id}&equation=${wave.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare differential equations' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: wave.name })).toBeVisible();
  // Constant coefficients differ (stored both ways); linear holds for both, derived for the heat equation.
  const constant = table.getByRole('row').filter({ has: page.getByRole('link', { name: names.constant, exact: true }) });
  await expect(constant).toContainText('(differs)');
  const linear = table.getByRole('row').filter({ has: page.getByRole('link', { name: names.linear, exact: true }) });
  await expect(linear.getByRole('cell').nth(0)).toContainText('holds (computed)');
  await expect(linear.getByRole('cell').nth(0).getByRole('link', { name: 'holds' })).toHaveAttribute('href', `/differential-equation/${heat.id}/property/${p.linear.id}`);
  await expect(linear.getByRole('cell').nth(1)).toContainText('holds (linked)');
  await page.getByLabel('Only differences').check();
  await expect(linear).toHaveCount(0);
  await expect(constant).toHaveCount(1);
});
