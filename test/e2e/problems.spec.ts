/**
 * Open problems and pairs independent of ZFC (issue 25): a reader sees a marked
 * pair as such on its space's page, on the pair's page (with since when and
 * the references), on /problems, /compare and a formula search's undecided
 * spaces, and no longer among the space's undecided
 * properties nor among the gaps; an editor marks a pair through the form (the server's messages
 * under the fields), edits the mark and removes it.
 */
import { test, expect, unique, openAsAdmin } from './support/fixtures';

// A marked pair is undecided: its page asks for the link first, and the API answers 404 (nothing stored, nothing computed).
test.use({ allowConsoleErrors: [/status of 404/] });

const BIBTEX = '@article{banach1932, author={Stefan Banach}, title={Sur les op{\\\'e}rations}, journal={Fund. Math.}, year={1932}, url={https://eudml.org/doc/268537}}';

test('a pair marked open problem is shown as such, with its references, and left out of the undecided properties', async ({ page, api }) => {
  await api.loginAsAdmin();
  const symbol = `$O_{${Date.now()}}$`;
  const name = unique('Openness');
  const space = await api.createSpace(symbol);
  const property = await api.createProperty(name);
  const reference = { url: 'https://arxiv.org/abs/math/9205204', title: 'A marked question', arxivId: 'math/9205204', wikipediaId: null, bibtex: null, page: null, statement: null };
  await api.post(`/api/space/${space.id}/property/${property.id}/problem/COMPLEX`, { status: 'OPEN', since: '1935 (Scottish Book)', description: 'Asked by Banach.', references: [reference] });
  await api.post('/api/user/logout');

  await page.goto(`/space/${space.id}`);
  const marks = page.getByRole('region', { name: /Open problems and independence/ });
  await expect(marks.getByRole('listitem')).toHaveCount(1);
  await expect(marks.getByRole('listitem')).toContainText('Open problem (complex scalars)');
  await expect(marks.getByRole('listitem')).toContainText('since 1935 (Scottish Book)');
  // Not a gap any more over the complex numbers; over the real numbers it still is.
  const unknowns = page.getByRole('region', { name: /Undecided properties/ });
  await expect(unknowns.getByRole('listitem').first()).toBeVisible();
  const showAll = unknowns.getByRole('button', { name: /^Show all \d+ undecided properties$/ });
  if ((await showAll.count()) > 0) await showAll.click();
  const undecided = unknowns.getByRole('listitem').filter({ hasText: name });
  await expect(undecided).toHaveCount(1);
  await expect(undecided).toContainText('(real)');
  await expect(undecided).not.toContainText('(complex)');

  await marks.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${property.id}`);
  const mark = page.getByRole('region', { name: 'Open problem (complex scalars)' });
  await expect(mark).toContainText('Open since');
  await expect(mark).toContainText('1935 (Scottish Book)');
  await expect(mark).toContainText('Asked by Banach.');
  await expect(mark.getByRole('link', { name: 'A marked question' })).toHaveAttribute('href', reference.url);
  // Readers do not edit.
  await expect(page.getByRole('link', { name: 'Mark as open problem or independent of ZFC' })).toHaveCount(0);
  await expect(mark.getByRole('button', { name: 'Remove mark' })).toHaveCount(0);

  // Left out of the gaps: only the real question remains.
  await page.goto(`/gaps?space=${space.id}&property=${property.id}`);
  const gaps = page.locator('ol.questions > li');
  await expect(gaps).toHaveCount(1);
  await expect(gaps).toContainText('(real)');
  await expect(gaps).not.toContainText('(complex)');

  await page.goto('/problems');
  const open = page.getByRole('region', { name: /^Open problems/ });
  await expect(open.getByRole('listitem').filter({ hasText: name })).toContainText('Open problem (complex scalars)');

  // Where many pairs are listed: /compare shows the mark in place of "unknown", linked to the pair's page.
  const pairPage = `/space/${space.id}/property/${property.id}`;
  await page.goto(`/compare?space=${space.id}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByRole('cell')).toHaveText('Open problem (complex scalars), unknown (real)');
  await expect(row.getByRole('link', { name: 'Open problem (complex scalars)' })).toHaveAttribute('href', pairPage);

  // And the formula search's undecided spaces: the marked scalar with its mark, the other one plainly unknown.
  await page.goto(`/search?formula=${encodeURIComponent(name)}&field=both`);
  const undecidedSpace = page.getByRole('region', { name: /Undecided/ }).getByRole('listitem').filter({ has: page.locator(`a[href="${pairPage}"]`) });
  await expect(undecidedSpace).toHaveCount(1);
  await expect(undecidedSpace).toContainText(`unknown: ${name} (real), ${name} Open problem (complex scalars)`);
  await undecidedSpace.getByRole('link', { name: 'Open problem (complex scalars)' }).click();
  await expect(page).toHaveURL(pairPage);

  // Asked for as undecided (?P), the space satisfies the formula, and its line shows the mark.
  await page.goto(`/search?formula=${encodeURIComponent(`?${name}`)}&field=complex`);
  const satisfying = page.getByRole('region', { name: /Satisfy/ }).getByRole('listitem').filter({ has: page.locator(`a[href="/space/${space.id}"]`) });
  await expect(satisfying).toHaveCount(1);
  await expect(satisfying).toContainText(`undecided: ${name} Open problem (complex scalars)`);
});

