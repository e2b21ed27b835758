/**
 * What runs before any controller answers alike on every path, the cheap ones
 * included: the headers helmet itself sets (here from a real helmet middleware
 * with our options, in a plain Express app) are on a controller's answer, a
 * catalogue read, the shortcut 404 of an unknown /api path (GET and HEAD), a
 * 413 for a declared oversized body, a 403 CSRF refusal and the frontend; each
 * of them but the 413 (refused before anything else runs) hands a client
 * without a cookie its csrf cookie.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { helmetOptions } from '../../backend/src/security/helmet.options';
import { server, useFileServer } from '../support/file-server';

useFileServer();

/** helmet's headers as helmet itself sends them with our options. */
async function helmetReference(): Promise<Map<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet(helmetOptions));
  app.get('/', (_req, res) => res.end('ok'));
  const listener = app.listen(0, '127.0.0.1');
  await new Promise((done) => listener.once('listening', done));
  try {
    const res = await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/`);
    const ignored = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-type']);
    const kept = new Map<string, string>();
    res.headers.forEach((value, name) => {
      if (!ignored.has(name)) kept.set(name, value);
    });
    return kept;
  } finally {
    listener.close();
  }
}

describe('every answer gets the security headers and a csrf cookie', () => {
  it('on controller answers, cached reads, the shortcut 404, 413, 403 and the frontend', async () => {
    const expected = await helmetReference();
    expect(expected.get('content-security-policy')).toContain("default-src 'self'");
    expect(expected.size).toBeGreaterThanOrEqual(10);
    const answers: Array<[string, { status: number; headers: Headers; setCookies: string[] }]> = [
      ['controller read', await server.client().get('/api/space')],
      ['cached read', await server.client().get('/api/space')],
      ['unknown item', await server.client().get('/api/space/999999')],
      ['unknown /api path', await server.client().get('/api/no-such-area')],
      ['unknown /api path, HEAD', await server.client().raw({ method: 'HEAD', path: '/api/no-such-area/x' })],
      ['declared oversized body', await server.client().raw({ method: 'POST', path: '/api/space', headers: { 'Content-Type': 'application/json', 'Content-Length': String(600 * 1024) }, body: 'x'.repeat(600 * 1024) })],
      ['change without the CSRF header', await server.client().raw({ method: 'POST', path: '/api/space', headers: { 'Content-Type': 'application/json' }, body: '{}' })],
      ['frontend page', await server.client().get('/space')],
    ];
    const statuses = Object.fromEntries(answers.map(([name, r]) => [name, r.status]));
    expect(statuses).toEqual({
      'controller read': 200,
      'cached read': 200,
      'unknown item': 404,
      'unknown /api path': 404,
      'unknown /api path, HEAD': 404,
      'declared oversized body': 413,
      'change without the CSRF header': 403,
      // 404 only when the frontend has not been built (serveFrontend serves nothing then).
      'frontend page': statuses['frontend page'] === 404 ? 404 : 200,
    });
    for (const [name, r] of answers) {
      const got = Object.fromEntries([...expected.keys()].map((header) => [header, r.headers.get(header)]));
      expect({ name, headers: got }).toEqual({ name, headers: Object.fromEntries(expected) });
      const csrfCookie = r.setCookies.some((l) => /^csrf=[0-9a-f]{64}\.[0-9a-f]{64};/.test(l));
      expect({ name, poweredBy: r.headers.get('x-powered-by'), csrfCookie }).toEqual({ name, poweredBy: null, csrfCookie: r.status !== 413 });
    }
  });

  it('answers an unknown /api path in the error shape, as JSON', async () => {
    const r = await server.client().get('/api/no-such-area/1');
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.body).toEqual({ errors: { general: 'Not found.' } });
  });
});
