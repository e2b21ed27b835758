/**
 * The test object of the browser suite: the server's address as baseURL, every
 * page's console errors and uncaught exceptions fail the test (unless a test
 * names the ones it provokes), and helpers to sign in and to seed through the API.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = {
  email: () => process.env.E2E_ADMIN_EMAIL!,
  password: () => process.env.E2E_ADMIN_PASSWORD!,
};

/** A unique suffix, so tests sharing one server never collide on unique names. */
export const unique = (() => {
  let n = 0;
  return (prefix: string) => `${prefix} ${Date.now().toString(36)}${(n++).toString(36)}`;
})();

interface Fixtures {
  allowConsoleErrors: RegExp[];
  api: Api;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium logs every 400 answer; a 400 is the expected answer to an invalid form.
      if (/Failed to load resource: the server responded with a status of 400/.test(message.text())) return;
      if (allowConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  api: async ({ page }, use) => use(new Api(page.request)),
});

export { expect };

/** JSON calls through the page's own cookie jar, with the CSRF header, as the app makes them. */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  private async csrf(): Promise<string> {
    const state = await this.request.storageState();
    let cookie = state.cookies.find((c) => c.name === 'csrf');
    if (!cookie) {
      await this.request.get('/api/space');
      cookie = (await this.request.storageState()).cookies.find((c) => c.name === 'csrf');
    }
    return cookie?.value ?? '';
  }

  async get<T = any>(path: string): Promise<T> {
    const response = await this.request.get(path);
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()) as T;
  }

  async post<T = any>(path: string, body: unknown = {}): Promise<T> {
    const response = await this.request.post(path, {
      data: body,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': await this.csrf() },
    });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  async login(email: string, password: string): Promise<void> {
    await this.post('/api/user/login', { email, password });
  }

  loginAsAdmin(): Promise<void> {
    return this.login(ADMIN.email(), ADMIN.password());
  }

  createSpace(symbol: string, field = 'REAL_OR_COMPLEX', extra: Record<string, unknown> = {}) {
    return this.post<{ id: number }>('/api/space', { symbol, norm: '', description: '', field, references: [], ...extra });
  }

  createProperty(name: string, field = 'REAL_OR_COMPLEX', extra: Record<string, unknown> = {}) {
    return this.post<{ id: number }>('/api/property', { name, description: '', field, references: [], ...extra });
  }

  link(spaceId: number, propertyId: number, field: string) {
    return this.post(`/api/space/${spaceId}/property/${propertyId}`, { field, description: '', references: [] });
  }

  createTheorem(name: string | null, conditions: [number, string][], conclusions: [number, string][]) {
    const atoms = (list: [number, string][]) => list.map(([propertyId, field]) => ({ propertyId, field }));
    return this.post<{ id: number }>('/api/theorem', {
      name,
      description: '',
      conditions: atoms(conditions),
      conclusions: atoms(conclusions),
      references: [],
    });
  }

  createEquation(name: string, symbol = '$$u_t = \\Delta u$$') {
    return this.post<{ id: number }>('/api/differential-equation', {
      name,
      symbol,
      variables: '',
      parameters: '',
      description: '',
      references: [],
    });
  }

  createEquationProperty(name: string) {
    return this.post<{ id: number }>('/api/differential-equation/property', { name, description: '', references: [] });
  }
}

/** Signs the page in as the admin (through the API; the UI login has its own test) and opens a path. */
export async function openAsAdmin(page: Page, api: Api, path: string): Promise<void> {
  await api.loginAsAdmin();
  await page.goto(path);
}
