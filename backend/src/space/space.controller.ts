import { Controller } from '@nestjs/common';
import { CatalogueItemController } from '../catalogue/catalogue-item.controller';
import { SpaceListEntrySchema, SpaceSchema } from '../openapi/schemas/items';
import { SPACES } from '../read/list-kinds';
import { SpaceDto } from './space.dto';
import { SpaceService } from './space.service';

/** /api/space and /api/space/{id}; the links are LinkController's. */
@Controller('space')
export class SpaceController extends CatalogueItemController(SpaceDto, SPACES, { item: SpaceSchema, entry: SpaceListEntrySchema }, 'space') {
  constructor(protected readonly items: SpaceService) {
    super();
  }
}
