import { Module } from '@nestjs/common';
import { BackupModule } from '../backup/backup.module';
import { DifferentialEquationModule } from '../differential-equation/differential-equation.module';
import { AdminController } from './admin.controller';
import { EquationAdminController } from './equation-admin.controller';
import { ComputeService } from './compute.service';
import { InviteService } from './invite.service';

/** The admin page's calls; access is RightsGuard's job (admins only). */
@Module({ imports: [BackupModule, DifferentialEquationModule], controllers: [AdminController, EquationAdminController], providers: [InviteService, ComputeService] })
export class AdminModule {}
