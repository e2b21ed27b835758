/**
 * The server as an operator runs it: data survives a restart, SIGTERM stops it
 * cleanly, the seed command loads a backup into an empty database only, and a
 * fresh installation gets the starter catalogue unless CATALOGUE_EMPTY=1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProperty, createSpace } from '../support/catalogue';
import { ROOT, startServer, type TestServer } from '../support/server';

const servers: TestServer[] = [];
async function start(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  servers.push(server);
  return server;
}
afterAll(async () => {
  for (const server of servers) await server.stop();
});

const starter = JSON.parse(readFileSync(join(ROOT, 'content', 'starter-catalogue.json'), 'utf8'));
/** The starter catalogue without its spaces, so without what names a space (links, open-problem marks, relations, what properties mean). */
const withoutSpaces = { ...starter, spaces: [], spaceLinks: [], spaceProblems: [], spaceRelations: [], propertyMeanings: undefined };

describe('lifecycle', () => {
  test('the catalogue survives a restart; SIGTERM ends the process with code 0', async () => {
    const server = await start();
    const admin = await server.asAdmin();
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL' });
    const before = (await admin.get(`/api/space/${space}/property`)).body;
    expect(await server.pause()).toBe(0);
    await server.resume();
    const visitor = server.client();
    expect((await visitor.get(`/api/space/${space}/property`)).body).toEqual(before);
    expect((await visitor.get('/api/space')).body).toHaveLength(1);
  });

  test('CATALOGUE_EMPTY=1 starts empty; otherwise an empty database gets the starter catalogue', async () => {
    const empty = await start();
    expect((await empty.client().get('/api/space')).body).toEqual([]);

    const seeded = await start({ starterCatalogue: true });
    const spaces = (await seeded.client().get('/api/space')).body;
    expect(spaces).toHaveLength(starter.spaces.length);
    expect((await seeded.client().get('/api/theorem')).body).toHaveLength(starter.theorems.length);
    // A restart does not load it again over the existing catalogue.
    const admin = await seeded.asAdmin();
    await createSpace(admin);
    await seeded.restart();
    expect((await seeded.client().get('/api/space')).body).toHaveLength(starter.spaces.length + 1);
  });

  test('only a fresh database gets the starter catalogue: one emptied by an admin stays empty after a restart', async () => {
    const server = await start({ starterCatalogue: true });
    expect((await server.client().get('/api/space')).body).toHaveLength(starter.spaces.length);
    const admin = await server.asAdmin();
    const empty = {
      ...withoutSpaces,
      properties: [], theorems: [], normDependentProperties: [],
      differentialEquations: [], differentialEquationProperties: [], differentialEquationLinks: [], differentialEquationTheorems: [],
    };
    expect((await admin.post('/api/admin/import', empty)).status).toBe(200);
    await server.restart();
    const visitor = server.client();
    for (const list of ['/api/space', '/api/property', '/api/theorem', '/api/differential-equation', '/api/differential-equation/property']) {
      expect({ list, body: (await visitor.get(list)).body }).toEqual({ list, body: [] });
    }
  });

  test('a database first started with CATALOGUE_EMPTY=1 is settled: a later start without it stays empty', async () => {
    const server = await start();
    expect((await server.client().get('/api/space')).body).toEqual([]);
    await server.pause();
    server.env.CATALOGUE_EMPTY = '0';
    await server.resume();
    expect((await server.client().get('/api/space')).body).toEqual([]);
  });

  test('a database seeded from the CLI before its first start keeps what was seeded', async () => {
    const server = await start({ starterCatalogue: true, deferStart: true });
    const file = join(tmpdir(), `seed-first-${process.pid}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(withoutSpaces));
    expect(server.cli(['seed', '--file', file]).status).toBe(0);
    await server.resume();
    expect((await server.client().get('/api/space')).body).toEqual([]);
    expect((await server.client().get('/api/property')).body).toHaveLength(starter.properties.length);
  });

  test('seed loads a backup into an empty database and refuses a non-empty one unless --replace', async () => {
    const server = await start();
    const admin = await server.asAdmin();
    await server.pause();
    const file = join(tmpdir(), `seed-${process.pid}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(withoutSpaces));

    const first = server.cli(['seed']);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Loaded .*starter-catalogue\.json/);
    const again = server.cli(['seed', '--file', file]);
    expect(again.status).not.toBe(0);
    expect(again.stderr).toMatch(/not empty; use --replace/);
    const replaced = server.cli(['seed', '--replace', '--file', file]);
    expect(replaced.status).toBe(0);
    const broken = server.cli(['seed', '--replace', '--file', join(ROOT, 'package.json')]);
    expect(broken.status).not.toBe(0);
    expect(broken.stderr).toMatch(/format must be/);

    await server.resume();
    expect((await server.client().get('/api/space')).body).toEqual([]);
    expect((await server.client().get('/api/property')).body).toHaveLength(starter.properties.length);
    expect(admin.cookies.has('session')).toBe(true);
  });
});

describe('the built frontend', () => {
  test('is served at / with history-API fallback, never for /api', async () => {
    const index = join(ROOT, 'dist', 'frontend', 'index.html');
    const html = readFileSync(index, 'utf8'); // built by `npm run build` (npm test builds first)
    const server = await start();
    const client = server.client();
    for (const path of ['/', '/space', '/space/12/property/3', '/admin']) {
      const response = await client.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.body).toBe(html);
    }
    const asset = /(?:src|href)="\/(assets\/[^"]+\.js)"/.exec(html);
    expect(asset).not.toBeNull();
    const script = await client.get(`/${asset![1]}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const api = await client.get('/api/space/not-a-page');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ errors: { general: 'Not found.' } });
    expect((await client.get('/api')).status).toBe(404);
  });
});
