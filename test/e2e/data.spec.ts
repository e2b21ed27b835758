/** The public data download: reached from every page's footer, with the licence of the data, and the file itself. */
import { readFileSync } from 'node:fs';
import { test, expect, unique } from './support/fixtures';

test('a visitor downloads the catalogue from /data, where the licence is stated', async ({ page, api }) => {
  await api.loginAsAdmin();
  const symbol = `$${unique('D').replace(/\W/g, '')}$`;
  const space = await api.createSpace(symbol);
  await page.context().clearCookies();

  await page.goto('/space');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Data download and licence' }).click();
  await expect(page).toHaveURL('/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Data download' })).toBeVisible();
  const licence = page.getByRole('region', { name: 'Licence' });
  await expect(licence).toContainText('yet to be determined');
  await expect(licence.getByRole('link', { name: 'π-Base' })).toHaveAttribute('href', 'https://topology.pi-base.org');
  await expect(licence.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the catalogue (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^banach-catalogue_.+\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.format).toBe('banach-catalogue-backup');
  expect(data.spaces).toContainEqual(expect.objectContaining({ id: space.id, symbol }));
});
