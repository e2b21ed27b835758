/**
 * axe (@axe-core/playwright) on every route of the app at starter scale, as the
 * admin (who can reach them all): no serious or critical violations. The route
 * list is read from the app's route table (frontend/src/app/routes.tsx), so a
 * page added there is scanned too; each :param is filled with an id of the
 * starter catalogue (an unknown parameter fails, so a new kind is noticed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, Api, ADMIN } from './support/fixtures';

const ROOT = join(__dirname, '..', '..');
const EQ = 'differential-equation';

/** Every path pattern of the route table, in its order ('*' excepted). */
function routePatterns(): string[] {
  const source = readFileSync(join(ROOT, 'frontend', 'src', 'app', 'routes.tsx'), 'utf8');
  const patterns = [...source.matchAll(/path:\s*(?:'([^']*)'|`([^`]*)`)/g)].map((m) => (m[1] ?? m[2]).replace(/\$\{EQ\}/g, EQ));
  return patterns.filter((p) => p !== '*');
}

interface Ids {
  spaceId: number;
  propertyId: number;
  theoremId: number;
  equationId: number;
  equationPropertyId: number;
  equationTheoremId: number;
  changeId: number;
  version: number;
  /** A stored relation: Y, its kind, X. */
  relation: { id: number; spaceId: number; kind: string; ofSpaceId: number };
}

/** The concrete path of a pattern: which id a parameter takes depends on what precedes it. */
function concrete(pattern: string, ids: Ids): string {
  const parts = pattern.split('/');
  return parts
    .map((part, i) => {
      if (!part.startsWith(':')) return part;
      const before = parts.slice(0, i).join('/');
      const underEquations = before.startsWith(`/${EQ}`);
      const relationPage = pattern.includes('/relation/:kind/');
      switch (part) {
        case ':spaceId':
          return relationPage ? ids.relation.spaceId : ids.spaceId;
        case ':kind':
          return ids.relation.kind;
        case ':ofSpaceId':
          return ids.relation.ofSpaceId;
        case ':equationId':
          return ids.equationId;
        case ':version':
          return ids.version;
        case ':propertyId':
          return underEquations ? ids.equationPropertyId : ids.propertyId;
        case ':id':
          if (before === '/space') return ids.spaceId;
          if (before === '/property') return ids.propertyId;
          if (before === '/theorem') return ids.theoremId;
          if (before === `/${EQ}`) return ids.equationId;
          if (before === `/${EQ}/property`) return ids.equationPropertyId;
          if (before === `/${EQ}/theorem`) return ids.equationTheoremId;
          if (before === '/changes') return ids.changeId;
          if (before === '/relation') return ids.relation.id;
          throw new Error(`No id for ${part} in ${pattern}`);
        default:
          throw new Error(`No id for ${part} in ${pattern}`);
      }
    })
    .join('/');
}

const starter = JSON.parse(readFileSync(join(ROOT, 'content', 'starter-catalogue.json'), 'utf8'));
let ids: Ids;
/** The shared server's catalogue before the scan, put back after it for the suites that follow. */
let before: unknown;

async function adminApi(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const api = new Api(context.request);
  await api.login(ADMIN.email(), ADMIN.password());
  return { api, close: () => context.close() };
}

test.afterAll(async ({ browser }) => {
  const { api, close } = await adminApi(browser);
  await api.post('/api/admin/import', before);
  await close();
});

test.beforeAll(async ({ browser }) => {
  const { api, close: closeContext } = await adminApi(browser);
  const context = { close: closeContext };
  before = await api.get('/api/admin/export');
  await api.post('/api/admin/import', starter);
  // A stored link, equation link and relation, so that their pages (and edit, delete) exist.
  const link = starter.spaceLinks[0];
  // The import is the newest change: its page, and the items as they were at its version.
  const { changes } = (await api.get('/api/changes?limit=1')) as { changes: { id: number; version: number }[] };
  const equationLink = starter.differentialEquationLinks[0];
  ids = {
    spaceId: link.spaceId,
    propertyId: link.propertyId,
    theoremId: starter.theorems[0].id,
    equationId: equationLink.differentialEquationId,
    equationPropertyId: equationLink.differentialEquationPropertyId,
    equationTheoremId: starter.differentialEquationTheorems[0].id,
    changeId: changes[0].id,
    version: changes[0].version,
    relation: starter.spaceRelations[0],
  };
  await context.close();
});

for (const pattern of routePatterns()) {
  test(`axe: ${pattern}`, async ({ page, api }) => {
    // axe reads the whole page: a starter-scale property page takes it a while.
    test.slow();
    await api.loginAsAdmin();
    const path = concrete(pattern, ids);
    await page.goto(path);
    // The page shows once its data is in and its math typeset (Page): wait for its heading.
    await expect(page.locator('main h1').first(), path).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target.join(' ')})`);
    expect(serious, path).toEqual([]);
  });
}
