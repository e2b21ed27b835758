import { Controller, Get, Param } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { EQUATION_PROPERTIES, ListOf, PROPERTY_EQUATION_LINKS } from '../read/list-kinds';
import { IdPipe } from '../http/id.pipe';
import { EquationPropertySchema, EquationPropertySummarySchema } from '../openapi/schemas/items';
import { PropertyEquationEntrySchema } from '../openapi/schemas/links';
import { DifferentialEquationPropertyDto } from './differential-equation.dto';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationPropertyService } from './differential-equation-property.service';

/** /api/differential-equation/property…; registered before the equation controller: `property` is not an equation id. */
@Controller('differential-equation/property')
export class DifferentialEquationPropertyController extends CatalogueItemController(DifferentialEquationPropertyDto, EQUATION_PROPERTIES, { item: EquationPropertySchema, entry: EquationPropertySummarySchema }) {
  constructor(
    protected readonly items: DifferentialEquationPropertyService,
    private readonly links: DifferentialEquationLinkService,
  ) {
    super();
  }

  @Get(':id/differential-equation')
  @ListOf(PROPERTY_EQUATION_LINKS, PropertyEquationEntrySchema)
  equations(@Param('id', IdPipe) id: number) {
    return this.links.propertyEquations(id);
  }
}
