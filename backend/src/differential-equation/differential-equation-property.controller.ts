import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { IdPipe } from '../http/id.pipe';
import { DifferentialEquationPropertyDto } from './differential-equation.dto';
import { DifferentialEquationLinkService } from './differential-equation-link.service';
import { DifferentialEquationPropertyService } from './differential-equation-property.service';

/** Registered before the equation controller: `property` is not an equation id. */
@Controller('differential-equation/property')
export class DifferentialEquationPropertyController {
  constructor(
    private readonly properties: DifferentialEquationPropertyService,
    private readonly links: DifferentialEquationLinkService,
  ) {}

  @Get()
  list() {
    return this.properties.list();
  }

  @Post()
  @HttpCode(200)
  create(@Body() dto: DifferentialEquationPropertyDto) {
    return this.properties.save(null, dto);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number) {
    return this.properties.get(id);
  }

  @Post(':id')
  @HttpCode(200)
  update(@Param('id', IdPipe) id: number, @Body() dto: DifferentialEquationPropertyDto) {
    return this.properties.save(id, dto);
  }

  @Delete(':id')
  delete(@Param('id', IdPipe) id: number) {
    return this.properties.delete(id);
  }

  @Get(':id/differential-equation')
  equations(@Param('id', IdPipe) id: number) {
    return this.links.propertyEquations(id);
  }
}
