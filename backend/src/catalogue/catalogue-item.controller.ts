/**
 * The five routes every catalogue item has (spec section 7): list, create,
 * read, edit and delete (optionally with the version loaded, like an edit), each handed to the item's service. The space,
 * property, theorem, equation and equation-property controllers extend it
 * and add their own routes (links, the theorem filter).
 */
import { Body, Delete, Get, HttpCode, Param, Post, type Type } from '@nestjs/common';
import type { Created, Done } from '../../../kb/contract/items';
import { IdPipe } from '../http/id.pipe';
import { PathItems, type PathItem } from '../http/path-items.guard';
import { Answers, DeleteWithVersion, RefusesStaleVersion } from '../openapi/answers';
import { CreatedSchema, DoneSchema } from '../openapi/schemas/items';
import { deleteVersion } from './item-version';
import { ListOf } from '../read/list-kinds';
import type { ListKind } from '../read/list-params';

export interface CatalogueItemService<Dto, Item, Entry> {
  list(): Promise<Entry[]>;
  get(id: number): Promise<Item>;
  save(id: number | null, dto: Dto): Promise<Created>;
  /** `version`: the one the client loaded (409 when stale), or null. */
  delete(id: number, version: number | null): Promise<Done>;
}

/**
 * `kind`: how the list is searched and sorted (q, sort; README, "API");
 * `schemas`: the OpenAPI schema classes of the item and of a list entry;
 * `table`: the item's table (an unknown id in an edit's or delete's path is a 404 before the body is read).
 */
export function CatalogueItemController<Dto, Item, Entry>(dto: Type<Dto>, kind: ListKind, schemas: { item: Type<Item>; entry: Type<Entry> }, table: PathItem) {
  abstract class ItemController {
    protected abstract readonly items: CatalogueItemService<Dto, Item, Entry>;

    @Get()
    list(): Promise<Entry[]> {
      return this.items.list();
    }

    @Post()
    @HttpCode(200)
    @Answers(CreatedSchema)
    create(@Body() body: Dto): Promise<Created> {
      return this.items.save(null, body);
    }

    @Get(':id')
    @Answers(schemas.item)
    get(@Param('id', IdPipe) id: number): Promise<Item> {
      return this.items.get(id);
    }

    @Post(':id')
    @HttpCode(200)
    @Answers(CreatedSchema)
    @RefusesStaleVersion()
    @PathItems({ id: table })
    update(@Param('id', IdPipe) id: number, @Body() body: Dto): Promise<Created> {
      return this.items.save(id, body);
    }

    @Delete(':id')
    @Answers(DoneSchema)
    @DeleteWithVersion()
    @PathItems({ id: table })
    delete(@Param('id', IdPipe) id: number, @Body() body: unknown): Promise<Done> {
      return this.items.delete(id, deleteVersion(body));
    }
  }
  // TypeScript records a generic parameter's type as Object; the validation pipe needs the DTO class.
  Reflect.defineMetadata('design:paramtypes', [dto], ItemController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [Number, dto], ItemController.prototype, 'update');
  ListOf(kind, schemas.entry)(ItemController.prototype, 'list', Object.getOwnPropertyDescriptor(ItemController.prototype, 'list')!);
  return ItemController;
}
