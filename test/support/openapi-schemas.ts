/**
 * Validates real answers against the OpenAPI document the server serves, with
 * Ajv. The document's schemas are OpenAPI 3.0, which is JSON Schema with a few
 * differences; they are read here as the usual client generators read them:
 * `nullable` adds null (also beside allOf/$ref, as @nestjs/swagger writes a
 * nullable object), and the annotations JSON Schema has no keyword for
 * (`example`, `discriminator`, `xml`, `externalDocs`) are dropped (the oneOf
 * a discriminator annotates is still checked). One thing is stricter than the
 * document: an object schema that lists its properties admits no others, so
 * that a field the server sends and the document does not name fails.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs'];
const COMPONENTS = 'openapi-components';

export interface Operation {
  /** "GET /api/space/{id}" */
  key: string;
  method: string;
  path: string;
  rights: 'none' | 'editor' | 'admin';
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: { type?: string } }>;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** One JSON Schema node converted (see the file's comment); $refs are pointed into the components schema. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const schema: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.includes(key) || key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string') schema.$ref = value.replace(/^#\/components\/schemas\//, `${COMPONENTS}#/definitions/`);
    else if (key === 'properties') schema.properties = Object.fromEntries(Object.entries(value as Schema).map(([name, s]) => [name, toJsonSchema(s)]));
    else schema[key] = toJsonSchema(value);
  }
  if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  if ((node as Schema).nullable !== true) return schema;
  const composed = ['allOf', 'oneOf', 'anyOf', '$ref'].some((k) => k in schema);
  if (!composed && typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
    return schema;
  }
  // A nullable reference: the referenced schema, or null (the `type: object` beside it would refuse null).
  const { description, type: _type, ...rest } = schema;
  return { ...(description ? { description } : {}), anyOf: [rest, { type: 'null' }] };
}

export class OpenApiAnswers {
  private readonly ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
  private readonly validators = new Map<string, ValidateFunction>();
  readonly operations: Operation[] = [];

  constructor(readonly document: any) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: COMPONENTS, definitions: toJsonSchema(document.components?.schemas ?? {}) });
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        this.operations.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, rights: op['x-rights'], parameters: op.parameters ?? [], responses: op.responses ?? {} });
      }
    }
  }

  operation(key: string): Operation {
    const operation = this.operations.find((o) => o.key === key);
    if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
    return operation;
  }

  /**
   * The problems of an answer to `key` (empty when it is as documented): its
   * status must be documented, and its body valid against that status's schema
   * for its content type.
   */
  problems(key: string, status: number, contentType: string | null, body: unknown): string[] {
    const response = this.operation(key).responses[String(status)];
    if (!response) return [`${key}: status ${status} is not documented (body ${JSON.stringify(body).slice(0, 300)})`];
    const type = (contentType ?? '').split(';')[0].trim();
    const content = response.content ?? {};
    if (!Object.keys(content).length) return [`${key} ${status}: the document gives no schema for this answer`];
    const media = content[type];
    if (!media?.schema) return [`${key} ${status}: answered ${type || 'no content type'}, documented as ${Object.keys(content).join(', ')}`];
    const id = `${key} ${status} ${type}`;
    let validate = this.validators.get(id);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(media.schema) as Schema);
      this.validators.set(id, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 10).map((e) => `${id}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
  }
}
