/**
 * Counts the catalogue writes this process has answered, so that what the
 * discovery module caches from the database (texts, equations) is made again
 * after any of them. An interceptor sees every POST and DELETE of the API
 * (items, links, equations, imports) whatever module serves it.
 */
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { finalize, type Observable } from 'rxjs';

@Injectable()
export class CatalogueWrites implements NestInterceptor {
  private count = 0;

  /** Moves after every write, answered or failed. */
  get stamp(): number {
    return this.count;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<Request>().method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next.handle();
    return next.handle().pipe(finalize(() => this.count++));
  }
}

/**
 * A value loaded for one write stamp. The stamp is read before the load, so
 * a write landing during the load leaves the value stale-marked, not stale.
 */
export class StampedCache<T> {
  private entry: { stamp: number; value: Promise<T> } | null = null;

  get(stamp: number, load: () => Promise<T>): Promise<T> {
    if (this.entry?.stamp !== stamp) {
      const value = load();
      this.entry = { stamp, value };
      // A failed load is not kept.
      value.catch(() => {
        if (this.entry?.value === value) this.entry = null;
      });
    }
    return this.entry.value;
  }
}
