import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe';
import { TheoremDto } from './theorem.dto';
import { TheoremService } from './theorem.service';

@Controller('theorem')
export class TheoremController {
  constructor(private readonly theorems: TheoremService) {}

  @Get()
  list(@Query('propertyId') propertyId?: string) {
    return this.theorems.list(propertyId === undefined ? undefined : new IdPipe().transform(propertyId));
  }

  @Post()
  @HttpCode(200)
  create(@Body() dto: TheoremDto) {
    return this.theorems.save(null, dto);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number) {
    return this.theorems.get(id);
  }

  @Post(':id')
  @HttpCode(200)
  update(@Param('id', IdPipe) id: number, @Body() dto: TheoremDto) {
    return this.theorems.save(id, dto);
  }

  @Delete(':id')
  delete(@Param('id', IdPipe) id: number) {
    return this.theorems.delete(id);
  }
}
