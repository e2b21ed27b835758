/**
 * `npm run cli -- openapi [--out FILE] [--routes]`: the OpenAPI document the
 * server serves at /api/docs-json, generated from the code (written to FILE,
 * or printed); with --routes, the routes the app registers instead, one
 * "METHOD /path" per line (what test/api/openapi.spec.ts compares the document
 * with). Builds the app on the database DATABASE_URL or DATA_DIR names, as the
 * server does, without listening: run it while the server is stopped.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/config/app-config';
import { openDatabase } from '../../src/database/open-database';
import { openApiDocument, registeredRoutes, setupOpenApi } from '../../src/openapi/openapi';

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' }, routes: { type: 'boolean' } }, strict: true });
  const config = loadConfig();
  const database = await openDatabase(config, 'npm run cli -- openapi');
  try {
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, database.clientUrl), { bodyParser: false, logger: ['error', 'warn'] });
    try {
      app.setGlobalPrefix('api');
      setupOpenApi(app);
      await app.init();
      const output = values.routes ? registeredRoutes(app).join('\n') + '\n' : JSON.stringify(openApiDocument(app), null, 2) + '\n';
      if (values.out) writeFileSync(values.out, output);
      else process.stdout.write(output);
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
  }
}
