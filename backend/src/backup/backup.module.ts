import { Global, Module } from '@nestjs/common';
import { BackupService } from './backup.service';

/** Global so the admin module can inject BackupService without importing catalogue internals. */
@Global()
@Module({ providers: [BackupService], exports: [BackupService] })
export class BackupModule {}
