/**
 * A fresh installation starts with the starter catalogue: at start-up, an
 * empty catalogue is filled from content/starter-catalogue.json unless
 * CATALOGUE_EMPTY=1 (or the file is absent).
 */
import { existsSync, readFileSync } from 'node:fs';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { BackupService } from '../backup/backup.service';
import { starterCataloguePath } from '../catalogue/project-root';
import { AppConfig } from '../config/app-config';

@Injectable()
export class SeedOnStart implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly backup: BackupService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const file = starterCataloguePath();
    if (this.config.catalogueEmpty || !existsSync(file) || !(await this.backup.isEmpty())) return;
    await this.backup.import(JSON.parse(readFileSync(file, 'utf8')));
    console.log(`Loaded the starter catalogue from ${file}.`);
  }
}
