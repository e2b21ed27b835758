/**
 * MikroORM's request context, made lazy: each request runs in its own context
 * as with @mikro-orm/nestjs's middleware, but the EntityManager fork is created
 * on the first use of the ORM, so a request served from memory (the knowledge
 * base, a 404, a refused request) does not pay for a fork it never uses.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/core';
import type { NextFunction, Request, Response } from 'express';

/** The forks of one request, by ORM name: made when first asked for. */
class LazyForks extends Map<string, EntityManager> {
  constructor(private readonly global: EntityManager) {
    super();
  }

  /** True while the fork is being made: the new EntityManager asks for the context as it is built. */
  private forking = false;

  override get(name: string): EntityManager | undefined {
    let fork = super.get(name);
    if (!fork && name === this.global.name && !this.forking) {
      this.forking = true;
      try {
        // disableContextResolution: fork the global manager itself, not "the current context" (which is this map).
        fork = this.global.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
      super.set(name, fork);
    }
    return fork;
  }
}

/** RequestContext.create() forks at once; its storage (private in the typings, MikroORM pinned at 6.6.16) is what create() runs in. */
const storage = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

export function lazyRequestContext(orm: MikroORM) {
  return (_req: Request, _res: Response, next: NextFunction): void => {
    storage.run(new RequestContext(new LazyForks(orm.em)), next);
  };
}
