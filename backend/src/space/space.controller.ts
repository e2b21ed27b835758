import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe';
import { SpaceDto } from './space.dto';
import { SpaceService } from './space.service';

@Controller('space')
export class SpaceController {
  constructor(private readonly spaces: SpaceService) {}

  @Get()
  list() {
    return this.spaces.list();
  }

  @Post()
  @HttpCode(200)
  create(@Body() dto: SpaceDto) {
    return this.spaces.save(null, dto);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number) {
    return this.spaces.get(id);
  }

  @Post(':id')
  @HttpCode(200)
  update(@Param('id', IdPipe) id: number, @Body() dto: SpaceDto) {
    return this.spaces.save(id, dto);
  }

  @Delete(':id')
  delete(@Param('id', IdPipe) id: number) {
    return this.spaces.delete(id);
  }
}
