/**
 * A backup's `differentialEquationTheorems` (optional: backups written before
 * equation theorems existed have none), checked by the API form's rules plus
 * ids, dangling equation properties, a property twice and uniqueness.
 */
import type { Backup } from '../../../kb/contract/backup';
import { EquationTheoremDto } from '../differential-equation/equation-theorem.dto';
import { isStorableId, MAX_ID } from '../http/id.pipe';
import { toReferences } from '../reference/reference.dto';
import { BackupError, checked } from './backup-validation';

export type EquationTheoremRows = NonNullable<Backup['differentialEquationTheorems']>;

export function parseEquationTheorems(raw: unknown, propertyNames: ReadonlyMap<number, string>): EquationTheoremRows {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new BackupError('The backup\'s "differentialEquationTheorems" must be a list.');
  const ids = new Set<number>();
  const names = new Set<string>();
  return raw.map((item: unknown, i) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new BackupError(`differentialEquationTheorems[${i}] must be an object.`);
    const row = item as Record<string, unknown>;
    const at = `differentialEquationTheorems[${i}]${row.id !== undefined ? ` (id ${String(row.id)})` : ''}`;
    const dto = checked(EquationTheoremDto, row, at);
    if (!isStorableId(row.id) || row.id === MAX_ID) throw new BackupError(`${at}: id must be a positive integer id below ${MAX_ID}.`);
    if (ids.has(row.id)) throw new BackupError(`${at}: the id ${row.id} appears more than once.`);
    ids.add(row.id);
    const name = dto.name || null;
    if (name !== null && names.has(name)) throw new BackupError(`${at}: the name ${name} appears more than once.`);
    if (name !== null) names.add(name);
    const seen = new Set<number>();
    for (const atom of [...dto.conditions, ...dto.conclusions]) {
      const property = propertyNames.get(atom.propertyId);
      if (property === undefined) throw new BackupError(`${at}: there is no differential equation property with id ${atom.propertyId}.`);
      if (seen.has(atom.propertyId)) throw new BackupError(`${at}: ${property} appears twice.`);
      seen.add(atom.propertyId);
    }
    const atoms = (list: typeof dto.conditions) => list.map((a) => ({ propertyId: a.propertyId, hasProperty: a.hasProperty }));
    return {
      id: row.id,
      name,
      description: dto.description || '',
      conditions: atoms(dto.conditions),
      conclusions: atoms(dto.conclusions),
      references: toReferences(dto.references),
    };
  });
}
