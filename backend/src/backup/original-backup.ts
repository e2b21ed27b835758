/**
 * The backup file of the catalogue this product replaces (docs/backup-format.md,
 * "The original catalogue's backup"): flat tables whose rows refer to each other
 * by UUID. It is turned into our own backup document (new integer ids in file
 * order, references with their owners, theorem atoms in file order) and then
 * checked like any backup, every message naming the row of the original file.
 * Unlike our own format, a catalogue whose theorems contradict its links is refused.
 */
import { LINK_FIELDS } from '../../../kb/contract/fields';
import { backupRecords } from '../../../kb/backup-records';
import { KnowledgeBase } from '../../../kb/knowledge-base';
import { ReferenceDto } from '../reference/reference.dto';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../../../kb/contract/backup';
import { BackupError, checked, parseBackup, type BackupList } from './backup-validation';

type Row = Record<string, unknown>;

/** The original tables, in the order their rows are checked. */
const TABLES = [
  'spaces',
  'properties',
  'links',
  'theorems',
  'conditions',
  'conclusions',
  'differentialEquations',
  'differentialEquationProperties',
  'differentialEquationLinks',
  'references',
] as const;
type Table = (typeof TABLES)[number];

/** The owner columns of a reference row, and the table each points into. */
const OWNERS: Array<[string, Table]> = [
  ['spaceId', 'spaces'],
  ['propertyId', 'properties'],
  ['linkId', 'links'],
  ['theoremId', 'theorems'],
  ['differentialEquationId', 'differentialEquations'],
  ['differentialEquationPropertyId', 'differentialEquationProperties'],
  ['differentialEquationLinkId', 'differentialEquationLinks'],
];

