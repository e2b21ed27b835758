/**
 * Discovery as a reader meets it: search by text (from the navigation box,
 * with "/") and by formula (with autocomplete), an impossible formula with
 * its derivation, two spaces compared, what a property implies and what
 * implies it with a separating example, a space's undecided properties and
 * the open questions.
 */
import { test, expect, type Api } from './support/fixtures';

const ALL = 'REAL_AND_COMPLEX';
const NONE = 'NOT_REAL_AND_NOT_COMPLEX';

/** A small catalogue with names of its own: five properties, four theorems, five spaces. */
async function seed(api: Api) {
  await api.loginAsAdmin();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = (base: string) => `${base} ${tag}`;
  const p = {
    fd: await api.createProperty(name('Finitedim')),
    refl: await api.createProperty(name('Reflexivity')),
    sup: await api.createProperty(name('Superreflexivity')),
    schur: await api.createProperty(name('Schurness')),
    hilb: await api.createProperty(name('Hilbertness')),
  };
  const s = {
    l2: await api.createSpace(`$\\ell^2$ ${tag}`),
    l1: await api.createSpace(`$\\ell^1$ ${tag}`),
    t: await api.createSpace(`Tsirelson ${tag}`),
    x: await api.createSpace(`Xspace ${tag}`),
    y: await api.createSpace(`Yspace ${tag}`),
  };
  for (const [space, property, field] of [
    [s.l2, p.sup, ALL], [s.l2, p.fd, NONE],
    [s.l1, p.refl, NONE], [s.l1, p.schur, ALL],
    [s.t, p.refl, ALL], [s.t, p.sup, NONE],
    [s.x, p.schur, ALL],
  ] as const) {
    await api.link(space.id, property.id, field);
  }
  const t = {
    sup: await api.createTheorem(name('Super gives reflexive'), [[p.sup.id, ALL]], [[p.refl.id, ALL]]),
    schur: await api.createTheorem(name('Reflexive Schur is finite'), [[p.refl.id, ALL], [p.schur.id, ALL]], [[p.fd.id, ALL]]),
    fd: await api.createTheorem(name('Finite is super'), [[p.fd.id, ALL]], [[p.sup.id, ALL]]),
    hilb: await api.createTheorem(name('Hilbert is super'), [[p.hilb.id, ALL]], [[p.sup.id, ALL]]),
  };
  return { tag, name, p, s, t };
}

