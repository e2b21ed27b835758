/** π-Base as catalogue records, converted the way `pibase-to-backup` does. */
import { readFileSync } from 'node:fs';
import { pibaseToBackup, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { pibaseDataPath } from '../../backend/src/catalogue/project-root';
import { backupRecords } from '../../kb/backup-records';
import type { CatalogueRecords } from '../../kb/records';

/** The repository's copy of π-Base (content/pibase, CC BY 4.0; override with PIBASE_FILE). */
export const PIBASE_FILE = process.env.PIBASE_FILE ?? pibaseDataPath();

export function pibaseRecords(): CatalogueRecords {
  return backupRecords(pibaseToBackup(JSON.parse(readFileSync(PIBASE_FILE, 'utf8')) as Pibase));
}
