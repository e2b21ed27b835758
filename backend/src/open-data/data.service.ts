/**
 * The public data download (GET /api/data): the whole catalogue in the backup
 * format (docs/backup-format.md; users and invite codes are never in it),
 * anonymous. The export is serialized once per catalogue version
 * (KnowledgeService.version, moved by every catalogue write, equations
 * included) and shared by every request until the next write, so readers
 * cannot load the database or hold up writes by asking for it repeatedly.
 */
import { Injectable } from '@nestjs/common';
import { BackupService } from '../backup/backup.service';
import { KnowledgeService } from '../knowledge/knowledge.service';

export interface DataExport {
  /** The backup document as JSON text. */
  body: string;
  exportedAt: string;
}

@Injectable()
export class DataService {
  private cached: { version: number; export: Promise<DataExport> } | null = null;

  constructor(
    private readonly backup: BackupService,
    private readonly knowledge: KnowledgeService,
  ) {}

  download(): Promise<DataExport> {
    // The version before the export: a write landing meanwhile moves it, so the next request exports afresh.
    const version = this.knowledge.version;
    if (this.cached?.version !== version) {
      const made = this.backup.export().then((backup) => ({ body: JSON.stringify(backup), exportedAt: backup.exportedAt ?? new Date().toISOString() }));
      // A failed export is not kept: the next request tries again.
      made.catch(() => {
        if (this.cached?.export === made) this.cached = null;
      });
      this.cached = { version, export: made };
    }
    return this.cached.export;
  }
}
