/**
 * A cheap 404 for /api paths no route can match: once the app is initialised,
 * the first segments of its /api routes are known (space, property, user, …);
 * a request under any other segment is answered at once, in the API's error
 * shape, without the body parser, the ORM context, the router's walk over
 * every route and Nest's exception machinery. Security headers and the csrf
 * cookie are set before this runs, as for any other answer.
 */
import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** ASCII, so its length is its size; a string (not a Buffer) goes out in one write with the headers. */
const NOT_FOUND = JSON.stringify({ errors: { general: 'Not found.' } });

export class UnknownApiPaths {
  /** Null until learn() (or when a route's first segment is a parameter): then every request goes on to the router. */
  private known: Set<string> | null = null;

  /** Reads the first segment of every /api route from Express's router. */
  learn(app: NestExpressApplication): void {
    const stack = (app.getHttpAdapter().getInstance() as { router?: { stack?: Array<{ route?: { path?: unknown } }> } }).router?.stack ?? [];
    const known = new Set<string>();
    for (const layer of stack) {
      const path = layer.route?.path;
      if (typeof path !== 'string' || !/^\/api(\/|$)/i.test(path)) continue;
      const segment = path.split('/')[2] ?? '';
      // A parameter or pattern as the first segment could match anything: no shortcut then.
      if (!segment || /[:*(?{]/.test(segment)) return void (this.known = null);
      known.add(segment.toLowerCase());
    }
    this.known = known.size ? known : null;
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const known = this.known;
    if (!known) return next();
    const path = req.path;
    // Express matches routes case-insensitively: so does this.
    if (path.length < 4 || path[0] !== '/' || path.slice(1, 4).toLowerCase() !== 'api' || (path.length > 4 && path[4] !== '/')) return next();
    const end = path.indexOf('/', 5);
    const segment = path.slice(5, end < 0 ? undefined : end).toLowerCase();
    if (known.has(segment)) return next();
    // Written directly: res.send would look up the type, parse it for a charset and hash the body for an ETag, each time.
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', NOT_FOUND.length);
    res.end(NOT_FOUND);
  };
}
