/**
 * The OpenAPI document, generated from the controllers by @nestjs/swagger, and
 * its browsable page: GET /api/docs (Swagger UI), GET /api/docs-json (the
 * document). Every operation is tagged by its first path segment (space,
 * property, theorem, …), so the page groups them without decorating every
 * controller. test/api/openapi.spec.ts keeps the document true: its paths and
 * methods are exactly the routes the app registers.
 */
import { METHODS as NODE_METHODS } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** Where the page and the document are served (outside the controllers, so not in the document). */
export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

const DESCRIPTION = [
  'The JSON API of the Banach catalogue. Reading is open to everyone; changes need an editor',
  '(admin routes an admin), signed in with POST /api/user/login, which sets the session cookie.',
  'Every POST and DELETE also sends the `X-CSRF-Token` header with the value of the `csrf` cookie.',
  'A rejected input is a 400 `{"errors": {field: message}}`; an unknown id is a 404.',
  'The whole catalogue can be downloaded at GET /api/data (see /data for its licence).',
].join(' ');

const HTTP_METHODS = NODE_METHODS.map((m) => m.toLowerCase());
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Banach catalogue API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addCookieAuth('session')
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
  for (const [path, item] of Object.entries(document.paths)) {
    const tag = path.split('/')[2] ?? 'api';
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operation.tags = [tag];
    }
  }
  return document;
}

/** Serves the page and the document (call after setGlobalPrefix, before init/listen). */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, () => openApiDocument(app), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Banach catalogue API',
    swaggerOptions: { validatorUrl: null },
  });
}

/** Every route the Nest app registered on Express, as "METHOD /path" with {param} placeholders (after init). */
export function registeredRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: RouteLayer[] }; _router?: { stack: RouteLayer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const routes = new Set<string>();
  for (const layer of stack) {
    if (!layer.route) continue;
    // A route answering every HTTP method is middleware Nest mounted on paths (MiddlewareConsumer), not an endpoint.
    if (HTTP_METHODS.every((m) => layer.route!.methods[m])) continue;
    const path = String(layer.route.path).replace(/:(\w+)/g, '{$1}');
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${path}`);
  }
  return [...routes].sort();
}

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}
