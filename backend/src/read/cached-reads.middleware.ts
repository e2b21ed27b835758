/**
 * Answers a catalogue GET from the ReadCache before Nest's routing, when the
 * current version's answer for this very URL is kept: 304 when the client's
 * If-None-Match names it, else the kept bytes in the negotiated coding. It
 * runs after the security middlewares, so every header and check stays, and
 * before compression's wrapping and the body parser, which a kept answer
 * (compressed once, kept) does not need.
 * The admin and user areas are never kept, so never answered here. The
 * catalogue read interceptor sends the first answer the same way, so a
 * kept answer is compressed once, never by compression's wrapping too.
 */
import type { NextFunction, Request, Response } from 'express';
import { codingFor } from './encoding';
import { ReadCache, fullTag, type CachedRead, type Encoded } from './read-cache';

export function cachedReads(cache: ReadCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    // A GET that carries a body goes the whole way (its body is parsed, and refused if broken, as before).
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasBody(req)) return next();
    const entry = cache.get(req.originalUrl);
    if (!entry) return next();
    sendCached(cache, req, res, entry, next);
  };
}

/** The kept answer, or 304 when the request names it; a compression still under way is waited for, off the event loop. */
export function sendCached(cache: ReadCache, req: Request, res: Response, entry: CachedRead, fail: (error: unknown) => void): void {
  const coding = codingFor(req, entry.body.length);
  setReadHeaders(res, fullTag(entry.tag, coding));
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const body = cache.body(entry, coding);
  if (Buffer.isBuffer(body)) send(req, res, coding, body);
  else body.then((bytes) => send(req, res, coding, bytes), fail);
}

function send(req: Request, res: Response, coding: Encoded, body: Buffer): void {
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  res.status(200);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** Whether a request declares a body (RFC 9112 §6.3: Content-Length or Transfer-Encoding). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
}

/** What every catalogue answer carries: JSON, its tag, and "ask again each time" (the tag makes that cheap). */
export function setReadHeaders(res: Response, etag: string): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
}
