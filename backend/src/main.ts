/**
 * Starts the server: config, the database (embedded or DATABASE_URL), the Nest
 * app under /api, the built frontend at /. SIGTERM/SIGINT close the app (and
 * with it the ORM), then the embedded database.
 */
import 'reflect-metadata';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';
import { openDatabase } from './database/open-database';
import { bodyErrors, parseJsonBody, refuseBadBodies } from './http/body-parsing';
import { serveFrontend } from './http/frontend';
import { UnknownApiPaths } from './http/unknown-api-paths';
import { lazyRequestContext } from './database/request-context';
import { changeNotes } from './changes/change-note';
import { setupOpenApi } from './openapi/openapi';
import { applySecurity } from './security/security';
import { cachedReads } from './read/cached-reads.middleware';
import { compressionMiddleware } from './read/encoding';
import { ReadCache } from './read/read-cache';
import { interceptCatalogueReads } from './read/read-routes';

/** Request line and headers together: room for the longest query URL (see bootstrap). */
const MAX_HEADER_BYTES = 64 * 1024;

/** dist/frontend, seen from dist/backend/src. */
const FRONTEND_DIR = join(__dirname, '..', '..', 'frontend');

/** `opening`: the database, when the caller has already started opening it (backend/main.ts). */
export async function bootstrap(config = loadConfig(), opening = openDatabase(config, 'the server')): Promise<void> {
  const database = await opening;
  let app: NestExpressApplication;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, database.clientUrl), {
      bodyParser: false,
      logger: ['error', 'warn'],
    });
  } catch (error) {
    await database.stop();
    throw error;
  }
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  applySecurity(app, config);
  const unknownApiPaths = new UnknownApiPaths();
  app.use(unknownApiPaths.middleware);
  // Catalogue reads kept for the current version are answered here, before routing, already compressed
  // (backend/src/read): after the security checks, before compression's wrapping and the body parser.
  app.use(cachedReads(app.get(ReadCache)));
  // After the cheap answers (413, 403, unknown /api path: all a few bytes, never compressed) so they skip its wrapping.
  app.use(compressionMiddleware());
  app.use(parseJsonBody, bodyErrors, refuseBadBodies);
  // One ORM context per request, forked only if the request uses the ORM.
  app.use(lazyRequestContext(app.get(MikroORM)));
  // Who writes: the change log's author of the request's writes (backend/src/changes/change-note.ts).
  app.use(changeNotes);
  app.setGlobalPrefix('api');
  setupOpenApi(app);
  serveFrontend(app, FRONTEND_DIR);
  // Before init(), which registers the routes with their interceptors.
  interceptCatalogueReads(app);
  await app.init();
  unknownApiPaths.learn(app);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    try {
      await app.close();
    } finally {
      await database.stop();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  // The longest Datalog query (8000 characters, kb/datalog/query-text.ts) travels in the URL, percent-encoded
  // as up to 6 bytes a character: above Node's 16 KiB of headers, which would refuse it with a bare 431.
  (app.getHttpServer() as { maxHeaderSize?: number }).maxHeaderSize = MAX_HEADER_BYTES;
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The test harness waits for this line to learn the port.
  console.log(`listening on http://localhost:${port} (database: ${config.databaseUrl ? 'DATABASE_URL' : 'embedded in ' + config.dataDir})`);
}