/** Our list that each original table becomes (conditions, conclusions and references join their owners). */
const OUR_LIST: Partial<Record<Table, BackupList>> = {
  spaces: 'spaces',
  properties: 'properties',
  links: 'spaceLinks',
  theorems: 'theorems',
  differentialEquations: 'differentialEquations',
  differentialEquationProperties: 'differentialEquationProperties',
  differentialEquationLinks: 'differentialEquationLinks',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE_FIELDS = ['url', 'title', 'arxivId', 'wikipediaId', 'bibtex', 'page', 'statement'] as const;

const isObject = (value: unknown): value is Row => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether a document is the original catalogue's backup: an object without our
 * `format` and `version` markers that has at least one of the original tables.
 */
export function isOriginalBackup(json: unknown): boolean {
  if (!isObject(json) || 'format' in json || 'version' in json) return false;
  return TABLES.some((table) => table in json);
}

/** The original backup as our backup document, checked; throws BackupError naming the bad row. */
export function parseOriginalBackup(json: unknown): Backup {
  if (!isObject(json)) throw new BackupError('The backup must be a JSON object.');
  const tables = {} as Record<Table, Row[]>;
  for (const table of TABLES) {
    const rows = json[table] ?? [];
    if (!Array.isArray(rows)) throw new BackupError(`"${table}" must be a list.`);
    rows.forEach((row, i) => {
      if (!isObject(row)) throw new BackupError(`${table}[${i}] must be an object.`);
    });
    tables[table] = rows as Row[];
  }
  const name = (table: Table, i: number) => {
    const id = tables[table][i]?.id;
    return `${table}[${i}]${typeof id === 'string' ? ` (id ${id})` : ''}`;
  };

  // Every row's UUID, unique per table; our id is the row's position + 1.
  const ids = {} as Record<Table, Map<string, number>>;
  for (const table of TABLES) {
    ids[table] = new Map();
    tables[table].forEach((row, i) => {
      if (typeof row.id !== 'string' || !UUID.test(row.id)) throw new BackupError(`${name(table, i)}: id must be a UUID.`);
      const key = row.id.toLowerCase();
      if (ids[table].has(key)) throw new BackupError(`${name(table, i)}: the id appears more than once.`);
      ids[table].set(key, i + 1);
    });
  }
  /** Our id of the row a foreign key points at, or a BackupError naming the row that holds the key. */
  const target = (table: Table, i: number, column: string, into: Table): number => {
    const value = tables[table][i][column];
    if (typeof value !== 'string' || !UUID.test(value)) throw new BackupError(`${name(table, i)}: ${column} must be a UUID.`);
    const id = ids[into].get(value.toLowerCase());
    if (id === undefined) throw new BackupError(`${name(table, i)}: ${column} ${value} is not the id of any row of ${into}.`);
    return id;
  };

  // References join their one owner, in file order.
  const references = new Map<string, Row[]>();
  tables.references.forEach((row, i) => {
    const owners = OWNERS.filter(([column]) => row[column] !== null && row[column] !== undefined);
    if (owners.length !== 1) {
      throw new BackupError(`${name('references', i)}: a reference must have exactly one owner id (it has ${owners.length}).`);
    }
    const [column, into] = owners[0];
    const ownerId = target('references', i, column, into);
    const reference = Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, row[field] ?? null]));
    checked(ReferenceDto, reference, `${name('references', i)}`);
    const key = `${into}:${ownerId}`;
    references.set(key, [...(references.get(key) ?? []), reference]);
  });
  const referencesOf = (table: Table, i: number) => references.get(`${table}:${i + 1}`) ?? [];

  // Conditions and conclusions join their theorem, in file order.
  const atoms = (table: 'conditions' | 'conclusions') => {
    const byTheorem = new Map<number, Row[]>();
    tables[table].forEach((row, i) => {
      const theoremId = target(table, i, 'theoremId', 'theorems');
      const propertyId = target(table, i, 'propertyId', 'properties');
      if (!(LINK_FIELDS as readonly unknown[]).includes(row.field)) {
        throw new BackupError(`${name(table, i)}: the field must be one of the eight link field types.`);
      }
      byTheorem.set(theoremId, [...(byTheorem.get(theoremId) ?? []), { propertyId, field: row.field }]);
    });
    return byTheorem;
  };
  const conditions = atoms('conditions');
  const conclusions = atoms('conclusions');

  const converted = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    spaces: tables.spaces.map((row, i) => ({
      id: i + 1,
      symbol: row.symbol,
      norm: row.norm,
      description: row.description,
      field: row.field,
      references: referencesOf('spaces', i),
    })),
    properties: tables.properties.map((row, i) => ({
      id: i + 1,
      name: row.name,
      description: row.description,
      field: row.field,
      references: referencesOf('properties', i),
    })),
    spaceLinks: tables.links.map((row, i) => ({
      spaceId: target('links', i, 'spaceId', 'spaces'),
      propertyId: target('links', i, 'propertyId', 'properties'),
      field: row.field,
      description: row.description,
      references: referencesOf('links', i),
    })),
    theorems: tables.theorems.map((row, i) => ({
      id: i + 1,
      name: row.name,
      description: row.description,
      conditions: conditions.get(i + 1) ?? [],
      conclusions: conclusions.get(i + 1) ?? [],
      references: referencesOf('theorems', i),
    })),
    differentialEquations: tables.differentialEquations.map((row, i) => ({
      id: i + 1,
      name: row.name,
      symbol: row.symbol,
      variables: row.variables,
      parameters: row.parameters,
      description: row.description,
      references: referencesOf('differentialEquations', i),
    })),
    differentialEquationProperties: tables.differentialEquationProperties.map((row, i) => ({
      id: i + 1,
      name: row.name,
      description: row.description,
      references: referencesOf('differentialEquationProperties', i),
    })),
    differentialEquationLinks: tables.differentialEquationLinks.map((row, i) => ({
      differentialEquationId: target('differentialEquationLinks', i, 'differentialEquationId', 'differentialEquations'),
      differentialEquationPropertyId: target('differentialEquationLinks', i, 'differentialEquationPropertyId', 'differentialEquationProperties'),
      hasProperty: row.hasProperty,
      description: row.description,
      references: referencesOf('differentialEquationLinks', i),
    })),
  };

  // Our lists keep the original tables' order, so our row i is the original row i.
  const tableOf = new Map(Object.entries(OUR_LIST).map(([table, list]) => [list, table as Table]));
  const backup = parseBackup(converted, (list, i) => name(tableOf.get(list)!, i));
  refuseContradictions(backup, name);
  return backup;
}

/** A contradiction is named by the stored link it contradicts, else by the first theorem deriving it. */
function refuseContradictions(backup: Backup, name: (table: Table, i: number) => string): void {
  const [first] = KnowledgeBase.build(backupRecords(backup)).report().contradictions;
  if (!first) return;
  const space = backup.spaces.find((s) => s.id === first.spaceId)!;
  const property = backup.properties.find((p) => p.id === first.propertyId)!;
  const theorems = first.theoremIds.map((id) => backup.theorems.find((t) => t.id === id)?.name || name('theorems', id - 1)).join(', ');
  const link = backup.spaceLinks.findIndex((l) => l.spaceId === first.spaceId && l.propertyId === first.propertyId);
  const row = link >= 0 ? name('links', link) : name('theorems', first.theoremIds[0] - 1);
  throw new BackupError(
    `${row}: the theorems contradict the links: ${space.symbol} and ${property.name} (${first.scalar.toLowerCase()}), theorems ${theorems}.`,
  );
}
