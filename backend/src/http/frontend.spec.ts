/** The built frontend's serving: files, the page for every other path, and the two cases a rebuild under a running server meets. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { serveFrontend } from './frontend';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'frontend-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>catalogue</title>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};');
  const app = express();
  serveFrontend(app as unknown as NestExpressApplication, dir);
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('serveFrontend', () => {
  it('serves a built file as immutable and the page for any other path', async () => {
    const file = await fetch(`${base}/assets/index-abc.js`);
    expect([file.status, file.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    const page = await fetch(`${base}/space/4`);
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([200, 'text/html; charset=utf-8', '<!doctype html><title>catalogue</title>']);
  });

  it('answers 404 for a file of an earlier build, not the page (a tab opened before a rebuild asks for its old chunks)', async () => {
    const gone = await fetch(`${base}/assets/index-old.js`);
    expect([gone.status, gone.headers.get('content-type')?.startsWith('text/html')]).toEqual([404, false]);
  });

  it('serves the page as last read while a rebuild has taken index.html away', async () => {
    rmSync(join(dir, 'index.html'));
    try {
      const page = await fetch(`${base}/space/4`);
      expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>catalogue</title>']);
    } finally {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>catalogue</title>');
    }
  });
});
