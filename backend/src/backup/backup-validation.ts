/**
 * Checks a whole backup before anything is written: the same DTO rules as the
 * API (so a backup holds only what the forms could have saved), plus ids,
 * dangling references, field options and uniqueness. The first problem is
 * reported, named by list, position and id.
 */
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import { fieldPair, itemScalars, linkFieldOptions, SCALARS, theoremFieldOptions, type Scalar } from '../../../kb/contract/fields';
import { ProblemDto } from '../problem/problem.dto';
import { DifferentialEquationDto, DifferentialEquationLinkDto, DifferentialEquationPropertyDto } from '../differential-equation/differential-equation.dto';
import { isStorableId, MAX_ID } from '../http/id.pipe';
import { errorMap } from '../http/validation-pipe';
import { LinkDto } from '../link/link.dto';
import { PropertyDto } from '../property/property.dto';
import { toReferences } from '../reference/reference.dto';
import { SpaceDto } from '../space/space.dto';
import { TheoremDto } from '../theorem/theorem.dto';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../../../kb/contract/backup';
import { upgradeWikipediaReferences } from './legacy-wikipedia';
import { parseEquationTheorems } from './backup-equation-theorems';
import { parseAlong, parseMeanings, parseNormDependent, parseRelations } from './backup-relations';

export class BackupError extends Error {}

export const LISTS = [
  'spaces',
  'properties',
  'spaceLinks',
  'theorems',
  'differentialEquations',
  'differentialEquationProperties',
  'differentialEquationLinks',
] as const;

export type BackupList = (typeof LISTS)[number];
/**
 * How a message names a row: `spaces[3] (id 5)` for our own format; an import
 * of another format (original-backup.ts) names the row of its own file instead.
 */
export type RowName = (list: BackupList, index: number) => string;

