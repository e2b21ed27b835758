import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { UnlinkedQuery } from '../link/unlinked-query';
import { EQUATION_PROPERTY_LINKS, EQUATIONS, ListOf } from '../read/list-kinds';
import { IdPipe } from '../http/id.pipe';
import { PathItems } from '../http/path-items.guard';
import { Answers, DeleteWithVersion, RefusesStaleVersion } from '../openapi/answers';
import { CreatedSchema, DoneSchema, EquationSchema, EquationSummarySchema } from '../openapi/schemas/items';
import { EquationLinkPageSchema, EquationPropertyEntrySchema, UnlinkedEquationPropertySchema } from '../openapi/schemas/links';
import { deleteVersion } from '../catalogue/item-version';
import { DifferentialEquationDto, DifferentialEquationLinkDto } from './differential-equation.dto';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationService } from './differential-equation.service';

/** /api/differential-equation… and the equation's links to equation properties. */
@Controller('differential-equation')
export class DifferentialEquationController extends CatalogueItemController(DifferentialEquationDto, EQUATIONS, { item: EquationSchema, entry: EquationSummarySchema }, 'differential_equation') {
  constructor(
    protected readonly items: DifferentialEquationService,
    private readonly links: DifferentialEquationLinkService,
  ) {
    super();
  }

  @Get(':id/property')
  @ListOf(EQUATION_PROPERTY_LINKS, EquationPropertyEntrySchema, UnlinkedEquationPropertySchema)
  @UnlinkedQuery()
  properties(@Param('id', IdPipe) id: number, @Query('unlinked') unlinked?: unknown) {
    return unlinked === 'true' ? this.links.unlinkedProperties(id) : this.links.equationProperties(id);
  }

  @Get(':id/property/:propertyId')
  @Answers(EquationLinkPageSchema)
  getLink(@Param('id', IdPipe) id: number, @Param('propertyId', IdPipe) propertyId: number) {
    return this.links.get(id, propertyId);
  }

  @Post(':id/property/:propertyId')
  @HttpCode(200)
  @Answers(CreatedSchema)
  @RefusesStaleVersion()
  @PathItems({ id: 'differential_equation', propertyId: 'differential_equation_property' })
  saveLink(@Param('id', IdPipe) id: number, @Param('propertyId', IdPipe) propertyId: number, @Body() dto: DifferentialEquationLinkDto) {
    return this.links.save(id, propertyId, dto);
  }

  @Delete(':id/property/:propertyId')
  @Answers(DoneSchema)
  @DeleteWithVersion()
  @PathItems({ id: 'differential_equation', propertyId: 'differential_equation_property' })
  deleteLink(@Param('id', IdPipe) id: number, @Param('propertyId', IdPipe) propertyId: number, @Body() body: unknown) {
    return this.links.delete(id, propertyId, deleteVersion(body));
  }
}
