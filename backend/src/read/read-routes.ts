/**
 * CatalogueReadInterceptor on every GET route, and on those only. As a global
 * interceptor (APP_INTERCEPTOR) it wrapped every route, writes included, in
 * Nest's interceptor chain (an rxjs pipeline and two AsyncResource bindings
 * per request, about a twentieth of a write's CPU time) only to pass the
 * writes through untouched; attached to each GET handler, the other methods
 * skip the chain. Express serves HEAD with the GET routes, as before.
 * Call after the app is created and before app.init() registers the routes.
 */
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { CatalogueReadInterceptor } from './catalogue-read.interceptor';

export function interceptCatalogueReads(app: INestApplication): void {
  const interceptor = app.get(CatalogueReadInterceptor);
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const prototype: unknown = controller.metatype?.prototype;
      if (!prototype || typeof prototype !== 'object') continue;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler: unknown = (prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
        // A handler inherited by several controllers (CatalogueItemController's) is one function: marked once.
        const own: unknown[] = Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? [];
        // First, as a global interceptor ran before any other.
        if (!own.includes(interceptor)) Reflect.defineMetadata(INTERCEPTORS_METADATA, [interceptor, ...own], handler);
      }
    }
  }
}
