/**
 * Limits before work: an ordinary request's body is small (a 413 before any
 * authentication or parsing), and only an admin's import reads a large one.
 * A 49 MB body from nobody is refused at once and the server process does not
 * grow with it (its RSS is read from /proc). A query URL as long as the
 * longest Datalog query is taken, whatever its characters.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const MB = 1024 * 1024;

/** Resident memory of the server process, in bytes (Linux). */
function rss(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

interface Answer {
  status: number;
  body: unknown;
}

/** POSTs `size` bytes of a JSON string, declared (Content-Length) or chunked, and returns the answer as soon as it comes. */
function postLarge(path: string, size: number, headers: Record<string, string>, chunked = false): Promise<Answer> {
  const url = new URL(server.baseUrl + path);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'Content-Type': 'application/json', ...headers, ...(chunked ? {} : { 'Content-Length': String(size) }) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null }));
      },
    );
    // The server may stop reading once it has answered: a write error then is expected.
    req.on('error', (error) => reject(error));
    const chunk = Buffer.alloc(MB, 'x');
    req.write('"');
    let sent = 1;
    const pump = () => {
      while (sent < size - 1) {
        const n = Math.min(MB, size - 1 - sent);
        sent += n;
        if (!req.write(n === MB ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end('"');
    };
    pump();
  });
}

function csrfHeaders(client: typeof admin): Record<string, string> {
  const cookies = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { Cookie: cookies, 'X-CSRF-Token': client.cookies.get('csrf')! };
}

describe('body limits', () => {
  test('a 49 MB body from nobody is a 413 in the error shape, declared or chunked, and the server does not grow by 100 MB', async () => {
    const visitor = server.client();
    await visitor.get('/api/space');
    const before = rss();
    for (const chunked of [false, true]) {
      const answer = await postLarge('/api/space', 49 * MB, csrfHeaders(visitor), chunked);
      expect({ chunked, ...answer }).toEqual({ chunked, status: 413, body: { errors: { general: 'The request body is too large.' } } });
    }
    // Without even a CSRF token, and to the import route without a session.
    expect((await postLarge('/api/space', 49 * MB, {})).status).toBe(413);
    expect(await postLarge('/api/admin/import', 49 * MB, csrfHeaders(visitor))).toEqual({ status: 401, body: { errors: { general: 'Please log in.' } } });
    expect(rss() - before).toBeLessThan(100 * MB);
    expect((await visitor.get('/api/space')).status).toBe(200);
  });

  test('an admin gets a 413 for a form over 512 KB, but imports a backup of several MB', async () => {
    const tooLarge = await admin.post('/api/space', { symbol: '$X$', field: 'REAL', description: 'd'.repeat(600 * 1024) });
    expect(tooLarge).toMatchObject({ status: 413, body: { errors: { general: 'The request body is too large.' } } });
    const description = 'A long description. '.repeat(2400);
    const spaces = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, symbol: `$X_{${i}}$`, norm: '', description, field: 'REAL', references: [] }));
    const backup = { format: 'banach-catalogue-backup', version: 1, spaces, properties: [], spaceLinks: [], theorems: [], differentialEquations: [], differentialEquationProperties: [], differentialEquationLinks: [] };
    expect(JSON.stringify(backup).length).toBeGreaterThan(4 * MB);
    expect((await admin.post('/api/admin/import', backup)).status).toBe(200);
    expect((await admin.get('/api/space')).body).toHaveLength(100);
  });

  test('the import keeps the API answers for bad bodies: malformed, too deep, NUL, over 50 MB', async () => {
    const send = (body: string) => admin.raw({ method: 'POST', path: '/api/admin/import', body, headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': admin.cookies.get('csrf')! } });
    expect(await send('{"spaces": ')).toMatchObject({ status: 400, body: { errors: { general: 'Malformed JSON.' } } });
    expect(await send('{"a":'.repeat(40) + '1' + '}'.repeat(40))).toMatchObject({ status: 400, body: { errors: { general: 'The request body is nested too deeply.' } } });
    expect((await send(JSON.stringify({ format: 'x\u0000' }))).status).toBe(400);
    expect(await postLarge('/api/admin/import', 51 * MB, csrfHeaders(admin))).toEqual({ status: 413, body: { errors: { general: 'The request body is too large.' } } });
    expect((await admin.get('/api/space')).body).toHaveLength(100);
  });
});

test('a Datalog query as long as the longest taken reaches the app, whatever its characters (not a bare 431)', async () => {
  // 8000 characters, each 6 bytes percent-encoded: 48 KB of URL, over Node's default 16 KiB of headers.
  const longest = (filler: string, length: number) => `[:find ?s :where [?s :space/symbol "${filler.repeat(length - 39)}"]]`;
  const taken = await server.client().get(`/api/query?q=${encodeURIComponent(longest('é', 8000))}`);
  expect([taken.status, taken.body]).toEqual([200, { columns: ['?s'], rows: [], truncated: false }]);
  const refused = await server.client().get(`/api/query?q=${encodeURIComponent(longest('é', 8001))}`);
  expect([refused.status, refused.body]).toEqual([400, { errors: { q: 'A query is at most 8000 characters long.' } }]);
});
