/**
 * Starts the real server (dist/backend/main.js, built by `npm run build`) on an
 * ephemeral port with a fresh embedded database and an admin created by the CLI
 * beforehand; the tests read its address and the admin from the environment.
 */
import { startServer } from '../../support/server';

export default async function globalSetup() {
  const server = await startServer({ mode: 'embedded' });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_ADMIN_EMAIL = server.admin.email;
  process.env.E2E_ADMIN_PASSWORD = server.admin.password;
  return async () => {
    await server.stop();
  };
}
