/**
 * The server's entry point (`node dist/backend/main.js`); the work is in src/main.ts.
 * The database starts opening first (the embedded one in a worker thread), and the
 * app's modules load while it does: they are required only after it has started.
 */
import { loadConfig } from './src/config/app-config';
import { openDatabase } from './src/database/open-database';

const config = loadConfig();
const database = openDatabase(config, 'the server');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bootstrap } = require('./src/main') as typeof import('./src/main');

bootstrap(config, database).catch((error) => {
  console.error(error);
  process.exit(1);
});
