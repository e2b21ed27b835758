/**
 * /api/admin (spec section 7): export and import of the whole catalogue, invite
 * codes, the compute report (the spec's POST, and the paged report read
 * from the knowledge base: summary, rows, download) and the redundant theorems.
 * RightsGuard admits admins only, reads included.
 */
import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiProduces, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BackupService } from '../backup/backup.service';
import { reportCsv } from '../../../kb/compute-report';
import { readLargeJsonBody } from '../http/large-body';
import { downloadQuery, rowsQuery } from './compute-query';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { ComputeService } from './compute.service';
import { InviteService } from './invite.service';
import { Answers } from '../openapi/answers';
import { BackupSchema } from '../openapi/schemas/backup';
import { ComputeResponseSchema, ReportPageSchema, ReportRowSchema, ReportSummarySchema } from '../openapi/schemas/compute-report';
import { DoneSchema } from '../openapi/schemas/items';
import { RedundantTheoremSchema } from '../openapi/schemas/theorem-checks';
import { InviteSchema } from '../openapi/schemas/user';
import { DownloadQuery, RowsQuery } from './compute-query.params';

const ATTACHMENT = { 'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } } };

@Controller('admin')
@ApiExtraModels(ReportRowSchema)
export class AdminController {
  constructor(
    private readonly backup: BackupService,
    private readonly invites: InviteService,
    private readonly computations: ComputeService,
    private readonly knowledge: KnowledgeService,
  ) {}

  @Get('export')
  @ApiOkResponse({ type: BackupSchema, description: 'The whole catalogue, as backup_<ISO timestamp>.json.', headers: ATTACHMENT })
  async export(@Res({ passthrough: true }) res: Response) {
    const backup = await this.backup.export();
    res.setHeader('Content-Disposition', `attachment; filename="backup_${backup.exportedAt}.json"`);
    return backup;
  }

  /**
   * The body is the backup itself, read only now that the guard has admitted an
   * admin (the global parser skips this route); BackupService checks all of it
   * before it replaces anything.
   */
  @Post('import')
  @HttpCode(200)
  @ApiBody({ type: BackupSchema, description: "A backup (docs/backup-format.md), or the original catalogue's export; it replaces the whole catalogue." })
  @Answers(DoneSchema)
  async import(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.backup.import(await readLargeJsonBody(req, res));
    return {};
  }

  @Post('invite')
  @HttpCode(200)
  @Answers(InviteSchema)
  async invite() {
    return { code: await this.invites.create() };
  }

  /** Every theorem that follows from the others, with its derivation (computed once per catalogue state). */
  @Get('redundant-theorems')
  @Answers([RedundantTheoremSchema])
  redundantTheorems() {
    return this.knowledge.redundantTheorems();
  }

  @Post('compute')
  @HttpCode(200)
  @Answers(ComputeResponseSchema)
  compute() {
    return this.computations.compute();
  }

  /** Counts per theorem and property, contradictions, timings: what the report page shows first. */
  @Get('compute/summary')
  @Answers(ReportSummarySchema)
  async computeSummary() {
    return (await this.computations.index()).summary();
  }

  /** One page of computed results: ?space=&property=&theorem= (text), ?spaceId=&propertyId=&theoremId=, ?limit=&offset=. */
  @Get('compute/rows')
  @Answers(ReportPageSchema)
  @RowsQuery()
  async computeRows(@Query() query: Record<string, unknown>) {
    const { filter, offset, limit } = rowsQuery(query);
    const { total, rows } = (await this.computations.index()).page(filter, offset, limit);
    return { total, offset, limit, rows };
  }

  /** Every computed result the filters keep, as compute_<ISO timestamp>.csv or .json. */
  @Get('compute/download')
  @ApiProduces('text/csv', 'application/json')
  @ApiOkResponse({
    description: 'Every row the filters keep, as compute_<ISO timestamp>.csv (format=csv, the default: a header line, then the ReportRow columns) or .json.',
    headers: ATTACHMENT,
    content: {
      'text/csv': { schema: { type: 'string' } },
      'application/json': { schema: { type: 'array', items: { $ref: getSchemaPath(ReportRowSchema) } } },
    },
  })
  @DownloadQuery()
  async computeDownload(@Query() query: Record<string, unknown>, @Res() res: Response) {
    const { filter, format } = downloadQuery(query);
    const rows = (await this.computations.index()).filtered(filter);
    res.setHeader('Content-Disposition', `attachment; filename="compute_${new Date().toISOString()}.${format}"`);
    if (format === 'csv') res.type('text/csv; charset=utf-8').send(reportCsv(rows));
    else res.type('application/json; charset=utf-8').send(JSON.stringify(rows));
  }
}
