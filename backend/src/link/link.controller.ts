import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe';
import { PathItems } from '../http/path-items.guard';
import { deleteVersion } from '../catalogue/item-version';
import { Answers, DeleteWithVersion, RefusesStaleVersion } from '../openapi/answers';
import { CreatedSchema, DoneSchema } from '../openapi/schemas/items';
import { LinkPageSchema, PropertySpaceEntrySchema, SpacePropertyEntrySchema, UnlinkedPropertySchema } from '../openapi/schemas/links';
import { ListOf, PROPERTY_SPACES, SPACE_PROPERTIES } from '../read/list-kinds';
import { UnlinkedQuery } from './unlinked-query';
import { LinkDto } from './link.dto';
import { LinkService } from './link.service';

@Controller()
export class LinkController {
  constructor(private readonly links: LinkService) {}

  @Get('space/:spaceId/property')
  @ListOf(SPACE_PROPERTIES, SpacePropertyEntrySchema, UnlinkedPropertySchema)
  @UnlinkedQuery()
  spaceProperties(@Param('spaceId', IdPipe) spaceId: number, @Query('unlinked') unlinked?: unknown) {
    return unlinked === 'true' ? this.links.unlinkedProperties(spaceId) : this.links.spaceProperties(spaceId);
  }

  @Get('property/:propertyId/space')
  @ListOf(PROPERTY_SPACES, PropertySpaceEntrySchema)
  propertySpaces(@Param('propertyId', IdPipe) propertyId: number) {
    return this.links.propertySpaces(propertyId);
  }

  @Get('space/:spaceId/property/:propertyId')
  @Answers(LinkPageSchema)
  get(@Param('spaceId', IdPipe) spaceId: number, @Param('propertyId', IdPipe) propertyId: number) {
    return this.links.get(spaceId, propertyId);
  }

  @Post('space/:spaceId/property/:propertyId')
  @HttpCode(200)
  @Answers(CreatedSchema)
  @RefusesStaleVersion()
  @PathItems({ spaceId: 'space', propertyId: 'property' })
  save(@Param('spaceId', IdPipe) spaceId: number, @Param('propertyId', IdPipe) propertyId: number, @Body() dto: LinkDto) {
    return this.links.save(spaceId, propertyId, dto);
  }

  @Delete('space/:spaceId/property/:propertyId')
  @Answers(DoneSchema)
  @DeleteWithVersion()
  @PathItems({ spaceId: 'space', propertyId: 'property' })
  delete(@Param('spaceId', IdPipe) spaceId: number, @Param('propertyId', IdPipe) propertyId: number, @Body() body: unknown) {
    return this.links.delete(spaceId, propertyId, deleteVersion(body));
  }
}
