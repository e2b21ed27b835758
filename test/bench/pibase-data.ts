/** π-Base as catalogue records, converted the way `pibase-to-backup` does. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { backupRecords } from '../../kb/backup-records';
import type { CatalogueRecords } from '../../kb/contract';

/** The project's copy of π-Base, beside the repository (override with PIBASE_FILE). */
export const PIBASE_FILE = process.env.PIBASE_FILE ?? join(process.cwd(), '../shared/data/pibase/pibase.json');

export function pibaseRecords(): CatalogueRecords {
  return backupRecords(pibaseToBackup(JSON.parse(readFileSync(PIBASE_FILE, 'utf8')) as Pibase));
}
