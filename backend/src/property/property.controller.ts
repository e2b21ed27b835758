import { Controller } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { PropertyDto } from './property.dto';
import { PropertyService } from './property.service';

/** /api/property and /api/property/{id}; the links are LinkController's. */
@Controller('property')
export class PropertyController extends CatalogueItemController(PropertyDto) {
  constructor(protected readonly items: PropertyService) {
    super();
  }
}