test('text search from the navigation bar, with "/" and a shareable URL', async ({ page, api }) => {
  const { tag, name, p, s } = await seed(api);
  await page.goto('/space');
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search the catalogue' });
  await expect(box).toBeFocused();
  await box.fill(`schurness ${tag}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=schurness/);
  const results = page.getByRole('region', { name: /Results/ });
  await expect(results.getByRole('listitem').filter({ hasText: 'Property' }).getByRole('link', { name: name('Schurness') })).toHaveAttribute('href', `/property/${p.schur.id}`);

  // ℓ¹ typed as plain text finds the space whose symbol is LaTeX; the URL alone reproduces the search.
  await page.goto(`/search?q=${encodeURIComponent(`l1 ${tag}`)}`);
  await expect(page.getByRole('combobox', { name: 'Search', exact: true })).toHaveValue(`l1 ${tag}`);
  const hit = page.getByRole('region', { name: /Results/ }).getByRole('listitem').first();
  await expect(hit).toContainText('Space');
  await expect(hit.getByRole('link')).toHaveAttribute('href', `/space/${s.l1.id}`);
  await expect(hit.getByRole('link')).toHaveAccessibleName(`ℓ¹ ${tag}`);
});

test('formula search with autocomplete: satisfy, fail and undecided, facts linked to their proofs', async ({ page, api }) => {
  const { tag, name, p, s } = await seed(api);
  await page.goto('/search');
  const formula = page.getByRole('combobox', { name: 'Search', exact: true });
  await formula.fill(`superreflex`);
  await page.getByRole('option', { name: name('Superreflexivity') }).click();
  await expect(formula).toHaveValue(name('Superreflexivity'));
  await formula.pressSequentially(` + ~finitedim ${tag.slice(0, -1)}`);
  await formula.press('ArrowDown');
  await formula.press('Enter');
  await expect(formula).toHaveValue(`${name('Superreflexivity')} + ~${name('Finitedim')}`);
  await page.getByLabel('Field').selectOption('real');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=.*&field=real/);
  await expect(page.getByRole('status').filter({ hasText: 'Read as a formula of property names.' })).toBeVisible();

  const satisfy = page.getByRole('region', { name: /Satisfy/ });
  const l2 = satisfy.getByRole('listitem').filter({ has: page.getByRole('link', { name: `ℓ² ${tag}`, exact: true }) });
  await expect(l2.getByRole('link', { name: `has ${name('Superreflexivity')} (real, linked): proof` })).toHaveAttribute('href', `/space/${s.l2.id}/property/${p.sup.id}`);
  const fail = page.getByRole('region', { name: /Fail/ });
  // Folded: its count, and its entries once opened.
  await fail.getByText(/^Show the \d+ entries$/).click();
  // T is not super-reflexive (stored); ℓ¹ is not reflexive, hence (contraposition) not super-reflexive.
  await expect(fail.getByRole('link', { name: `lacks ${name('Superreflexivity')} (real, linked): proof` })).toHaveAttribute('href', `/space/${s.t.id}/property/${p.sup.id}`);
  await expect(fail.getByRole('link', { name: `lacks ${name('Superreflexivity')} (real, computed): proof` })).toHaveAttribute('href', `/space/${s.l1.id}/property/${p.sup.id}`);
  const undecided = page.getByRole('region', { name: /Undecided/ });
  await expect(undecided.getByRole('listitem').filter({ hasText: `Yspace ${tag}` })).toContainText(`unknown: ${name('Superreflexivity')} (real), ${name('Finitedim')} (real)`);
  // X is only known to be Schur; super-reflexive it would be reflexive, hence finite-dimensional: refuted.
  const x = fail.getByRole('listitem').filter({ hasText: `Xspace ${tag}` }).first();
  await x.getByText('Its known properties and the formula contradict the theorems').click();
  await expect(x.getByRole('group', { name: `Refutation for Xspace ${tag}` })).toContainText(name('Reflexive Schur is finite'));
  await expect(x.getByRole('link', { name: 'stored link' }).first()).toHaveAttribute('href', `/space/${s.x.id}/property/${p.schur.id}`);

  // The fact's link opens its proof.
  await fail.getByRole('link', { name: `lacks ${name('Superreflexivity')} (real, computed): proof` }).click();
  await expect(page.getByRole('region', { name: 'Proof' })).toContainText(name('Super gives reflexive'));
});

test('an impossible formula says so and shows the derivation', async ({ page, api }) => {
  const { name } = await seed(api);
  const formula = `${name('Reflexivity')} + ${name('Schurness')} + ~${name('Finitedim')}`;
  await page.goto(`/search?formula=${encodeURIComponent(formula)}&field=both`);
  await expect(page.getByRole('heading', { name: 'No space can satisfy this' })).toBeVisible();
  const derivation = page.getByRole('group', { name: 'Derivation' });
  await expect(derivation.getByRole('link', { name: name('Reflexive Schur is finite') }).first()).toBeVisible();
  await expect(derivation).toContainText('assumed');
  await expect(page.getByRole('region', { name: /Satisfy/ })).toHaveCount(0);

  // A name no property has is a clear message, not an empty page.
  await page.goto(`/search?formula=${encodeURIComponent('No such property at all')}`);
  await expect(page.getByRole('alert')).toHaveText('Unknown property: “No such property at all”.');
});

test('compare two spaces from a space page: differing rows first, only differences, proofs linked', async ({ page, api }) => {
  const { tag, name, p, s } = await seed(api);
  await page.goto(`/space/${s.l2.id}`);
  await page.getByLabel('Compare with').selectOption({ label: `ℓ¹ ${tag}` });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(`/compare?space=${s.l2.id}&space=${s.l1.id}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: `ℓ² ${tag}` })).toBeVisible();
  const reflexive = table.getByRole('row').filter({ has: page.getByRole('link', { name: name('Reflexivity'), exact: true }) });
  await expect(reflexive).toContainText('(differs)');
  await expect(reflexive.getByRole('link', { name: 'holds' })).toHaveAttribute('href', `/space/${s.l2.id}/property/${p.refl.id}`);
  await expect(reflexive.getByRole('cell').nth(0)).toContainText('holds (computed)');
  await expect(reflexive.getByRole('cell').nth(1)).toContainText('fails (linked)');
  // Differing rows come first.
  await expect(table.getByRole('row').nth(1)).toContainText('(differs)');
  const rows = await table.getByRole('row').count();
  await page.getByLabel('Only differences').check();
  await expect(table.getByRole('row')).not.toHaveCount(rows);
  for (const row of await table.getByRole('rowheader').all()) await expect(row).toContainText('(differs)');
  // Removing a space from the comparison.
  await page.getByRole('button', { name: `Remove ℓ¹ ${tag} from the comparison` }).click();
  await expect(page).toHaveURL(`/compare?space=${s.l2.id}`);
});

