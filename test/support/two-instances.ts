/**
 * Two server processes on one PostgreSQL database with one session secret, so
 * a login holds on either, as behind a load balancer: started before a test
 * file's tests and stopped after them.
 */
import type { ApiClient } from './api-client';
import { startAnotherInstance, startServer, type TestServer } from './server';

export interface TwoInstances {
  a: TestServer;
  b: TestServer;
  adminA: ApiClient;
  adminB: ApiClient;
}

/** Registers the file's beforeAll/afterAll; the fields are set once beforeAll has run. */
export function twoInstances(): TwoInstances {
  const pair = {} as TwoInstances;
  beforeAll(async () => {
    pair.a = await startServer({ mode: 'postgres', env: { SESSION_SECRET: 'two-instances-test-secret' } });
    pair.b = await startAnotherInstance(pair.a);
    [pair.adminA, pair.adminB] = await Promise.all([pair.a.asAdmin(), pair.b.asAdmin()]);
  }, 180000);
  afterAll(async () => {
    await pair.b?.stop();
    await pair.a?.stop();
  });
  return pair;
}

/** Polls until `check` holds, for at most `withinMs`; returns the ms it took. */
export async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - start;
}
