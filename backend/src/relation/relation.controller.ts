import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiQuery } from '@nestjs/swagger';
import type { RelationKind } from '../../../kb/contract/links';
import { RELATION_KIND_NAMES } from '../../../kb/contract/relations';
import { deleteVersion } from '../catalogue/item-version';
import { optionalId, type Query as QueryParams } from '../discovery/query-params';
import { notFound } from '../http/errors';
import { IdPipe, MAX_ID } from '../http/id.pipe';
import { PathItems } from '../http/path-items.guard';
import { Answers, DeleteWithVersion, RefusesStaleVersion } from '../openapi/answers';
import { CreatedSchema, DoneSchema } from '../openapi/schemas/items';
import { DeclaredPropertySchema, RelatedSpaceSchema, RelationPageSchema, StoredRelationSchema } from '../openapi/schemas/relations';
import { RelationDto } from './relation.dto';
import { RelationService } from './relation.service';

/** A kind in the path; anything else names no relation (404). */
function kindOf(value: string): RelationKind {
  if (!(RELATION_KIND_NAMES as readonly string[]).includes(value)) throw notFound();
  return value as RelationKind;
}

@Controller()
export class RelationController {
  constructor(private readonly relations: RelationService) {}

  @Get('relation')
  @Answers([StoredRelationSchema])
  @ApiQuery({ name: 'space', required: false, description: 'Only the relations of this space (as Y or as X).', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  list(@Query() query: QueryParams) {
    return this.relations.list(optionalId(query, 'space'));
  }

  @Get('relation/:id')
  @Answers(StoredRelationSchema)
  get(@Param('id', IdPipe) id: number) {
    return this.relations.get(id);
  }

  @Post('relation')
  @HttpCode(200)
  @Answers(CreatedSchema)
  create(@Body() dto: RelationDto) {
    return this.relations.save(null, dto);
  }

  @Post('relation/:id')
  @HttpCode(200)
  @Answers(CreatedSchema)
  @RefusesStaleVersion()
  @PathItems({ id: 'space_relation' })
  save(@Param('id', IdPipe) id: number, @Body() dto: RelationDto) {
    return this.relations.save(id, dto);
  }

  @Delete('relation/:id')
  @Answers(DoneSchema)
  @DeleteWithVersion()
  @PathItems({ id: 'space_relation' })
  delete(@Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.relations.delete(id, deleteVersion(body));
  }

  @Get('space/:spaceId/relation')
  @Answers([RelatedSpaceSchema])
  related(@Param('spaceId', IdPipe) spaceId: number) {
    return this.relations.related(spaceId);
  }

  @Get('space/:spaceId/declared-properties')
  @Answers([DeclaredPropertySchema])
  declaredProperties(@Param('spaceId', IdPipe) spaceId: number) {
    return this.relations.declaredProperties(spaceId);
  }

  @Get('space/:spaceId/relation/:kind/:ofSpaceId')
  @ApiParam({ name: 'kind', enum: [...RELATION_KIND_NAMES] })
  @Answers(RelationPageSchema)
  page(@Param('spaceId', IdPipe) spaceId: number, @Param('kind') kind: string, @Param('ofSpaceId', IdPipe) ofSpaceId: number) {
    return this.relations.page(spaceId, kindOf(kind), ofSpaceId);
  }
}
