/**
 * What a handler answers, for the OpenAPI document: its 200 (a schema class
 * from ./schemas, which implements the contract's type), and the refusals
 * that are its own (a stale version). The refusals every route shares (400 for
 * bad input, 401/403 for rights and CSRF, 404 for unknown ids, 413) are added
 * by openapi.ts from the route itself.
 */
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiOkResponse, ApiSchema } from '@nestjs/swagger';
import { ItemVersion } from '../catalogue/item-version';
import { ConflictSchema } from './schemas/errors';

/** 200 with `type`: a schema class, or [class] for a list. */
export const Answers = (type: Type | [Type], description?: string) => ApiOkResponse({ type, description });

/** 409: the edit or delete sent a version that is no longer the item's. */
export const RefusesStaleVersion = () =>
  ApiConflictResponse({ type: ConflictSchema, description: 'The version sent is stale: someone else changed the item since it was loaded.' });

@ApiSchema({ name: 'LoadedVersion', description: 'The body a delete may send: the version the page loaded.' })
export class LoadedVersion {
  @ItemVersion()
  version?: number | null;
}

/** A delete's optional body ({version}), and its 409. */
export const DeleteWithVersion = () => applyDecorators(ApiBody({ type: LoadedVersion, required: false }), RefusesStaleVersion());
