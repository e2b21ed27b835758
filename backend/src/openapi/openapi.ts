/**
 * The OpenAPI document, generated from the code by @nestjs/swagger, and its
 * browsable page: GET /api/docs (Swagger UI), GET /api/docs-json (the
 * document). Each handler declares its answer (./answers.ts, ./schemas: the
 * classes implement the HTTP contract's types, kb/contract) and its own
 * parameters; what every route shares is added here from the code that does
 * it: the rights a route needs (auth/rights.ts: 401, 403), the CSRF header of
 * every change (security/csrf.ts: 403), route ids (IdPipe: 404), bad input
 * (400) and bodies over the limit (413). Every operation is tagged by its first
 * path segment (space, property, theorem, …), so the page groups them.
 * test/api/openapi.spec.ts keeps the paths true (exactly the routes the app
 * registers), and test/api/openapi-responses.spec.ts the answers (every
 * operation called, every answer valid against its schema).
 */
import { METHODS as NODE_METHODS } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, ResponsesObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { requiredRight } from '../auth/rights';
import { SESSION_COOKIE } from '../auth/session-cookies';
import { MAX_ID } from '../http/id.pipe';
import { CSRF_HEADER } from '../security/csrf';
import { ConflictSchema, ErrorsSchema } from './schemas/errors';

/** Where the page and the document are served (outside the controllers, so not in the document). */
export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

const DESCRIPTION = [
  'The JSON API of the Banach catalogue. Reading is open to everyone; changes need an editor',
  '(admin routes an admin), signed in with POST /api/user/login, which sets the session cookie.',
  'Every POST and DELETE also sends the `X-CSRF-Token` header with the value of the `csrf` cookie (any answer sets it).',
  'A rejected input is a 400 `{"errors": {field: message}}`; an unknown id is a 404; every error has that shape.',
  'Each operation says the right it needs in `x-rights` (none, editor or admin).',
  'The whole catalogue can be downloaded at GET /api/data (see /data for its licence).',
].join(' ');

const HTTP_METHODS = NODE_METHODS.map((m) => m.toLowerCase());
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const CHANGES = new Set(['post', 'put', 'patch', 'delete']);

export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Banach catalogue API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by POST /api/user/login.' }, 'session')
    .addApiKey({ type: 'apiKey', in: 'header', name: CSRF_HEADER, description: 'The value of the csrf cookie.' }, 'csrf')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
    extraModels: [ErrorsSchema, ConflictSchema],
  });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.tags = [path.split('/')[2] ?? 'api'];
      describeShared(path, method, operation);
    }
  }
  return document;
}

const errors = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorsSchema) } } } });

/** The answers and requirements every route of its kind shares, from the code that gives them. */
function describeShared(path: string, method: (typeof METHODS)[number], operation: OperationObject): void {
  const responses: ResponsesObject = operation.responses;
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  const change = CHANGES.has(method);
  const right = requiredRight(method.toUpperCase(), path);
  // Route ids (IdPipe): anything but a plain positive 32-bit integer is an unknown id, like an id nothing has.
  const ids = parameters.filter((p) => p.in === 'path');
  for (const p of ids) p.schema = { type: 'integer', minimum: 1, maximum: MAX_ID };
  if (ids.length) responses['404'] ??= errors('Nothing has this id.');
  if (change || parameters.some((p) => p.in === 'query') || operation.requestBody) {
    responses['400'] ??= errors('Bad input: a message per field, or under general (a malformed body, a parameter out of range).');
  }
  if (change) responses['413'] ??= errors('The body is over the size limit.');
  (operation as OperationObject & { 'x-rights': string })['x-rights'] = right;
  if (right !== 'none') responses['401'] ??= errors('No session: log in first.');
  if (right === 'admin') responses['403'] ??= errors('Not an admin (or, for a change, no valid CSRF token).');
  else if (change) responses['403'] ??= errors(right === 'editor' ? 'No edit rights, or no valid CSRF token.' : 'No valid CSRF token.');
  const security = [...(right === 'none' ? [] : ['session']), ...(change ? ['csrf'] : [])];
  if (security.length) operation.security = [Object.fromEntries(security.map((name) => [name, []]))];
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
