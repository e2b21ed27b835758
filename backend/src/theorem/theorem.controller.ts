import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiQuery } from '@nestjs/swagger';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { ListOf, THEOREMS } from '../read/list-kinds';
import { IdPipe, MAX_ID } from '../http/id.pipe';
import { PathItems } from '../http/path-items.guard';
import { Answers } from '../openapi/answers';
import { ErrorsSchema } from '../openapi/schemas/errors';
import { TheoremSchema } from '../openapi/schemas/items';
import { TheoremCheckSchema } from '../openapi/schemas/theorem-checks';
import { TheoremDto } from './theorem.dto';
import { TheoremService } from './theorem.service';

/** /api/theorem and /api/theorem/{id}; the list takes ?propertyId=; the form's checks are POST …/check. */
@Controller('theorem')
export class TheoremController extends CatalogueItemController(TheoremDto, THEOREMS, { item: TheoremSchema, entry: TheoremSchema }, 'theorem') {
  constructor(protected readonly items: TheoremService) {
    super();
  }

  @Get()
  @ListOf(THEOREMS, TheoremSchema)
  @ApiQuery({ name: 'propertyId', required: false, description: 'Only the theorems with a condition or conclusion on this property (404 when unknown).', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  @ApiNotFoundResponse({ type: ErrorsSchema, description: 'No property has this propertyId.' })
  override list(@Query('propertyId') propertyId?: string) {
    return this.items.list(propertyId === undefined ? undefined : new IdPipe().transform(propertyId));
  }

  /** Checks a new theorem (the form's payload) against the catalogue, saving nothing. */
  @Post('check')
  @HttpCode(200)
  @Answers(TheoremCheckSchema)
  checkNew(@Body() body: TheoremDto) {
    return this.items.check(null, body);
  }

  /** Checks an edited theorem against the other theorems, saving nothing. */
  @Post(':id/check')
  @HttpCode(200)
  @Answers(TheoremCheckSchema)
  @PathItems({ id: 'theorem' })
  checkEdit(@Param('id', IdPipe) id: number, @Body() body: TheoremDto) {
    return this.items.check(id, body);
  }
}