test('a property page shows what it implies and what implies it, with separating examples', async ({ page, api }) => {
  const { tag, name, p, s } = await seed(api);
  await page.goto(`/property/${p.sup.id}`);
  const section = page.getByRole('region', { name: 'What implies what' });
  const implies = section.getByRole('list').first();
  const reflexive = implies.getByRole('listitem').filter({ has: page.getByRole('link', { name: name('Reflexivity'), exact: true }) }).first();
  await expect(reflexive).toContainText(`Not conversely: Tsirelson ${tag} has ${name('Reflexivity')} but lacks ${name('Superreflexivity')}`);
  await reflexive.getByText('Chain of theorems').click();
  await expect(reflexive.getByRole('link', { name: name('Super gives reflexive') })).toBeVisible();
  // Implied by finite-dimensional, but ℓ² separates them; implied by Hilbertness, and no space says otherwise.
  const impliedBy = section.getByRole('list').filter({ has: page.getByRole('link', { name: name('Hilbertness'), exact: true }) }).first();
  const finite = impliedBy.getByRole('listitem').filter({ has: page.getByRole('link', { name: name('Finitedim'), exact: true }) }).first();
  await expect(finite.getByRole('link', { name: `ℓ² ${tag}` })).toHaveAttribute('href', `/space/${s.l2.id}`);
  await expect(finite).toContainText(`has ${name('Superreflexivity')} but lacks ${name('Finitedim')}`);
  const hilbert = impliedBy.getByRole('listitem').filter({ has: page.getByRole('link', { name: name('Hilbertness'), exact: true }) }).first();
  await expect(hilbert).toContainText('Converse: no example in the catalogue either way.');

  // The other way round: lacking reflexivity implies lacking super-reflexivity.
  await page.goto(`/property/${p.refl.id}`);
  await page.getByLabel('A space that').selectOption('lacks');
  await expect(page.getByRole('region', { name: 'What implies what' }).getByRole('listitem').filter({ hasText: `lacks ${name('Superreflexivity')}` }).first()).toBeVisible();
});

