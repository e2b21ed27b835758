/**
 * The one server most API suites share across their tests: started (with an
 * admin logged in) before the file's first test, stopped after its last.
 *
 *   import { admin, server, useFileServer } from '../support/file-server';
 *   useFileServer();
 *
 * `server` and `admin` are live bindings, set once the server is up. Jest
 * loads this module afresh for every test file, so each file has its own.
 */
import type { ApiClient } from './api-client';
import { startServer, type ServerOptions, type TestServer } from './server';

export let server: TestServer;
export let admin: ApiClient;

export function useFileServer(options: ServerOptions = {}): void {
  beforeAll(async () => {
    server = await startServer(options);
    admin = await server.asAdmin();
  }, 120000);
  afterAll(() => server?.stop());
}
