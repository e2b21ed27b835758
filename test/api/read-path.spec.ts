/**
 * The read path (README, "API"): list params (q, sort, order, limit, offset,
 * X-Total-Count, 400s), strong ETags tied to the catalogue version with 304,
 * compressed answers, and read-your-writes through ETags.
 */
import { get, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

/** A GET as sent on the wire: no automatic Accept-Encoding or decompression (fetch does both). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(server.baseUrl + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        resolve({ status: res.statusCode!, headers: h, bytes: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** A GET with a body, which fetch will not send. */
function getWithBody(path: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(server.baseUrl + path, { method: 'GET', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('list params', () => {
  test('q, sort, order, limit and offset page a list; X-Total-Count counts the matches', async () => {
    const tag = unique('Ptag').replace(/\W/g, '');
    const ids = [];
    for (const n of [3, 1, 20, 2]) ids.push(await createSpace(admin, { symbol: `$\\ell^{${n}}$ ${tag}` }));
    const client = server.client();

    // Without params: the spec's response, no header.
    const full = await client.get('/api/space');
    expect(full.headers.get('x-total-count')).toBeNull();
    expect(full.body.every((s: object) => Object.keys(s).join() === 'id,symbol')).toBe(true);

    const matched = await client.get(`/api/space?q=${encodeURIComponent(`l1 ${tag}`.toLowerCase())}`);
    expect(matched.body.map((s: { id: number }) => s.id)).toEqual([ids[1]]);
    expect(matched.headers.get('x-total-count')).toBe('1');

    const page = await client.get(`/api/space?q=${tag}&sort=symbol&order=desc&limit=2&offset=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('4');
    // ℓ^20, ℓ^3, ℓ^2, ℓ^1 (numbers compare as numbers); the page is the 2nd and 3rd.
    expect(page.body.map((s: { id: number }) => s.id)).toEqual([ids[0], ids[3]]);
    expect(Object.keys(page.body[0])).toEqual(['id', 'symbol']);

    // Theorems match by the names of their properties too, and keep the ?propertyId= filter.
    const p = await createProperty(admin, { name: unique('Pfilter') });
    const q = await createProperty(admin, { name: `${tag} Qtarget` });
    const theorem = await createTheorem(admin, [[p, 'REAL']], [[q, 'REAL']]);
    const theorems = await client.get(`/api/theorem?propertyId=${p}&q=${tag}&limit=5`);
    expect(theorems.body.map((t: { id: number }) => t.id)).toEqual([theorem]);
    expect(theorems.headers.get('x-total-count')).toBe('1');
    const links = await client.get(`/api/property/${q}/space?q=nothing-like-this`);
    expect(links.body).toEqual([]);
    expect(links.headers.get('x-total-count')).toBe('0');
  });

  test('bad values are a 400 naming each parameter', async () => {
    const bad = await server.client().get('/api/property?limit=0&offset=-1&order=up&sort=colour');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['limit', 'offset', 'order', 'sort']);
    for (const query of ['limit=501', 'limit=1.5', 'offset=x', 'q=a&q=b', `q=${'x'.repeat(201)}`]) {
      expect((await server.client().get(`/api/space?${query}`)).status).toBe(400);
    }
  });
});

describe('ETag and compression', () => {
  test('a read carries a strong ETag; If-None-Match gives 304 until a write moves the version (read-your-writes)', async () => {
    const id = await createSpace(admin, { symbol: unique('$E$') });
    const path = `/api/space/${id}`;
    const first = await rawGet(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    // Twice: the first 304 may come from the handler's check, the second from the kept answer.
    for (let i = 0; i < 2; i++) {
      const again = await rawGet(path, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    }
    // A write, then the very next read with the old tag sees it.
    const symbol = unique('$E2$');
    expect((await admin.post(path, { symbol, field: 'REAL' })).status).toBe(200);
    const after = await rawGet(path, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.bytes.toString()).symbol).toBe(symbol);
    expect(after.headers.get('etag')).not.toBe(etag);
    // So do the lists.
    const list = await rawGet('/api/space', { 'If-None-Match': etag });
    expect(JSON.parse(list.bytes.toString()).some((s: { symbol: string }) => s.symbol === symbol)).toBe(true);
  });

  test('the lists built from memory follow every write: a renamed property is renamed in the theorems that use it', async () => {
    const p = await createProperty(admin, { name: unique('Before') });
    const q = await createProperty(admin, { name: unique('Other') });
    const theorem = await createTheorem(admin, [[p, 'REAL']], [[q, 'REAL']]);
    const client = server.client();
    const before = await client.get(`/api/theorem?propertyId=${p}`);
    expect(before.body[0].conditions[0].propertyId).toBe(p);
    const name = unique('After');
    expect((await admin.post(`/api/property/${p}`, { name, field: 'REAL_OR_COMPLEX' })).status).toBe(200);
    const after = await client.raw({ method: 'GET', path: `/api/theorem?propertyId=${p}`, headers: { 'If-None-Match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.body.map((t: { id: number }) => t.id)).toEqual([theorem]);
    expect(after.body[0].conditions[0].propertyName).toBe(name);
    expect((await client.get(`/api/theorem/${theorem}`)).body.conditions[0].propertyName).toBe(name);
    expect((await client.get('/api/property')).body.some((x: { name: string }) => x.name === name)).toBe(true);
  });

  test('answers are gzip-compressed when asked, with a tag of their own', async () => {
    for (let i = 0; i < 30; i++) await createSpace(admin, { symbol: unique('$Z_{compressible}$') });
    const plain = await rawGet('/api/space', { 'Accept-Encoding': 'identity' });
    expect(plain.bytes.length).toBeGreaterThan(1024); // compression's threshold
    for (let i = 0; i < 2; i++) {
      // The first answer is the handler's (compressed by the middleware), the second the kept one.
      const gz = await rawGet('/api/space', { 'Accept-Encoding': 'gzip' });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(gz.bytes).toString()).toBe(plain.bytes.toString());
      expect(gz.headers.get('etag')).not.toBe(plain.headers.get('etag'));
      expect((await rawGet('/api/space', { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.get('etag')! })).status).toBe(304);
    }
  });

  test('a kept answer is sent before the body parser, but a GET carrying a body still has it read (a broken one is a 400)', async () => {
    await createSpace(admin, { symbol: unique('$K$') });
    const path = '/api/space?sort=symbol';
    // Asked twice: the second answer is the kept one.
    for (let i = 0; i < 2; i++) expect((await rawGet(path)).status).toBe(200);
    const broken = await getWithBody(path, '{');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text)).toEqual({ errors: { general: 'Malformed JSON.' } });
    const fine = await getWithBody(path, '{}');
    expect(fine.status).toBe(200);
    expect(JSON.parse(fine.text)).toEqual(JSON.parse((await rawGet(path)).bytes.toString()));
  });

  test('the first answer of a URL, asked compressed by many at once, is the kept one: the same bytes for each, and for HEAD its length', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br' };
    for (let i = 0; i < 40; i++) await createSpace(admin, { symbol: unique('$F_{first}$') });
    const path = `/api/space?q=first&limit=${200 + Math.floor(Math.random() * 300)}`;
    // Nobody has asked this URL at this version: the handler answers them, the cache compresses once.
    const first = await Promise.all(Array.from({ length: 6 }, () => rawGet(path, browser)));
    const later = await rawGet(path, browser);
    for (const answer of [...first, later]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('etag')).toBe(later.headers.get('etag'));
      expect(answer.headers.get('x-total-count')).toBe(later.headers.get('x-total-count'));
      expect(answer.bytes.equals(later.bytes)).toBe(true);
    }
    expect(JSON.parse(brotliDecompressSync(later.bytes).toString()).length).toBeGreaterThanOrEqual(40);
    const head = await new Promise<{ status: number; length: string | undefined }>((resolve, reject) => {
      request(server.baseUrl + path, { method: 'HEAD', headers: browser }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, length: res.headers['content-length'] }));
      }).on('error', reject).end();
    });
    expect(head).toEqual({ status: 200, length: String(later.bytes.length) });
  });

  test('asked as a browser asks, a list comes brotli-compressed, the same bytes under the same strong tag until a write', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br' };
    for (let i = 0; i < 30; i++) await createSpace(admin, { symbol: unique('$B_{compressible}$') });
    // A URL no one has asked yet at this version: the first answer is the handler's, the next ones the kept one.
    const path = `/api/space?q=compressible&limit=${200 + Math.floor(Math.random() * 300)}`;
    const plain = await rawGet(path, { 'Accept-Encoding': 'identity' });
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await rawGet(path, browser));
    for (const br of answers) {
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('etag')).toMatch(/-br"$/);
      expect(br.headers.get('x-total-count')).toBe(plain.headers.get('x-total-count'));
      expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
      // A strong tag names these very bytes (RFC 9110 §8.8.1).
      expect(br.headers.get('etag')).toBe(answers[0].headers.get('etag'));
      expect(br.bytes.equals(answers[0].bytes)).toBe(true);
    }
    const tag = answers[0].headers.get('etag')!;
    const revalidated = await rawGet(path, { ...browser, 'If-None-Match': tag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(tag);

    // A write, then the very next compressed read with the old tag sees it.
    const symbol = unique('$B_{compressible}$');
    await createSpace(admin, { symbol });
    const after = await rawGet(path, { ...browser, 'If-None-Match': tag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(JSON.parse(brotliDecompressSync(after.bytes).toString()).some((s: { symbol: string }) => s.symbol === symbol)).toBe(true);
  });
});
