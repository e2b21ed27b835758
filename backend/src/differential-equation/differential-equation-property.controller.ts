import { Controller, Get, Param } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { EQUATION_PROPERTIES, ListOf, PROPERTY_EQUATION_LINKS } from '../read/list-kinds';
import { IdPipe } from '../http/id.pipe';
import { DifferentialEquationPropertyDto } from './differential-equation.dto';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationPropertyService } from './differential-equation-property.service';

/** /api/differential-equation/property…; registered before the equation controller: `property` is not an equation id. */
@Controller('differential-equation/property')
export class DifferentialEquationPropertyController extends CatalogueItemController(DifferentialEquationPropertyDto, EQUATION_PROPERTIES) {
  constructor(
    protected readonly items: DifferentialEquationPropertyService,
    private readonly links: DifferentialEquationLinkService,
  ) {
    super();
  }

  @Get(':id/differential-equation')
  @ListOf(PROPERTY_EQUATION_LINKS)
  equations(@Param('id', IdPipe) id: number) {
    return this.links.propertyEquations(id);
  }
}
