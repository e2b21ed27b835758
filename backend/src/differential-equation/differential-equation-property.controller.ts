import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { EQUATION_PROPERTIES, ListOf, PROPERTY_EQUATION_LINKS } from '../read/list-kinds';
import { IdPipe } from '../http/id.pipe';
import { EquationPropertySchema, EquationPropertySummarySchema } from '../openapi/schemas/items';
import { PropertyEquationEntrySchema } from '../openapi/schemas/links';
import { DifferentialEquationPropertyDto } from './differential-equation.dto';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationPropertyService } from './differential-equation-property.service';
import { EquationDiscoveryService } from './equation-discovery.service';
import { Answers } from '../openapi/answers';
import { EquationImplicationsSchema } from '../openapi/schemas/equation-discovery';
import { oneOf, type Query as QueryParams } from '../discovery/query-params';

/** /api/differential-equation/property…; registered before the equation controller: `property` is not an equation id. */
@Controller('differential-equation/property')
export class DifferentialEquationPropertyController extends CatalogueItemController(DifferentialEquationPropertyDto, EQUATION_PROPERTIES, { item: EquationPropertySchema, entry: EquationPropertySummarySchema }, 'differential_equation_property') {
  constructor(
    protected readonly items: DifferentialEquationPropertyService,
    private readonly links: DifferentialEquationLinkService,
    private readonly discovery: EquationDiscoveryService,
  ) {
    super();
  }

  @Get(':id/differential-equation')
  @ListOf(PROPERTY_EQUATION_LINKS, PropertyEquationEntrySchema)
  equations(@Param('id', IdPipe) id: number) {
    return this.links.propertyEquations(id);
  }

  /** ?value=has|lacks (default has): what the property (or its absence) implies and what implies it, through the equation theorems. */
  @Get(':id/implications')
  @Answers(EquationImplicationsSchema)
  @ApiQuery({ name: 'value', required: false, description: 'Whether the property is asserted or denied (default has).', schema: { type: 'string', enum: ['has', 'lacks'] } })
  implications(@Param('id', IdPipe) id: number, @Query() query: QueryParams) {
    return this.discovery.implications(id, oneOf(query, 'value', ['has', 'lacks'] as const, 'has') === 'has');
  }
}
