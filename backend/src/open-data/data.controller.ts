import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataService } from './data.service';

/** GET /api/data: the catalogue for anyone, as a backup file; its licence is stated on the /data page and in the README. */
@Controller('data')
export class DataController {
  constructor(private readonly data: DataService) {}

  @Get()
  async download(@Res() res: Response) {
    const { body, exportedAt } = await this.data.download();
    res.setHeader('Content-Disposition', `attachment; filename="banach-catalogue_${exportedAt}.json"`);
    res.setHeader('Link', '</data>; rel="license"');
    res.type('application/json; charset=utf-8').send(body);
  }
}