/** The backup, trimmed and normalised; throws BackupError with a readable message naming the bad row. */
export function parseBackup(json: unknown, rowName?: RowName): Backup {
  if (!isObject(json)) throw new BackupError('The backup must be a JSON object.');
  if (json.format !== BACKUP_FORMAT) throw new BackupError(`The backup's format must be "${BACKUP_FORMAT}".`);
  if (json.version !== BACKUP_VERSION) throw new BackupError(`The backup's version must be ${BACKUP_VERSION}.`);
  for (const list of LISTS) {
    if (!Array.isArray(json[list])) throw new BackupError(`The backup must have a list "${list}".`);
    (json[list] as unknown[]).forEach((item, i) => {
      if (!isObject(item)) throw new BackupError(`${list}[${i}] must be an object.`);
    });
  }
  const lists = json as Record<BackupList, Record<string, unknown>[]>;
  const row: RowName =
    rowName ??
    ((list, i) => {
      const rowId = lists[list][i]?.id;
      return `${list}[${i}]${rowId !== undefined ? ` (id ${String(rowId)})` : ''}`;
    });

  const spaces = lists.spaces.map((raw, i) => {
    const dto = checked(SpaceDto, raw, row('spaces', i));
    return { id: id(raw, row('spaces', i)), symbol: dto.symbol, norm: dto.norm || '', description: dto.description || '', field: dto.field, references: toReferences(dto.references) };
  });
  const properties = lists.properties.map((raw, i) => {
    const dto = checked(PropertyDto, raw, row('properties', i));
    return { id: id(raw, row('properties', i)), name: dto.name, description: dto.description || '', field: dto.field, references: toReferences(dto.references) };
  });
  unique(spaces, (s) => s.id, row, 'spaces', 'id');
  unique(spaces, (s) => s.symbol, row, 'spaces', 'symbol');
  unique(properties, (p) => p.id, row, 'properties', 'id');
  unique(properties, (p) => p.name, row, 'properties', 'name');
  const spaceById = new Map(spaces.map((s) => [s.id, s]));
  const propertyById = new Map(properties.map((p) => [p.id, p]));

  const spaceLinks = lists.spaceLinks.map((raw, i) => {
    const at = row('spaceLinks', i);
    const dto = checked(LinkDto, raw, at);
    const space = spaceById.get(ref(raw.spaceId, at, 'spaceId'));
    const property = propertyById.get(ref(raw.propertyId, at, 'propertyId'));
    if (!space) throw new BackupError(`${at}: there is no space with id ${raw.spaceId}.`);
    if (!property) throw new BackupError(`${at}: there is no property with id ${raw.propertyId}.`);
    if (!linkFieldOptions(space.field, property.field).includes(dto.field)) {
      throw new BackupError(`${at}: the field ${dto.field} is not an option for ${space.symbol} and ${property.name}.`);
    }
    return { spaceId: space.id, propertyId: property.id, field: dto.field, description: dto.description || '', references: toReferences(dto.references) };
  });
  unique(spaceLinks, (l) => `${l.spaceId}:${l.propertyId}`, row, 'spaceLinks', 'space and property');

  // Optional: backups written before open problems and independence results have none.
  if (json.spaceProblems !== undefined && !Array.isArray(json.spaceProblems)) throw new BackupError('The backup\'s "spaceProblems" must be a list.');
  const problemRows = (json.spaceProblems ?? []) as unknown[];
  const linkByPair = new Map(spaceLinks.map((l) => [`${l.spaceId}:${l.propertyId}`, l]));
  const spaceProblems = problemRows.map((raw, i) => {
    const at = `spaceProblems[${i}]`;
    if (!isObject(raw)) throw new BackupError(`${at} must be an object.`);
    const dto = checked(ProblemDto, raw, at);
    const space = spaceById.get(ref(raw.spaceId, at, 'spaceId'));
    const property = propertyById.get(ref(raw.propertyId, at, 'propertyId'));
    if (!space) throw new BackupError(`${at}: there is no space with id ${raw.spaceId}.`);
    if (!property) throw new BackupError(`${at}: there is no property with id ${raw.propertyId}.`);
    const scalar = raw.scalar as Scalar;
    if (!(SCALARS as readonly unknown[]).includes(scalar) || !itemScalars(space.field).includes(scalar) || !itemScalars(property.field).includes(scalar)) {
      throw new BackupError(`${at}: the scalar must be one over which ${property.name} is considered for ${space.symbol}.`);
    }
    const link = linkByPair.get(`${space.id}:${property.id}`);
    if (link && fieldPair(link.field)[scalar] !== undefined) {
      throw new BackupError(`${at}: ${space.symbol} is stored with a value of ${property.name} over this scalar (${link.field}); a marked pair has none.`);
    }
    return {
      spaceId: space.id,
      propertyId: property.id,
      scalar,
      status: dto.status,
      since: dto.since || '',
      decidedBy: dto.status === 'INDEPENDENT' ? dto.decidedBy || '' : '',
      description: dto.description || '',
      references: toReferences(dto.references),
    };
  });
  unique(spaceProblems, (p) => `${p.spaceId}:${p.propertyId}:${p.scalar}`, (_list, i) => `spaceProblems[${i}]`, 'spaceLinks', 'space, property and scalar');

  const spaceRelations = parseRelations(json, spaceById);
  const normDependentProperties = parseNormDependent(json, new Set(propertyById.keys()));
  const normDependent = new Set(normDependentProperties);
  const propertyMeanings = parseMeanings(json, new Set(propertyById.keys()), new Set(spaceById.keys()), normDependent);

  const theorems = lists.theorems.map((raw, i) => {
    const at = row('theorems', i);
    const dto = checked(TheoremDto, raw, at);
    const seen = new Set<number>();
    // Along a relation the condition and the conclusion are about two spaces: "P passes to subspaces" is P ⇒ P.
    const alongRelation = raw.along !== undefined && raw.along !== null;
    for (const atom of [...dto.conditions, ...dto.conclusions]) {
      if (alongRelation && atom === dto.conclusions[0]) seen.clear();
      const property = propertyById.get(atom.propertyId);
      if (!property) throw new BackupError(`${at}: there is no property with id ${atom.propertyId}.`);
      if (!theoremFieldOptions(property.field).includes(atom.field)) {
        throw new BackupError(`${at}: the field ${atom.field} is not an option for ${property.name}.`);
      }
      if (seen.has(atom.propertyId)) throw new BackupError(`${at}: ${property.name} appears twice.`);
      seen.add(atom.propertyId);
    }
    const atoms = (list: typeof dto.conditions) => list.map((a) => ({ propertyId: a.propertyId, field: a.field }));
    const along = parseAlong(raw, at, dto.conditions.length, [...dto.conditions, ...dto.conclusions].map((a) => a.propertyId), normDependent);
    return {
      id: id(raw, at),
      name: dto.name || null,
      description: dto.description || '',
      conditions: atoms(dto.conditions),
      conclusions: atoms(dto.conclusions),
      references: toReferences(dto.references),
      ...(along ? { along } : {}),
    };
  });
  unique(theorems, (t) => t.id, row, 'theorems', 'id');
  unique(theorems, (t) => t.name, row, 'theorems', 'name');

  const differentialEquations = lists.differentialEquations.map((raw, i) => {
    const dto = checked(DifferentialEquationDto, raw, row('differentialEquations', i));
    return {
      id: id(raw, row('differentialEquations', i)),
      name: dto.name,
      symbol: dto.symbol,
      variables: dto.variables || '',
      parameters: dto.parameters || '',
      description: dto.description || '',
      references: toReferences(dto.references),
    };
  });
  const differentialEquationProperties = lists.differentialEquationProperties.map((raw, i) => {
    const dto = checked(DifferentialEquationPropertyDto, raw, row('differentialEquationProperties', i));
    return { id: id(raw, row('differentialEquationProperties', i)), name: dto.name, description: dto.description || '', references: toReferences(dto.references) };
  });
  unique(differentialEquations, (e) => e.id, row, 'differentialEquations', 'id');
  unique(differentialEquations, (e) => e.name, row, 'differentialEquations', 'name');
  unique(differentialEquationProperties, (p) => p.id, row, 'differentialEquationProperties', 'id');
  unique(differentialEquationProperties, (p) => p.name, row, 'differentialEquationProperties', 'name');
  const equationIds = new Set(differentialEquations.map((e) => e.id));
  const equationPropertyIds = new Set(differentialEquationProperties.map((p) => p.id));

  const differentialEquationLinks = lists.differentialEquationLinks.map((raw, i) => {
    const at = row('differentialEquationLinks', i);
    const dto = checked(DifferentialEquationLinkDto, raw, at);
    const equationId = ref(raw.differentialEquationId, at, 'differentialEquationId');
    const propertyId = ref(raw.differentialEquationPropertyId, at, 'differentialEquationPropertyId');
    if (!equationIds.has(equationId)) throw new BackupError(`${at}: there is no differential equation with id ${equationId}.`);
    if (!equationPropertyIds.has(propertyId)) throw new BackupError(`${at}: there is no differential equation property with id ${propertyId}.`);
    return {
      differentialEquationId: equationId,
      differentialEquationPropertyId: propertyId,
      hasProperty: dto.hasProperty,
      description: dto.description || '',
      references: toReferences(dto.references),
    };
  });
  unique(differentialEquationLinks, (l) => `${l.differentialEquationId}:${l.differentialEquationPropertyId}`, row, 'differentialEquationLinks', 'equation and property');
  const differentialEquationTheorems = parseEquationTheorems(json.differentialEquationTheorems, new Map(differentialEquationProperties.map((p) => [p.id, p.name])));

  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    spaces,
    properties,
    spaceLinks,
    ...(spaceProblems.length ? { spaceProblems } : {}),
    ...(spaceRelations.length ? { spaceRelations } : {}),
    ...(normDependentProperties.length ? { normDependentProperties } : {}),
    ...(propertyMeanings.length ? { propertyMeanings } : {}),
    theorems,
    differentialEquations,
    differentialEquationProperties,
    differentialEquationLinks,
    ...(differentialEquationTheorems.length ? { differentialEquationTheorems } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The item as its API form would accept it, or a BackupError naming the first
 * problem. References from before Wikipedia page ids are upgraded first.
 */
export function checked<T extends object>(dto: ClassConstructor<T>, raw: Record<string, unknown>, at: string): T {
  const instance = plainToInstance(dto, upgradeWikipediaReferences(raw));
  const errors = validateSync(instance, { whitelist: true, stopAtFirstError: true });
  if (errors.length) {
    const [key, message] = Object.entries(errorMap(errors))[0];
    throw new BackupError(`${at}: ${key}: ${message}`);
  }
  return instance;
}

/**
 * An item's own id: below MAX_ID, so that the sequence can continue after the
 * largest one (new entries get ids up to MAX_ID; setval in catalogue-store).
 */
function id(raw: Record<string, unknown>, at: string): number {
  const value = raw.id;
  if (!isStorableId(value) || value === MAX_ID) throw new BackupError(`${at}: id must be a positive integer id below ${MAX_ID}.`);
  return value;
}

function ref(value: unknown, at: string, key: string): number {
  if (!isStorableId(value)) {
    throw new BackupError(`${at}: ${key} must be a positive integer id.`);
  }
  return value as number;
}

/** Names the first row whose key repeats an earlier row's (a null key, such as no theorem name, never repeats). */
function unique<T>(items: T[], key: (item: T) => unknown, row: RowName, list: BackupList, what: string): void {
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    const k = key(item);
    if (k === null || k === undefined) return;
    if (seen.has(k)) throw new BackupError(`${row(list, i)}: the ${what} ${String(k)} appears more than once.`);
    seen.add(k);
  });
}
