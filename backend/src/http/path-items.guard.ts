/**
 * Unknown ids in a write's path are a 404 before its body is read as a form:
 * `POST /api/space/999999/property/1` with `{}` names nothing, so it answers
 * 404, not the form's 400. The guard runs after the rights guard (a reader
 * still gets 401/403) and before the pipes validate the body; the service
 * looks the items up again inside its write, so one deleted in between is
 * still a 404 there.
 */
import { applyDecorators, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { SCALARS } from '../../../kb/contract/fields';
import { notFound } from './errors';
import { IdPipe } from './id.pipe';

/** The tables an id in a write's path can name; `scalar`: a path word REAL or COMPLEX (any case). */
export type PathItem = 'space' | 'property' | 'theorem' | 'space_relation' | 'differential_equation' | 'differential_equation_property' | 'differential_equation_theorem' | 'scalar';

const PATH_ITEMS = 'catalogue:path-items';
const ids = new IdPipe();

/** What each path parameter of the route names, checked in this order. */
export function PathItems(items: Record<string, PathItem>): MethodDecorator {
  return applyDecorators((target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
    Reflect.defineMetadata(PATH_ITEMS, items, descriptor.value as object);
  }, UseGuards(PathItemsGuard));
}

@Injectable()
export class PathItemsGuard implements CanActivate {
  constructor(private readonly em: EntityManager) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const items = Reflect.getMetadata(PATH_ITEMS, context.getHandler()) as Record<string, PathItem> | undefined;
    if (!items) return true;
    const params = context.switchToHttp().getRequest<Request>().params;
    for (const [name, item] of Object.entries(items)) {
      const value = String(params[name]);
      if (item === 'scalar') {
        if (!(SCALARS as readonly string[]).includes(value.toUpperCase())) throw notFound();
        continue;
      }
      const rows = await this.em.getConnection().execute(`select 1 from "${item}" where "id" = ?`, [ids.transform(value)]);
      if (!rows.length) throw notFound();
    }
    return true;
  }
}