test('an editor marks a pair independent of ZFC through the form, edits the mark and removes it', async ({ page, api }) => {
  await api.loginAsAdmin();
  const space = await api.createSpace(`$I_{${Date.now()}}$`, 'REAL');
  const name = unique('Independence');
  const property = await api.createProperty(name);

  // From the gap's row: it is no gap but a question the literature leaves open or undecidable.
  await openAsAdmin(page, api, `/gaps?space=${space.id}&property=${property.id}`);
  await page.locator('ol.questions > li').getByRole('link', { name: 'open problem' }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${property.id}/problem/edit?scalar=REAL`);
  await page.getByRole('link', { name: 'Cancel' }).or(page.getByRole('button', { name: 'Cancel' })).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${property.id}`);
  await page.getByRole('link', { name: 'Mark as open problem or independent of ZFC' }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${property.id}/problem/edit`);
  // The space is real only: the one scalar offered.
  await expect(page.getByLabel('Scalars', { exact: true }).locator('option')).toHaveText(['real numbers']);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Independent of ZFC' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please say which extra axioms decide it, and which way.')).toBeVisible();
  await expect(page.getByText('Please give at least one reference.')).toBeVisible();

  await page.getByLabel('Decided by', { exact: true }).fill('Holds under CH; fails under MA + ¬CH.');
  await page.getByRole('button', { name: 'Add reference' }).click();
  const modal = page.getByRole('dialog', { name: 'Add reference' });
  await modal.getByLabel('BibTeX').fill(BIBTEX);
  await modal.getByRole('button', { name: 'Save reference' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(`/space/${space.id}/property/${property.id}`);
  const mark = page.getByRole('region', { name: 'Independent of ZFC (real scalars)' });
  await expect(mark).toContainText('Decided by');
  await expect(mark).toContainText('Holds under CH; fails under MA + ¬CH.');
  await expect(mark.getByRole('link', { name: /^Sur les op/ })).toBeVisible();

  // Editing loads the mark into the form.
  await mark.getByRole('link', { name: 'Edit mark' }).click();
  await expect(page.getByLabel('Decided by', { exact: true })).toHaveValue('Holds under CH; fails under MA + ¬CH.');
  await page.getByLabel('Description', { exact: true }).fill('Consistent both ways.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/space/${space.id}/property/${property.id}`);
  await expect(mark).toContainText('Consistent both ways.');
  expect((await api.get(`/api/problem?space=${space.id}`))[0]).toMatchObject({ status: 'INDEPENDENT', version: 2 });

  await mark.getByRole('button', { name: 'Remove mark' }).click();
  await expect(mark).toHaveCount(0);
  await expect(page.getByText('Not marked as an open problem or as independent of ZFC.')).toBeVisible();
  expect(await api.get(`/api/problem?space=${space.id}`)).toEqual([]);
});
