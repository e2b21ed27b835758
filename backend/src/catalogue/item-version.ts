/**
 * No lost update: every editable item carries a version (bumped by each save).
 * An edit may send the version it loaded (`version` in the body); when the
 * item has changed since, the save is refused with 409
 * {"errors": {"version": …}, "current": <the item as its GET shows it now>}.
 * An edit that sends no version saves as before (the spec's own payloads).
 * A DELETE may send it the same way (body {"version": n}) and gets the same
 * 409 when the item changed since; without one it deletes as before.
 * Saves run under the catalogue lock (KnowledgeService.change), so the check
 * and the bump cannot interleave with another save, on any instance.
 * A version is never issued twice at one key (an id; a link's pair): a row
 * inserted where a deleted one was (an id an import gave back, a pair linked
 * again) starts above the deleted row's version, which the database keeps
 * (migration 20261126000000, triggers on insert and delete), so a form loaded
 * for the deleted item is a 409 instead of an overwrite of the new one.
 */
import { applyDecorators, ConflictException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Check } from '../http/dto-decorators';
import { badRequest } from '../http/errors';

export const STALE_VERSION = 'Someone else changed this since you loaded it.';

function versionProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 2147483647 ? null : 'The version must be a whole number.';
}

/** The optional `version` of an edit body: the version loaded (0: "there was none", for a link not yet stored). */
export function ItemVersion(): PropertyDecorator {
  const schema = ApiProperty({ type: 'integer', minimum: 0, maximum: 2147483647, required: false, nullable: true, description: 'The version the form loaded: a stale one is a 409.' });
  return applyDecorators(Check('version', versionProblem), schema);
}

/**
 * The optional `version` of a DELETE body (read by hand: a DELETE may come
 * with no body at all, or one that is not an object, which it ignores as
 * before); a `version` that is not one is a 400 under "version".
 */
export function deleteVersion(body: unknown): number | null {
  const value = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { version?: unknown }).version : undefined;
  const problem = versionProblem(value);
  if (problem) throw badRequest({ version: problem });
  return (value as number | null | undefined) ?? null;
}

/**
 * Refuses (409, with the current item) a save whose loaded version is not the
 * stored one (`stored`: 0 when there is no stored row, e.g. a link not yet made).
 */
export async function assertLoadedVersion(sent: number | null | undefined, stored: number, current: () => unknown): Promise<void> {
  if (sent === undefined || sent === null || sent === stored) return;
  throw new ConflictException({ errors: { version: STALE_VERSION }, current: await current() });
}

/**
 * The version a save leaves: the next one after the stored row's (1 for a new
 * row, which the database's insert trigger lifts above a deleted row's at its key).
 */
export function nextVersion(stored: { version: number } | null): number {
  return stored ? stored.version + 1 : 1;
}
