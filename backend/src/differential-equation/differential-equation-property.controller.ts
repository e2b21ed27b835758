import { Controller, Get, Param } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { IdPipe } from '../http/id.pipe';
import { DifferentialEquationPropertyDto } from './differential-equation.dto';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationPropertyService } from './differential-equation-property.service';

/** /api/differential-equation/property…; registered before the equation controller: `property` is not an equation id. */
@Controller('differential-equation/property')
export class DifferentialEquationPropertyController extends CatalogueItemController(DifferentialEquationPropertyDto) {
  constructor(
    protected readonly items: DifferentialEquationPropertyService,
    private readonly links: DifferentialEquationLinkService,
  ) {
    super();
  }

  @Get(':id/differential-equation')
  equations(@Param('id', IdPipe) id: number) {
    return this.links.propertyEquations(id);
  }
}
