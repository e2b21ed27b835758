import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { ListOf, THEOREMS } from '../read/list-kinds';
import { IdPipe } from '../http/id.pipe';
import { TheoremDto } from './theorem.dto';
import { TheoremService } from './theorem.service';

/** /api/theorem and /api/theorem/{id}; the list takes ?propertyId=; the form's checks are POST …/check. */
@Controller('theorem')
export class TheoremController extends CatalogueItemController(TheoremDto, THEOREMS) {
  constructor(protected readonly items: TheoremService) {
    super();
  }

  @Get()
  @ListOf(THEOREMS)
  override list(@Query('propertyId') propertyId?: string) {
    return this.items.list(propertyId === undefined ? undefined : new IdPipe().transform(propertyId));
  }

  /** Checks a new theorem (the form's payload) against the catalogue, saving nothing. */
  @Post('check')
  @HttpCode(200)
  checkNew(@Body() body: TheoremDto) {
    return this.items.check(null, body);
  }

  /** Checks an edited theorem against the other theorems, saving nothing. */
  @Post(':id/check')
  @HttpCode(200)
  checkEdit(@Param('id', IdPipe) id: number, @Body() body: TheoremDto) {
    return this.items.check(id, body);
  }
}
