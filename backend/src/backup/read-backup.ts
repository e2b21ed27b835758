/**
 * What import and `seed --file` accept: our own backup document, or the original
 * catalogue's backup (original-backup.ts), told apart by our format marker.
 */
import type { Backup } from '../../../kb/contract/backup';
import { parseBackup } from './backup-validation';
import { isOriginalBackup, parseOriginalBackup } from './original-backup';

/** The backup, checked and normalised; throws BackupError naming the bad row. */
export function readBackup(json: unknown): Backup {
  return isOriginalBackup(json) ? parseOriginalBackup(json) : parseBackup(json);
}
