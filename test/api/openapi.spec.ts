/**
 * The OpenAPI document (GET /api/docs-json) is generated from the code and
 * stays true: its paths and methods are exactly the routes the app registers
 * (listed by `cli openapi --routes` from the app's router), and the browsable
 * page (GET /api/docs) is served with a CSP its scripts fit.
 */
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let routes: string[];
beforeAll(async () => {
  server = await startServer({ deferStart: true });
  const listed = server.cli(['openapi', '--routes']);
  if (listed.status !== 0) throw new Error(`cli openapi --routes failed: ${listed.stderr}${listed.stdout}`);
  routes = listed.stdout.trim().split('\n');
  await server.resume();
}, 180000);
afterAll(() => server?.stop());

/** The page and the document themselves: served beside the controllers, not part of the API they describe. */
const isDocsRoute = (route: string) => /^GET \/api\/docs(-json|\/.*)?$/.test(route);

describe('OpenAPI', () => {
  test('documents exactly the routes the app registers, each tagged', async () => {
    const response = await server.client().get('/api/docs-json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Banach catalogue API');
    const documented: string[] = [];
    for (const [path, item] of Object.entries<Record<string, { tags?: string[] }>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        documented.push(`${method.toUpperCase()} ${path}`);
        expect([path, operation.tags]).toEqual([path, [path.split('/')[2]]]);
      }
    }
    const endpoints = routes.filter((r) => !isDocsRoute(r));
    expect(endpoints.length).toBeGreaterThan(40);
    expect(documented.sort()).toEqual(endpoints.sort());
    // Routes of every kind are there: the spec's, this issue's, the admin's.
    expect(endpoints).toEqual(expect.arrayContaining(['GET /api/space/{id}', 'POST /api/theorem/{id}/check', 'GET /api/data', 'GET /api/admin/export']));
    expect(routes).toEqual(expect.arrayContaining(['GET /api/docs', 'GET /api/docs-json']));
  });

  test('the page is open to everyone and its CSP allows its own scripts only', async () => {
    const page = await server.client().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = typeof page.body === 'string' ? page.body : String(page.body);
    expect(html).toContain('swagger-ui');
    // No inline script: everything it runs is a file of its own, which script-src 'self' admits.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const init = await server.client().get('/api/docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
  });
});
