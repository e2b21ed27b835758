/**
 * Serves the built frontend (dist/frontend) at / with history-API fallback:
 * a GET that is not under /api and is not a file gets index.html. Nothing is
 * served when the frontend has not been built.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { static as serveStatic, type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

export function serveFrontend(app: NestExpressApplication, dir: string): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  const files = serveStatic(dir, { index: false });
  // /api is never a file: no file-system lookup for API requests.
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');
  app.use((req: Request, res: Response, next: NextFunction) => (isApi(req) ? next() : files(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req)) return next();
    res.sendFile(index);
  });
}
