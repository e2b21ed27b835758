import { Controller, Get, Query } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { IdPipe } from '../http/id.pipe';
import { TheoremDto } from './theorem.dto';
import { TheoremService } from './theorem.service';

/** /api/theorem and /api/theorem/{id}; the list takes ?propertyId=. */
@Controller('theorem')
export class TheoremController extends CatalogueItemController(TheoremDto) {
  constructor(protected readonly items: TheoremService) {
    super();
  }

  @Get()
  override list(@Query('propertyId') propertyId?: string) {
    return this.items.list(propertyId === undefined ? undefined : new IdPipe().transform(propertyId));
  }
}
