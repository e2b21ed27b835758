/**
 * Export and import of the whole catalogue (exposed under /api/admin by the
 * admin module). An import (our format or the original catalogue's, see
 * read-backup.ts) is validated completely first: a bad backup is a
 * 400 {errors: {general}} naming the bad row, and changes nothing.
 */
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { badRequest } from '../http/errors';
import { KnowledgeService } from '../knowledge/knowledge.service';
import type { Backup } from '../../../kb/contract/backup';
import { BackupError } from './backup-validation';
import { readBackup } from './read-backup';
import { exportCatalogue, isCatalogueEmpty, replacementPlan } from './catalogue-store';

@Injectable()
export class BackupService {
  constructor(
    private readonly orm: MikroORM,
    private readonly knowledge: KnowledgeService,
  ) {}

  /** One snapshot of the database, so the backup is one consistent state. */
  export(): Promise<Backup> {
    return this.knowledge.readSnapshot((em) => exportCatalogue(em));
  }

  import(json: unknown): Promise<void> {
    let backup: Backup;
    try {
      backup = readBackup(json);
    } catch (error) {
      if (error instanceof BackupError) throw badRequest({ general: `Invalid backup: ${error.message}` });
      throw error;
    }
    return this.knowledge.change({ kind: 'catalogue', id: null }, (em) => replacementPlan(em, backup));
  }

  isEmpty(): Promise<boolean> {
    return isCatalogueEmpty(this.orm.em.fork());
  }
}
