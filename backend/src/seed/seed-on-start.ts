/**
 * A fresh installation starts with the starter catalogue: at the first start of
 * a newly created database, content/starter-catalogue.json is loaded unless
 * CATALOGUE_EMPTY=1 (or the file is absent, or something was loaded already).
 * Either way that first start settles it: later starts never load it again,
 * even into a catalogue an admin has emptied.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { BackupService } from '../backup/backup.service';
import { starterCataloguePath } from '../catalogue/project-root';
import { AppConfig } from '../config/app-config';
import { MigratedDatabase } from '../database/database.module';
import { isStarterPending, markCatalogueInitialised } from './catalogue-state';

@Injectable()
export class SeedOnStart implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly orm: MikroORM,
    private readonly backup: BackupService,
    _migrated: MigratedDatabase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const em = this.orm.em.fork();
    if (!(await isStarterPending(em))) return;
    const file = starterCataloguePath();
    if (!this.config.catalogueEmpty && existsSync(file) && (await this.backup.isEmpty())) {
      await this.backup.import(JSON.parse(readFileSync(file, 'utf8')));
      console.log(`Loaded the starter catalogue from ${file}.`);
    }
    await markCatalogueInitialised(em);
  }
}
