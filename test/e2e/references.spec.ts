/**
 * References of all three kinds through the reference modal, with the browser's
 * calls to arXiv and Wikipedia answered by recorded responses (fixtures/), and
 * every client message of spec section 5.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, openAsAdmin } from './support/fixtures';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const CORS = { 'Access-Control-Allow-Origin': '*' };

const NO_SOURCE = 'Please provide either an Arxiv id or an English Wikipedia url or BibTeX.';
const TOO_MANY = 'Please provide either an Arxiv id or an English Wikipedia url or BibTeX but not more than one.';

/** Answers the external services as they answer: arXiv with Atom XML, Wikipedia with parse JSON. */
async function recordExternalServices(page: Page) {
  const calls: string[] = [];
  await page.route('https://export.arxiv.org/api/query**', async (route) => {
    const url = new URL(route.request().url());
    calls.push(url.toString());
    const id = url.searchParams.get('id_list');
    if (id === 'math/9205204')
      return route.fulfill({ status: 200, contentType: 'application/atom+xml; charset=utf-8', headers: CORS, body: fixture('arxiv-math-9205204.xml') });
    return route.fulfill({ status: 400, contentType: 'application/atom+xml; charset=utf-8', headers: CORS, body: fixture('arxiv-malformed-id.xml') });
  });
  await page.route('https://en.wikipedia.org/w/api.php**', async (route) => {
    const url = new URL(route.request().url());
    calls.push(url.toString());
    const body = url.searchParams.get('page') === 'Banach space' ? fixture('wikipedia-banach-space.json') : fixture('wikipedia-missing.json');
    return route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', headers: CORS, body });
  });
  return calls;
}

test('references of all three kinds, with every message of the reference form', async ({ page, api }) => {
  const calls = await recordExternalServices(page);
  await openAsAdmin(page, api, '/space/add');
  const symbol = `$X_{${Date.now()}}$`;
  await page.getByLabel('Symbol', { exact: true }).fill(symbol);

  // The references explanation.
  await page.getByRole('button', { name: 'About references' }).click();
  await expect(page.getByRole('dialog', { name: 'References' })).toBeVisible();
  await page.getByRole('dialog', { name: 'References' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add reference' }).click();
  const modal = page.getByRole('dialog', { name: 'Add reference' });
  const save = modal.getByRole('button', { name: 'Save reference' });

  await save.click();
  await expect(modal.getByText(NO_SOURCE, { exact: true })).toBeVisible();

  await modal.getByLabel('Arxiv id').fill('math/9205204');
  await modal.getByLabel('English Wikipedia url').fill('https://en.wikipedia.org/wiki/Banach_space');
  await save.click();
  await expect(modal.getByText(TOO_MANY, { exact: true })).toBeVisible();

  await modal.getByLabel('English Wikipedia url').fill('');
  for (const page_ of ['0', '100001', '2.5', 'twelve']) {
    await modal.getByLabel('Page').fill(page_);
    await save.click();
    await expect(modal.getByText('Please enter a single positive number or leave empty.')).toBeVisible();
  }

  // arXiv: a malformed id answers 400.
  await modal.getByLabel('Page').fill('');
  await modal.getByLabel('Arxiv id').fill('not-an-id');
  await save.click();
  await expect(modal.getByText('Please enter a valid Arxiv id.')).toBeVisible();

  // arXiv: the title of the first entry, the abs url.
  await modal.getByLabel('Arxiv id').fill('math/9205204');
  await modal.getByLabel('Page').fill('12');
  await modal.getByLabel('Statement').fill('There is no unconditional basic sequence in $X$.');
  await expect(modal.getByLabel('Statement preview').locator('.katex')).toBeVisible();
  await save.click();
  await expect(modal).toBeHidden();
  const rows = page.getByTestId('reference-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('link', { name: 'The unconditional basic sequence problem' })).toHaveAttribute(
    'href',
    'https://arxiv.org/abs/math/9205204v1',
  );

  // Wikipedia: only English article urls, and only existing pages.
  await page.getByRole('button', { name: 'Add reference' }).click();
  await modal.getByLabel('English Wikipedia url').fill('https://de.wikipedia.org/wiki/Banachraum');
  await save.click();
  await expect(modal.getByText('Unable to parse Wikipedia url.')).toBeVisible();
  await modal.getByLabel('English Wikipedia url').fill('https://en.wikipedia.org/wiki/No_such_article_at_all');
  await save.click();
  await expect(modal.getByText('Unable to parse Wikipedia url.')).toBeVisible();
  await modal.getByLabel('English Wikipedia url').fill('https://en.wikipedia.org/wiki/Banach_space');
  await save.click();
  await expect(modal).toBeHidden();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('link', { name: 'Banach space' })).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Banach_space');

  // BibTeX: it must parse, with a title and a url.
  await page.getByRole('button', { name: 'Add reference' }).click();
  const bibtex = modal.getByLabel('BibTeX');
  await bibtex.fill('@article{broken, title={Unclosed');
  await save.click();
  await expect(modal.getByText('Unable to parse BibTeX.')).toBeVisible();
  await bibtex.fill('@book{banach1932, author={Stefan Banach}, year={1932}, url={https://eudml.org/doc/268537}}');
  await save.click();
  await expect(modal.getByText('Please provide BibTeX with a title.')).toBeVisible();
  await bibtex.fill('@book{banach1932, author={Stefan Banach}, title={Th{\\\'e}orie des op{\\\'e}rations lin{\\\'e}aires}, year={1932}}');
  await save.click();
  await expect(modal.getByText('Please provide BibTeX with a url.')).toBeVisible();
  await bibtex.fill(
    '@book{banach1932, author={Stefan Banach}, title={Théorie des opérations linéaires}, year={1932}, url={https://eudml.org/doc/268537}}',
  );
  await save.click();
  await expect(modal).toBeHidden();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2).getByRole('link', { name: 'Théorie des opérations linéaires' })).toHaveAttribute('href', 'https://eudml.org/doc/268537');

  // Edit one (the page), delete one through its confirmation.
  await rows.nth(1).getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit reference' });
  await expect(edit.getByLabel('English Wikipedia url')).toHaveValue('https://en.wikipedia.org/wiki/Banach_space');
  await edit.getByLabel('Page').fill('3');
  await edit.getByRole('button', { name: 'Save reference' }).click();
  await expect(edit).toBeHidden();
  await expect(rows.nth(1)).toContainText('p. 3');
  await rows.nth(0).getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete reference' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(3);
  await rows.nth(0).getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(2);

  // Put the arXiv reference back and save the space.
  await page.getByRole('button', { name: 'Add reference' }).click();
  await modal.getByLabel('Arxiv id').fill('math/9205204');
  await save.click();
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/space\/\d+$/);
  const references = page.getByRole('region', { name: 'References' });
  await expect(references.getByRole('listitem')).toHaveCount(3);
  await expect(references.getByRole('link', { name: 'Banach space' })).toBeVisible();
  await expect(references.getByText('p. 3')).toBeVisible();

  // Stored as docs/backup-format.md says: wikipediaId is the parse API's page id, the url rebuilt from the title.
  const stored = await api.get(`/api/space/${page.url().split('/').pop()}`);
  expect(stored.references).toEqual([
    expect.objectContaining({ wikipediaId: 3989, url: 'https://en.wikipedia.org/wiki/Banach_space', title: 'Banach space', page: 3 }),
    expect.objectContaining({ bibtex: expect.stringContaining('@book{banach1932'), title: 'Théorie des opérations linéaires', arxivId: null }),
    expect.objectContaining({ arxivId: 'math/9205204', url: 'https://arxiv.org/abs/math/9205204v1', title: 'The unconditional basic sequence problem' }),
  ]);

  // The browser asked the services the documented way.
  expect(calls).toContain('https://export.arxiv.org/api/query?id_list=math%2F9205204');
  expect(calls).toContain('https://en.wikipedia.org/w/api.php?action=parse&page=Banach%20space&prop=&format=json&origin=*');
});

