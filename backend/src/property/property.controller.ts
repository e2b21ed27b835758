import { Controller } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { PropertySchema, PropertySummarySchema } from '../openapi/schemas/items';
import { PROPERTIES } from '../read/list-kinds';
import { PropertyDto } from './property.dto';
import { PropertyService } from './property.service';

/** /api/property and /api/property/{id}; the links are LinkController's. */
@Controller('property')
export class PropertyController extends CatalogueItemController(PropertyDto, PROPERTIES, { item: PropertySchema, entry: PropertySummarySchema }, 'property') {
  constructor(protected readonly items: PropertyService) {
    super();
  }
}
