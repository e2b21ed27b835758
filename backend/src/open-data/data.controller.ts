import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { BackupSchema } from '../openapi/schemas/backup';
import { DataService } from './data.service';

/** GET /api/data: the catalogue for anyone, as a backup file; its licence is stated on the /data page and in the README. */
@Controller('data')
export class DataController {
  constructor(private readonly data: DataService) {}

  @Get()
  @ApiOkResponse({
    type: BackupSchema,
    description: 'The whole catalogue as a backup file (docs/backup-format.md), banach-catalogue_<ISO timestamp>.json; its licence is stated on /data.',
    headers: {
      'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } },
      Link: { description: '</data>; rel="license"', schema: { type: 'string' } },
    },
  })
  async download(@Res() res: Response) {
    const { body, exportedAt } = await this.data.download();
    res.setHeader('Content-Disposition', `attachment; filename="banach-catalogue_${exportedAt}.json"`);
    res.setHeader('Link', '</data>; rel="license"');
    res.type('application/json; charset=utf-8').send(body);
  }
}
