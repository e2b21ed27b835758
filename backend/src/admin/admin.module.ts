import { Module } from '@nestjs/common';
import { BackupModule } from '../backup/backup.module';
import { AdminController } from './admin.controller';
import { ComputeService } from './compute.service';
import { InviteService } from './invite.service';

/** The admin page's calls; access is RightsGuard's job (admins only). */
@Module({ imports: [BackupModule], controllers: [AdminController], providers: [InviteService, ComputeService] })
export class AdminModule {}
