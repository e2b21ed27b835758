import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe';
import { PropertyDto } from './property.dto';
import { PropertyService } from './property.service';

@Controller('property')
export class PropertyController {
  constructor(private readonly properties: PropertyService) {}

  @Get()
  list() {
    return this.properties.list();
  }

  @Post()
  @HttpCode(200)
  create(@Body() dto: PropertyDto) {
    return this.properties.save(null, dto);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number) {
    return this.properties.get(id);
  }

  @Post(':id')
  @HttpCode(200)
  update(@Param('id', IdPipe) id: number, @Body() dto: PropertyDto) {
    return this.properties.save(id, dto);
  }

  @Delete(':id')
  delete(@Param('id', IdPipe) id: number) {
    return this.properties.delete(id);
  }
}
