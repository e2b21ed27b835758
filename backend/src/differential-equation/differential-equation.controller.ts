import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe';
import { DifferentialEquationDto, DifferentialEquationLinkDto } from './differential-equation.dto';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationService } from './differential-equation.service';

@Controller('differential-equation')
export class DifferentialEquationController {
  constructor(
    private readonly equations: DifferentialEquationService,
    private readonly links: DifferentialEquationLinkService,
  ) {}

  @Get()
  list() {
    return this.equations.list();
  }

  @Post()
  @HttpCode(200)
  create(@Body() dto: DifferentialEquationDto) {
    return this.equations.save(null, dto);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number) {
    return this.equations.get(id);
  }

  @Post(':id')
  @HttpCode(200)
  update(@Param('id', IdPipe) id: number, @Body() dto: DifferentialEquationDto) {
    return this.equations.save(id, dto);
  }

  @Delete(':id')
  delete(@Param('id', IdPipe) id: number) {
    return this.equations.delete(id);
  }

  @Get(':id/property')
  properties(@Param('id', IdPipe) id: number, @Query('unlinked') unlinked?: unknown) {
    return unlinked === 'true' ? this.links.unlinkedProperties(id) : this.links.equationProperties(id);
  }

  @Get(':id/property/:propertyId')
  getLink(@Param('id', IdPipe) id: number, @Param('propertyId', IdPipe) propertyId: number) {
    return this.links.get(id, propertyId);
  }

  @Post(':id/property/:propertyId')
  @HttpCode(200)
  saveLink(@Param('id', IdPipe) id: number, @Param('propertyId', IdPipe) propertyId: number, @Body() dto: DifferentialEquationLinkDto) {
    return this.links.save(id, propertyId, dto);
  }

  @Delete(':id/property/:propertyId')
  deleteLink(@Param('id', IdPipe) id: number, @Param('propertyId', IdPipe) propertyId: number) {
    return this.links.delete(id, propertyId);
  }
}
