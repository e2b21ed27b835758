/**
 * Every item's history (GET /api/{kind}/{id}/history; links by their pair;
 * a relation by its id)
 * and the item as it was at a catalogue version (…/history/{version}: the
 * permanent address "cite this version" names).
 */
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { ItemAtVersion, ItemHistory } from '../../../kb/contract/changes';
import { IdPipe } from '../http/id.pipe';
import { Uncached } from '../read/catalogue-read.interceptor';
import { Answers } from '../openapi/answers';
import { ItemAtVersionSchema, ItemHistorySchema } from '../openapi/schemas/changes';
import { ChangesService } from './changes.service';
import type { ItemKey } from './item-states';

const PAGING = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  ApiQuery({ name: 'limit', required: false, description: 'At most 100 (default 50).', schema: { type: 'integer', minimum: 0, maximum: 100 } })(target, key, descriptor);
  ApiQuery({ name: 'offset', required: false, schema: { type: 'integer', minimum: 0 } })(target, key, descriptor);
};

type Paging = { limit?: string; offset?: string };

/** Not kept by the read cache, as the change log's other reads (changes.controller.ts): a review changes their rows without a catalogue write. */
@Controller()
export class HistoryController {
  constructor(private readonly changes: ChangesService) {}

  private byId(kind: ItemKey['kind'], id: number, paging: Paging): Promise<ItemHistory> {
    return this.changes.history({ kind, id }, paging, false);
  }

  @Get('space/:id/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  space(@Param('id', IdPipe) id: number, @Query() paging: Paging) {
    return this.byId('space', id, paging);
  }

  @Get('property/:id/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  property(@Param('id', IdPipe) id: number, @Query() paging: Paging) {
    return this.byId('property', id, paging);
  }

  @Get('theorem/:id/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  theorem(@Param('id', IdPipe) id: number, @Query() paging: Paging) {
    return this.byId('theorem', id, paging);
  }

  @Get('relation/:id/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  relation(@Param('id', IdPipe) id: number, @Query() paging: Paging) {
    return this.byId('relation', id, paging);
  }

  @Get('differential-equation/theorem/:id/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  equationTheorem(@Param('id', IdPipe) id: number, @Query() paging: Paging) {
    return this.byId('differential-equation-theorem', id, paging);
  }

  @Get('differential-equation/property/:id/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  equationProperty(@Param('id', IdPipe) id: number, @Query() paging: Paging) {
    return this.byId('differential-equation-property', id, paging);
  }

  @Get('differential-equation/:id/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  equation(@Param('id', IdPipe) id: number, @Query() paging: Paging) {
    return this.byId('differential-equation', id, paging);
  }

  @Get('space/:spaceId/property/:propertyId/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  link(@Param('spaceId', IdPipe) spaceId: number, @Param('propertyId', IdPipe) propertyId: number, @Query() paging: Paging) {
    return this.changes.history({ kind: 'link', id: null, subjectId: spaceId, propertyId }, paging, false);
  }

  @Get('differential-equation/:id/property/:propertyId/history')
  @Uncached()
  @Answers(ItemHistorySchema)
  @PAGING()
  equationLink(@Param('id', IdPipe) id: number, @Param('propertyId', IdPipe) propertyId: number, @Query() paging: Paging) {
    return this.changes.history({ kind: 'differential-equation-link', id: null, subjectId: id, propertyId }, paging, false);
  }

  @Get('space/:id/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  spaceAt(@Param('id', IdPipe) id: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'space', id }, version);
  }

  @Get('property/:id/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  propertyAt(@Param('id', IdPipe) id: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'property', id }, version);
  }

  @Get('theorem/:id/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  theoremAt(@Param('id', IdPipe) id: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'theorem', id }, version);
  }

  @Get('relation/:id/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  relationAt(@Param('id', IdPipe) id: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'relation', id }, version);
  }

  @Get('differential-equation/theorem/:id/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  equationTheoremAt(@Param('id', IdPipe) id: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'differential-equation-theorem', id }, version);
  }

  @Get('differential-equation/property/:id/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  equationPropertyAt(@Param('id', IdPipe) id: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'differential-equation-property', id }, version);
  }

  @Get('differential-equation/:id/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  equationAt(@Param('id', IdPipe) id: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'differential-equation', id }, version);
  }

  @Get('differential-equation/:id/property/:propertyId/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  equationLinkAt(@Param('id', IdPipe) id: number, @Param('propertyId', IdPipe) propertyId: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'differential-equation-link', id: null, subjectId: id, propertyId }, version);
  }

  @Get('space/:spaceId/property/:propertyId/history/:version')
  @Uncached()
  @Answers(ItemAtVersionSchema)
  linkAt(@Param('spaceId', IdPipe) spaceId: number, @Param('propertyId', IdPipe) propertyId: number, @Param('version', IdPipe) version: number): Promise<ItemAtVersion> {
    return this.changes.at({ kind: 'link', id: null, subjectId: spaceId, propertyId }, version);
  }
}
