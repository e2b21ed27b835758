import { Body, Get, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiQuery } from '@nestjs/swagger';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { EQUATION_THEOREMS, ListOf } from '../read/list-kinds';
import { IdPipe, MAX_ID } from '../http/id.pipe';
import { PathItems } from '../http/path-items.guard';
import { ErrorsSchema } from '../openapi/schemas/errors';
import { EquationTheoremCheckSchema, EquationTheoremSchema } from '../openapi/schemas/equation-theorems';
import { Answers } from '../openapi/answers';
import { EquationTheoremDto } from './equation-theorem.dto';
import { EquationTheoremService } from './equation-theorem.service';

/** /api/differential-equation/theorem…; registered before the equation controller: `theorem` is not an equation id. */
@Controller('differential-equation/theorem')
export class EquationTheoremController extends CatalogueItemController(EquationTheoremDto, EQUATION_THEOREMS, { item: EquationTheoremSchema, entry: EquationTheoremSchema }, 'differential_equation_theorem') {
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

  /** Checks a new equation theorem (the form's payload) against the others, saving nothing. */
  @Post('check')
  @HttpCode(200)
  @Answers(EquationTheoremCheckSchema)
  checkNew(@Body() body: EquationTheoremDto) {
    return this.items.check(null, body);
  }

  /** Checks an edited equation theorem against the others, saving nothing. */
  @Post(':id/check')
  @HttpCode(200)
  @Answers(EquationTheoremCheckSchema)
  @PathItems({ id: 'differential_equation_theorem' })
  checkEdit(@Param('id', IdPipe) id: number, @Body() body: EquationTheoremDto) {
    return this.items.check(id, body);
  }
}
