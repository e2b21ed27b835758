import { Get, Controller, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiQuery } from '@nestjs/swagger';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { EQUATION_THEOREMS, ListOf } from '../read/list-kinds';
import { IdPipe, MAX_ID } from '../http/id.pipe';
import { ErrorsSchema } from '../openapi/schemas/errors';
import { EquationTheoremSchema } from '../openapi/schemas/equation-theorems';
import { EquationTheoremDto } from './equation-theorem.dto';
import { EquationTheoremService } from './equation-theorem.service';

/** /api/differential-equation/theorem…; registered before the equation controller: `theorem` is not an equation id. */
@Controller('differential-equation/theorem')
export class EquationTheoremController extends CatalogueItemController(EquationTheoremDto, EQUATION_THEOREMS, { item: EquationTheoremSchema, entry: EquationTheoremSchema }) {
  constructor(protected readonly items: EquationTheoremService) {
    super();
  }

  @Get()
  @ListOf(EQUATION_THEOREMS, EquationTheoremSchema)
  @ApiQuery({ name: 'propertyId', required: false, description: 'Only the theorems with a condition or conclusion on this equation property (404 when unknown).', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  @ApiNotFoundResponse({ type: ErrorsSchema, description: 'No equation property has this propertyId.' })
  override list(@Query('propertyId') propertyId?: string) {
    return this.items.list(propertyId === undefined ? undefined : new IdPipe().transform(propertyId));
  }
}
