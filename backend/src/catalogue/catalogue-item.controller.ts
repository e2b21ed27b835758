/**
 * The five routes every catalogue item has (spec section 7): list, create,
 * read, edit and delete (optionally with the version loaded, like an edit), each handed to the item's service. The space,
 * property, theorem, equation and equation-property controllers extend it
 * and add their own routes (links, the theorem filter).
 */
import { Body, Delete, Get, HttpCode, Param, Post, type Type } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe';
import { deleteVersion } from './item-version';
import { ListOf } from '../read/list-kinds';
import type { ListKind } from '../read/list-params';

export interface CatalogueItemService<Dto> {
  list(): Promise<unknown>;
  get(id: number): Promise<unknown>;
  save(id: number | null, dto: Dto): Promise<{ id: number }>;
  /** `version`: the one the client loaded (409 when stale), or null. */
  delete(id: number, version: number | null): Promise<Record<string, never>>;
}

/** `kind`: how the list is searched and sorted (q, sort; README, "API"). */
export function CatalogueItemController<Dto>(dto: Type<Dto>, kind: ListKind) {
  abstract class ItemController {
    protected abstract readonly items: CatalogueItemService<Dto>;

    @Get()
    list(): Promise<unknown> {
      return this.items.list();
    }

    @Post()
    @HttpCode(200)
    create(@Body() body: Dto) {
      return this.items.save(null, body);
    }

    @Get(':id')
    get(@Param('id', IdPipe) id: number) {
      return this.items.get(id);
    }

    @Post(':id')
    @HttpCode(200)
    update(@Param('id', IdPipe) id: number, @Body() body: Dto) {
      return this.items.save(id, body);
    }

    @Delete(':id')
    delete(@Param('id', IdPipe) id: number, @Body() body: unknown) {
      return this.items.delete(id, deleteVersion(body));
    }
  }
  // TypeScript records a generic parameter's type as Object; the validation pipe needs the DTO class.
  Reflect.defineMetadata('design:paramtypes', [dto], ItemController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [Number, dto], ItemController.prototype, 'update');
  ListOf(kind)(ItemController.prototype, 'list', Object.getOwnPropertyDescriptor(ItemController.prototype, 'list')!);
  return ItemController;
}