test("a space's undecided properties, and the ranked gaps, filtered, paged and settled from a row", async ({ page, api }) => {
  const { tag, name, p, s } = await seed(api);
  await page.goto(`/space/${s.x.id}`);
  const unknowns = page.getByRole('region', { name: /Undecided properties/ });
  // Other tests' properties may be undecided for X too (when run before this one): then all of them, on demand.
  await expect(unknowns.getByRole('listitem').first()).toBeVisible();
  const showAll = unknowns.getByRole('button', { name: /Show all/ });
  if (await showAll.count()) await showAll.click();
  // Were X reflexive it would be finite-dimensional and super-reflexive; were it not, it would be none of super-reflexive, finite-dimensional, Hilbert.
  await expect(unknowns.getByRole('listitem').filter({ hasText: name('Reflexivity') }).first()).toContainText('if it holds: 2 more facts; if it fails: 3 more facts');
  await unknowns.getByRole('link', { name: 'Gaps about this space' }).click();
  await expect(page).toHaveURL(`/gaps?space=${s.x.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gaps in the catalogue' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name('Reflexivity') }).first()).toContainText(`Does Xspace ${tag} have ${name('Reflexivity')}`);

  await page.getByLabel('Property', { exact: true }).selectOption({ label: name('Finitedim') });
  await expect(page).toHaveURL(new RegExp(`property=${p.fd.id}`));
  await page.getByLabel('Field', { exact: true }).selectOption('real');
  await expect(page.getByText(/1–1 of 1 gaps/)).toBeVisible();

  // An editor settles the gap from its row: the link form comes filled in (this property, fails over the reals).
  const gapsUrl = page.url();
  await page.getByRole('listitem').filter({ hasText: name('Finitedim') }).getByRole('link', { name: 'fails' }).click();
  await expect(page).toHaveURL(new RegExp(`/space/${s.x.id}/property/add\\?property=${p.fd.id}&field=NOT_REAL$`));
  await expect(page.getByLabel('Property', { exact: true })).toHaveValue(String(p.fd.id));
  await expect(page.getByLabel('Field', { exact: true })).toHaveValue('NOT_REAL');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${s.x.id}/property/${p.fd.id}`);
  await page.goto(gapsUrl);
  await expect(page.getByText('No gaps here.')).toBeVisible();

  // The old address redirects, keeping its filters.
  await page.goto(`/questions?space=${s.x.id}`);
  await expect(page).toHaveURL(`/gaps?space=${s.x.id}`);
  await page.goto('/gaps');
  await expect(page.getByText(/of \d+ gaps/)).toBeVisible();
  // The catalogue-wide ranking may still be counting (a slice of spaces per request): the page refreshes until it is done.
  await expect(page.getByRole('status').filter({ hasText: 'Still counting' })).toHaveCount(0, { timeout: 30_000 });
  const total = Number((await page.getByText(/of \d+ gaps/).textContent())!.match(/of (\d+)/)![1]);
  if (total > 50) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(new RegExp(`51–\\d+ of ${total} gaps`))).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gaps' })).toHaveAttribute('aria-current', 'page');
});

test('differential equations searched by their properties', async ({ page, api }) => {
  await api.loginAsAdmin();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const linear = await api.createEquationProperty(`Linearity ${tag}`);
  const heat = await api.createEquation(`Heat ${tag}`);
  const burgers = await api.createEquation(`Burgers ${tag}`);
  await api.post(`/api/differential-equation/${heat.id}/property/${linear.id}`, { hasProperty: true, description: '', references: [] });
  await api.post(`/api/differential-equation/${burgers.id}/property/${linear.id}`, { hasProperty: false, description: '', references: [] });

  await page.goto('/search');
  await page.getByLabel('Among').selectOption('equation');
  await expect(page.getByLabel('Field', { exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill(`Linearity ${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/kind=equation/);
  await expect(page.getByRole('region', { name: /Satisfy/ }).getByRole('link', { name: `Heat ${tag}` })).toHaveAttribute('href', `/differential-equation/${heat.id}`);
  await page.getByRole('region', { name: /Fail/ }).getByText('Show the 1 entry').click();
  const fail = page.getByRole('region', { name: /Fail/ }).getByRole('listitem').filter({ hasText: `Burgers ${tag}` });
  await expect(fail.getByRole('link', { name: `lacks Linearity ${tag} (linked): proof` })).toHaveAttribute('href', `/differential-equation/${burgers.id}/property/${linear.id}`);

  // Through an equation theorem, a derived fact counts: the heat equation lacks nonlinearity, computed.
  const nonlinear = await api.createEquationProperty(`Nonlinearity ${tag}`);
  const theorem = { name: `Linear is not nonlinear ${tag}`, description: '', references: [], conditions: [{ propertyId: linear.id, hasProperty: true }], conclusions: [{ propertyId: nonlinear.id, hasProperty: false }] };
  await api.post('/api/differential-equation/theorem', theorem);
  await page.goto(`/search?formula=${encodeURIComponent(`~Nonlinearity ${tag}`)}&kind=equation`);
  const heatEntry = page.getByRole('region', { name: /Satisfy/ }).getByRole('listitem').filter({ hasText: `Heat ${tag}` }).first();
  await expect(heatEntry.getByRole('link', { name: `lacks Nonlinearity ${tag} (computed): proof` })).toHaveAttribute('href', `/differential-equation/${heat.id}/property/${nonlinear.id}`);
  await page.goto(`/search?formula=${encodeURIComponent(`Linearity ${tag} + Nonlinearity ${tag}`)}&kind=equation`);
  await expect(page.getByRole('heading', { name: 'No equation can satisfy this' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Derivation' }).getByRole('link', { name: theorem.name }).first()).toHaveAttribute('href', /\/differential-equation\/theorem\/\d+$/);
});
