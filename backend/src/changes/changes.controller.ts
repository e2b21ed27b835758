/**
 * The change log's routes (kb/contract/changes.ts): recent changes and their
 * Atom feed, one change, review and revert; the accounts behind the changes
 * for admins (GET /api/admin/changes) and an admin's restore of the catalogue
 * as it was before an import.
 */
import { Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import { CHANGE_KINDS, type ChangeDetail, type ChangeList, type ChangeRow } from '../../../kb/contract/changes';
import { SessionAuthenticator } from '../auth/session-authenticator';
import type { SessionUser } from '../auth/session-user';
import { IdPipe } from '../http/id.pipe';
import { Uncached } from '../read/catalogue-read.interceptor';
import { Answers } from '../openapi/answers';
import { ChangeDetailSchema, ChangeListSchema, ChangeRowSchema } from '../openapi/schemas/changes';
import { ConflictSchema } from '../openapi/schemas/errors';
import { atomFeed } from './atom-feed';
import { ChangesService, type ChangeFilter } from './changes.service';
import { RevertService } from './revert.service';

const FILTERS = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  const queries = [
    ApiQuery({ name: 'limit', required: false, description: 'At most 100 (default 50).', schema: { type: 'integer', minimum: 0, maximum: 100 } }),
    ApiQuery({ name: 'offset', required: false, schema: { type: 'integer', minimum: 0 } }),
    ApiQuery({ name: 'kind', required: false, schema: { type: 'string', enum: [...CHANGE_KINDS] } }),
    ApiQuery({ name: 'user', required: false, description: 'A display name as the rows show it ("editor 3").', schema: { type: 'string' } }),
    ApiQuery({ name: 'unreviewed', required: false, description: "true: the review queue (editors' changes not yet reviewed).", schema: { type: 'string', enum: ['true', 'false'] } }),
    ApiQuery({ name: 'since', required: false, description: 'Changes at or after this date (ISO 8601).', schema: { type: 'string' } }),
    ApiQuery({ name: 'until', required: false, description: 'Changes at or before this date (ISO 8601).', schema: { type: 'string' } }),
  ];
  for (const query of queries) query(target, key, descriptor);
};

/**
 * The log's reads are not kept by the read cache (no ETag): a review changes
 * them without a catalogue write, so the catalogue version cannot tell.
 */
@Controller()
export class ChangesController {
  constructor(
    private readonly changes: ChangesService,
    private readonly reverts: RevertService,
    private readonly authenticator: SessionAuthenticator,
  ) {}

  @Get('changes')
  @Uncached()
  @Answers(ChangeListSchema)
  @FILTERS()
  list(@Query() filter: ChangeFilter): Promise<ChangeList> {
    return this.changes.list(filter, false);
  }

  @Get('admin/changes')
  @Uncached()
  @Answers(ChangeListSchema, 'As GET /api/changes, each row with the account (email) of its author.')
  @FILTERS()
  listForAdmin(@Query() filter: ChangeFilter): Promise<ChangeList> {
    return this.changes.list(filter, true);
  }

  /** The 50 latest changes for feed readers. */
  @Get('changes.atom')
  @Uncached()
  @Header('Content-Type', 'application/atom+xml; charset=utf-8')
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ description: 'The 50 latest changes as an Atom feed (RFC 4287).', content: { 'application/atom+xml': { schema: { type: 'string' } } } })
  async atom(@Req() req: Request): Promise<string> {
    const { changes } = await this.changes.list({ limit: '50' }, false);
    return atomFeed(changes, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  }

  @Get('changes/:id')
  @Uncached()
  @Answers(ChangeDetailSchema)
  async detail(@Param('id', IdPipe) id: number, @Req() req: Request): Promise<ChangeDetail> {
    // Open to all; a signed-in reader learns whether the change is theirs (its review is another editor's).
    const reader = await this.authenticator.user(req);
    return this.changes.detail(id, false, reader?.id ?? null);
  }

  /** Marks the change reviewed (by an editor other than its author: 400 for one's own). */
  @Post('changes/:id/review')
  @HttpCode(200)
  @Answers(ChangeRowSchema)
  review(@Param('id', IdPipe) id: number, @Req() req: Request): Promise<ChangeRow> {
    const user = req.user as SessionUser;
    return this.changes.review(id, user.id, user.isAdmin);
  }

  /** Puts the item back as it was before the change (a new change): 409 when the item changed since, 400 when the old state now contradicts the theorems, 403 for an import unless an admin. */
  @Post('changes/:id/revert')
  @HttpCode(200)
  @Answers(ChangeDetailSchema, 'The new change (action revert).')
  @ApiConflictResponse({ type: ConflictSchema, description: 'The item changed since this change: its current state.' })
  revert(@Param('id', IdPipe) id: number, @Req() req: Request): Promise<ChangeDetail> {
    return this.reverts.revert(id, req.user as SessionUser);
  }

  /** Restores the catalogue as it was before an import (or a restore): {id} is that change; the catalogue replaced now is kept in turn. */
  @Post('admin/restore/:id')
  @HttpCode(200)
  @Answers(ChangeDetailSchema, 'The new change (action restore).')
  restore(@Param('id', IdPipe) id: number, @Req() req: Request): Promise<ChangeDetail> {
    return this.reverts.restore(id, req.user as SessionUser);
  }
}