test('a Wikipedia reference whose page id is unknown shows as Wikipedia, and editing it stores the page id', async ({ page, api }) => {
  await recordExternalServices(page);
  await api.loginAsAdmin();
  const url = 'https://en.wikipedia.org/wiki/Banach_space';
  const { id } = await api.createSpace(`$M_{${Date.now()}}$`, 'REAL', { references: [{ url, title: 'Banach space', wikipediaId: null }] });
  await page.goto(`/space/${id}`);
  const references = page.getByRole('region', { name: 'References' });
  await expect(references.getByRole('listitem')).toContainText('(Wikipedia)');
  await expect(references.getByRole('link', { name: 'Banach space' })).toHaveAttribute('href', url);

  await page.goto(`/space/${id}/edit`);
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit reference' });
  await expect(edit.getByLabel('English Wikipedia url')).toHaveValue(url);
  await edit.getByRole('button', { name: 'Save reference' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/space/${id}$`));
  expect((await api.get(`/api/space/${id}`)).references).toEqual([expect.objectContaining({ wikipediaId: 3989, url, title: 'Banach space' })]);
});

test("the server's reference[i] message shows under the i-th reference", async ({ page, api }) => {
  await openAsAdmin(page, api, '/property/add');
  await page.getByLabel('Name', { exact: true }).fill(`Server-checked ${Date.now()}`);
  for (const url of ['https://eudml.org/doc/268537', 'ftp://example.org/not-http.pdf']) {
    await page.getByRole('button', { name: 'Add reference' }).click();
    const modal = page.getByRole('dialog', { name: 'Add reference' });
    await modal.getByLabel('BibTeX').fill(`@misc{m, title={A note}, url={${url}}}`);
    await modal.getByRole('button', { name: 'Save reference' }).click();
    await expect(modal).toBeHidden();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  // The client does not judge urls; the server refuses the second one, and says so under it.
  const rows = page.getByTestId('reference-row');
  await expect(rows.nth(1).locator('.field-error')).toBeVisible();
  await expect(rows.nth(0).locator('.field-error')).toHaveCount(0);
  await expect(page).toHaveURL('/property/add');
});
