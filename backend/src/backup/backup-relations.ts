/**
 * The relational part of a backup (all optional, docs/relations.md):
 * `spaceRelations`, `normDependentProperties`, `propertyMeanings` and a theorem's `along`. Checked
 * like the API checks them; the first problem names its row, and nothing is
 * written (the import is refused as a whole).
 */
import { linkFieldOptions, type ItemField } from '../../../kb/contract/fields';
import type { Backup } from '../../../kb/contract/backup';
import { RELATION_KIND_NAMES } from '../../../kb/contract/relations';
import { toReferences } from '../reference/reference.dto';
import { RelationDto } from '../relation/relation.dto';
import { BackupError, checked } from './backup-validation';

type Relations = NonNullable<Backup['spaceRelations']>;
type Along = NonNullable<Backup['theorems'][number]['along']>;
type Meanings = NonNullable<Backup['propertyMeanings']>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `spaceRelations`: each a relation the API would store, between spaces of the backup. */
export function parseRelations(json: Record<string, unknown>, spaceById: ReadonlyMap<number, { symbol: string; field: ItemField }>): Relations {
  if (json.spaceRelations === undefined) return [];
  if (!Array.isArray(json.spaceRelations)) throw new BackupError('The backup\'s "spaceRelations" must be a list.');
  const seen = new Set<string>();
  const ids = new Set<number>();
  return json.spaceRelations.map((raw: unknown, i) => {
    const at = `spaceRelations[${i}]`;
    if (!isObject(raw)) throw new BackupError(`${at} must be an object.`);
    const named = `${at}${raw.id !== undefined ? ` (id ${String(raw.id)})` : ''}`;
    if (!Number.isInteger(raw.id) || (raw.id as number) < 1 || (raw.id as number) >= 2147483647) throw new BackupError(`${named}: id must be a positive integer id below 2147483647.`);
    const dto = checked(RelationDto, raw, named);
    const space = spaceById.get(dto.spaceId);
    const ofSpace = spaceById.get(dto.ofSpaceId);
    if (!space) throw new BackupError(`${named}: there is no space with id ${dto.spaceId}.`);
    if (!ofSpace) throw new BackupError(`${named}: there is no space with id ${dto.ofSpaceId}.`);
    if (dto.spaceId === dto.ofSpaceId && dto.kind !== 'dual') throw new BackupError(`${named}: a relation of ${space.symbol} to itself says nothing.`);
    if (!linkFieldOptions(space.field, ofSpace.field).includes(dto.field)) {
      throw new BackupError(`${named}: the field ${dto.field} is not an option for ${space.symbol} and ${ofSpace.symbol}.`);
    }
    const key = `${dto.kind}:${dto.spaceId}:${dto.ofSpaceId}`;
    if (seen.has(key)) throw new BackupError(`${named}: the relation ${key} appears more than once.`);
    if (ids.has(raw.id as number)) throw new BackupError(`${named}: the id ${String(raw.id)} appears more than once.`);
    seen.add(key);
    ids.add(raw.id as number);
    return { id: raw.id as number, kind: dto.kind, spaceId: dto.spaceId, ofSpaceId: dto.ofSpaceId, field: dto.field, description: dto.description || '', references: toReferences(dto.references) };
  });
}

/** `normDependentProperties`: ids of the backup's properties, each once. */
export function parseNormDependent(json: Record<string, unknown>, propertyIds: ReadonlySet<number>): number[] {
  if (json.normDependentProperties === undefined) return [];
  if (!Array.isArray(json.normDependentProperties)) throw new BackupError('The backup\'s "normDependentProperties" must be a list.');
  const seen = new Set<number>();
  json.normDependentProperties.forEach((id: unknown, i) => {
    if (typeof id !== 'number' || !propertyIds.has(id)) throw new BackupError(`normDependentProperties[${i}]: there is no property with id ${String(id)}.`);
    if (seen.has(id)) throw new BackupError(`normDependentProperties[${i}]: the property ${id} appears more than once.`);
    seen.add(id);
  });
  return [...seen];
}

/** `propertyMeanings`: each a property of the backup, once, meaning a relation to a space of the backup, not a property of the norm. */
export function parseMeanings(json: Record<string, unknown>, propertyIds: ReadonlySet<number>, spaceIds: ReadonlySet<number>, normDependent: ReadonlySet<number>): Meanings {
  if (json.propertyMeanings === undefined) return [];
  if (!Array.isArray(json.propertyMeanings)) throw new BackupError('The backup\'s "propertyMeanings" must be a list.');
  const seen = new Set<number>();
  return json.propertyMeanings.map((raw: unknown, i) => {
    const at = `propertyMeanings[${i}]`;
    if (!isObject(raw)) throw new BackupError(`${at} must be an object.`);
    const { propertyId, relation, spaceId } = raw;
    if (typeof propertyId !== 'number' || !propertyIds.has(propertyId)) throw new BackupError(`${at}: there is no property with id ${String(propertyId)}.`);
    if (seen.has(propertyId)) throw new BackupError(`${at}: the property ${propertyId} appears more than once.`);
    if (!(RELATION_KIND_NAMES as readonly unknown[]).includes(relation)) throw new BackupError(`${at}: the relation must be one of ${RELATION_KIND_NAMES.join(', ')}.`);
    if (typeof spaceId !== 'number' || !spaceIds.has(spaceId)) throw new BackupError(`${at}: there is no space with id ${String(spaceId)}.`);
    if (normDependent.has(propertyId)) throw new BackupError(`${at}: the property ${propertyId} depends on the norm and cannot mean a relation.`);
    seen.add(propertyId);
    return { propertyId, relation: relation as Meanings[number]['relation'], spaceId };
  });
}

/**
 * A theorem's `along` (at: how the message names its row): one condition,
 * and no property that depends on the norm carried along an isomorphism.
 */
export function parseAlong(raw: Record<string, unknown>, at: string, conditions: number, properties: number[], normDependent: ReadonlySet<number>): Along | undefined {
  if (raw.along === undefined || raw.along === null) return undefined;
  const along = raw.along;
  if (!isObject(along)) throw new BackupError(`${at}: along must be an object.`);
  if (!(RELATION_KIND_NAMES as readonly unknown[]).includes(along.relation)) throw new BackupError(`${at}: along.relation must be one of ${RELATION_KIND_NAMES.join(', ')}.`);
  if (along.direction !== 'toRelated' && along.direction !== 'fromRelated') throw new BackupError(`${at}: along.direction must be toRelated or fromRelated.`);
  if (conditions !== 1) throw new BackupError(`${at}: a theorem along a relation has exactly one condition.`);
  if (along.relation === 'isomorphic' && properties.some((p) => normDependent.has(p))) {
    throw new BackupError(`${at}: a property that depends on the norm is never carried along an isomorphism.`);
  }
  return { relation: along.relation as Along['relation'], direction: along.direction };
}
