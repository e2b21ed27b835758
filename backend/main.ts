/** The server's entry point (`node dist/backend/main.js`); the work is in src/main.ts. */
import { bootstrap } from './src/main';

bootstrap().catch((error) => {
  console.error(error);
  process.exit(1);
});
