/**
 * The one mechanism behind every catalogue GET (README, "API"): a strong ETag
 * from the catalogue version and the URL (and the user, when the answer
 * depends on who asks), 304 on a matching If-None-Match without running the
 * handler, the list params of @ListOf lists, and the serialized answer kept
 * in the ReadCache for the next reader. Routes marked @Uncached(), routes
 * that write their own response (@Res(): files, downloads) and the user area
 * are left alone, and so are answers that are not JSON objects or arrays.
 */
import { Injectable, SetMetadata, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, map, mergeMap, of, type Observable } from 'rxjs';
import type { SessionUser } from '../auth/session-user';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { setReadHeaders } from './cached-reads.middleware';
import { codingFor } from './encoding';
import { LIST_KIND } from './list-kinds';
import { applyListParams, parseListParams, type ListKind } from './list-params';
import { baseTag, fullTag, ReadCache } from './read-cache';

const UNCACHED = 'catalogue:uncached';
/** A GET whose answer is not the catalogue's (or changes without a catalogue write): no ETag, nothing kept. */
export const Uncached = () => SetMetadata(UNCACHED, true);

@Injectable()
export class CatalogueReadInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly knowledge: KnowledgeService,
    private readonly cache: ReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api/user') ||
      this.reflector.get(UNCACHED, context.getHandler()) ||
      handlesResponse(context)
    ) {
      return next.handle();
    }
    const kind = this.reflector.get<ListKind<unknown> | undefined>(LIST_KIND, context.getHandler()); // the handler's entries are of its kind (@ListOf)
    const params = kind ? parseListParams(req.query as Record<string, unknown>, kind) : null;
    // Read before the handler: the answer is at least as new as this version, never older.
    const version = this.knowledge.version;
    const user = req.user as SessionUser | undefined;
    const base = baseTag(version, req.originalUrl, user && `${user.id}:${user.isAdmin ? 'admin' : user.canEdit ? 'editor' : 'reader'}`);
    const matched = this.matched(req, base);
    if (matched) {
      res.setHeader('ETag', matched);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return of(''); // Express answers 304: the request is fresh.
    }
    return next.handle().pipe(
      mergeMap((value: unknown) => {
        if (value === null || typeof value !== 'object' || !(Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)) return of(value);
        let answer = value;
        const headers: Record<string, string> = {};
        if (params && kind && Array.isArray(value)) {
          const { page, total } = applyListParams(value, params, kind);
          answer = page;
          headers['X-Total-Count'] = String(total);
        }
        const text = JSON.stringify(answer);
        const body = Buffer.from(text);
        const coding = codingFor(req, body.length);
        const kept = user ? undefined : this.cache.put(version, req.originalUrl, { tag: base, body, headers });
        setReadHeaders(res, fullTag(kept?.tag ?? base, coding));
        for (const [name, v] of Object.entries(kept?.headers ?? headers)) res.setHeader(name, v);
        if (!kept || coding === 'identity') return of(kept ? kept.body.toString() : text);
        // Compressed once by the cache, for this request and the next ones (compression's wrapping leaves an encoded body alone).
        return from(Promise.resolve(this.cache.body(kept, coding))).pipe(
          map((bytes) => {
            res.setHeader('Content-Encoding', coding);
            return new StreamableFile(bytes);
          }),
        );
      }),
    );
  }

  /** The tag of If-None-Match that names this answer (in the coding this request would get, or uncompressed). */
  private matched(req: Request, base: string): string | undefined {
    const header = req.headers['if-none-match'];
    if (!header) return undefined;
    const accepted = new Set([fullTag(base, 'identity'), fullTag(base, codingFor(req, Infinity))]);
    return header.split(',').map((tag) => tag.trim()).find((tag) => accepted.has(tag));
  }
}

/** Whether the handler takes @Res() (also with passthrough): it shapes its own response. */
function handlesResponse(context: ExecutionContext): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ?? {}) as Record<string, unknown>;
  return Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.RESPONSE));
}
