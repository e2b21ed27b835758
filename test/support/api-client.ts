/**
 * A small HTTP client for the API with a cookie jar, as a browser would be:
 * JSON bodies, and the `csrf` cookie echoed in X-CSRF-Token on every change.
 */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** The raw Set-Cookie headers of this response. */
  setCookies: string[];
}

export interface RawRequest {
  method: string;
  path: string;
  /** Sent as is (for malformed bodies). */
  body?: string;
  headers?: Record<string, string>;
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * fetch, retrying a read once when a kept-alive connection was closed by the
 * server just as it was reused (a race of Node's keep-alive timeout on a busy
 * machine, after the server sat idle for seconds): the request never reached
 * the server. Changes are never retried.
 */
async function fetchRetryingRead(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
    if (CHANGES.has(String(init.method)) || (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET')) throw error;
    return fetch(url, init);
  }
}

export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get<T = any>(path: string): Promise<ApiResponse<T>> {
    return this.request<T>('GET', path);
  }

  post<T = any>(path: string, body: unknown = {}): Promise<ApiResponse<T>> {
    return this.request<T>('POST', path, body);
  }

  delete<T = any>(path: string): Promise<ApiResponse<T>> {
    return this.request<T>('DELETE', path);
  }

  /** A JSON request with the CSRF header (fetching a csrf cookie first when there is none). */
  async request<T = any>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (CHANGES.has(method)) {
      if (!this.cookies.has('csrf')) await this.get('/api/space');
      headers['Content-Type'] = 'application/json';
      const csrf = this.cookies.get('csrf');
      if (csrf) headers['X-CSRF-Token'] = csrf;
    }
    return this.raw<T>({ method, path, headers, body: body === undefined ? (CHANGES.has(method) ? '{}' : undefined) : JSON.stringify(body) });
  }

  /** Exactly the given headers (plus the jar's cookies) and body. */
  async raw<T = any>(request: RawRequest): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(request.headers ?? {}) };
    if (this.cookies.size && !Object.keys(headers).some((h) => h.toLowerCase() === 'cookie')) {
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await fetchRetryingRead(this.baseUrl + request.path, { method: request.method, headers, body: request.body, redirect: 'manual' });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.keep(line);
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) body = JSON.parse(text);
    return { status: response.status, body: body as T, headers: response.headers, setCookies };
  }

  private keep(line: string): void {
    const [pair, ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = decodeURIComponent(pair.slice(eq + 1).trim());
    const expired = attributes.some((a) => {
      const [k, v] = a.trim().split('=');
      return (k.toLowerCase() === 'max-age' && Number(v) <= 0) || (k.toLowerCase() === 'expires' && Date.parse(v) < Date.now());
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
