/**
 * /api/admin (spec section 7): export and import of the whole catalogue, invite
 * codes, and the compute report. RightsGuard admits admins only, reads included.
 */
import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { BackupService } from '../backup/backup.service';
import { ComputeService } from './compute.service';
import { InviteService } from './invite.service';

@Controller('admin')
export class AdminController {
  constructor(
    private readonly backup: BackupService,
    private readonly invites: InviteService,
    private readonly computations: ComputeService,
  ) {}

  @Get('export')
  async export(@Res({ passthrough: true }) res: Response) {
    const backup = await this.backup.export();
    res.setHeader('Content-Disposition', `attachment; filename="backup_${backup.exportedAt}.json"`);
    return backup;
  }

  /** The body is the backup itself; BackupService checks all of it before it replaces anything. */
  @Post('import')
  @HttpCode(200)
  async import(@Body() backup: unknown) {
    await this.backup.import(backup);
    return {};
  }

  @Post('invite')
  @HttpCode(200)
  async invite() {
    return { code: await this.invites.create() };
  }

  @Post('compute')
  @HttpCode(200)
  compute() {
    return this.computations.compute();
  }
}
