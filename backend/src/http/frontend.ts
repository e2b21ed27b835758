/**
 * Serves the built frontend (dist/frontend) at / with history-API fallback:
 * a GET that is not under /api and is not a file gets index.html. Nothing is
 * served when the frontend has not been built.
 *
 * Page loads: Vite names every file under /assets by its content hash, so
 * those are cached for a year as immutable (a returning reader's browser does
 * not ask again; a new build has new names). index.html is kept in memory and
 * re-read only when its file changes (a rebuild under a running server), so
 * a page's first request costs no file-system round trip. A file under /assets
 * that is not there is a 404, not the page.
 */
import { readFileSync, statSync, existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { static as serveStatic, type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

const YEAR_SECONDS = 365 * 24 * 3600;

export function serveFrontend(app: NestExpressApplication, dir: string): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  const assets = join(dir, 'assets') + sep;
  const files = serveStatic(dir, {
    index: false,
    setHeaders: (res, path) => {
      if (path.startsWith(assets)) res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });
  // /api is never a file: no file-system lookup for API requests.
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');
  app.use((req: Request, res: Response, next: NextFunction) => (isApi(req) ? next() : files(req, res, next)));
  const page = indexPage(index);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req)) return next();
    // A file under /assets that is not there is one of an earlier build (a tab opened before a
    // rebuild asks for its old chunks): a 404, not the page, which a script or style tag cannot use.
    if (req.path.startsWith('/assets/')) return void res.sendStatus(404);
    // The page names the current build's assets: always asked again (it is small).
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page());
  });
}

/**
 * index.html as last read, read again when the file's modification time moves. A build under
 * the running server removes the file for a moment: the page as last read is served meanwhile.
 */
function indexPage(file: string): () => Buffer {
  let read = { mtimeMs: statSync(file).mtimeMs, body: readFileSync(file) };
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== read.mtimeMs) read = { mtimeMs, body: readFileSync(file) };
    } catch {
      // Not there (being rebuilt): keep the last page.
    }
    return read.body;
  };
}
