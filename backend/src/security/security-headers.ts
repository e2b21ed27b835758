/**
 * helmet's headers, worked out once. With our options (helmet.options.ts: no
 * nonces, no directive computed per request) helmet sets the very same headers
 * on every response, through a chain of a dozen middlewares that rebuild and
 * revalidate them each time. So helmet itself runs once, at start, against a
 * recorder, and each response gets the recorded headers: helmet stays the
 * source of every header and value, the per-request cost is a few setHeader calls.
 */
import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type Header = readonly [name: string, value: string | readonly string[]];

/** What helmet does to a response with these options: the headers it sets and the ones it removes. */
export function helmetHeaders(options: HelmetOptions): { set: Header[]; removed: string[] } {
  const set: Header[] = [];
  const removed: string[] = [];
  let finished = false;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, typeof value === 'number' ? String(value) : value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  // An empty request: a header that depended on it (a CSP directive given as a function) would throw here or differ, which our options never do.
  helmet(options)({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return { set, removed };
}

export function securityHeaders(options: HelmetOptions) {
  const { set, removed } = helmetHeaders(options);
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (let i = 0; i < set.length; i++) res.setHeader(set[i][0], set[i][1]);
    for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i]);
    next();
  };
}
