/**
 * Starts the real server (built by `npm run build`) once for the whole browser
 * suite; the tests read its address and the admin from the environment.
 */
import { startE2EServer } from './server';

export default async function globalSetup() {
  const server = await startE2EServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_ADMIN_EMAIL = server.admin.email;
  process.env.E2E_ADMIN_PASSWORD = server.admin.password;
  return async () => {
    await server.stop();
  };
}
