import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiQuery } from '@nestjs/swagger';
import { SCALARS, type Scalar } from '../../../kb/contract/fields';
import { PROBLEM_STATUSES } from '../../../kb/contract/problems';
import { deleteVersion } from '../catalogue/item-version';
import { oneOf, optionalId, type Query as QueryParams } from '../discovery/query-params';
import { IdPipe, MAX_ID } from '../http/id.pipe';
import { PathItems } from '../http/path-items.guard';
import { notFound } from '../http/errors';
import { Answers, DeleteWithVersion, RefusesStaleVersion } from '../openapi/answers';
import { CreatedSchema, DoneSchema } from '../openapi/schemas/items';
import { ProblemSchema } from '../openapi/schemas/problems';
import { ProblemDto } from './problem.dto';
import { ProblemService } from './problem.service';

/** A scalar in the path: REAL or COMPLEX (any case); anything else names no mark (404). */
function scalarOf(value: string): Scalar {
  const scalar = value.toUpperCase();
  if (!(SCALARS as readonly string[]).includes(scalar)) throw notFound();
  return scalar as Scalar;
}

const SCALAR_PARAM = ApiParam({ name: 'scalar', enum: [...SCALARS], description: 'The scalar field the mark is about.' });

@Controller()
export class ProblemController {
  constructor(private readonly problems: ProblemService) {}

  @Get('problem')
  @Answers([ProblemSchema])
  @ApiQuery({ name: 'space', required: false, description: 'Only the marks of this space.', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  @ApiQuery({ name: 'property', required: false, description: 'Only the marks of this property.', schema: { type: 'integer', minimum: 1, maximum: MAX_ID } })
  @ApiQuery({ name: 'status', required: false, description: 'Only open problems or only independent pairs.', schema: { type: 'string', enum: [...PROBLEM_STATUSES] } })
  list(@Query() query: QueryParams) {
    const spaceId = optionalId(query, 'space');
    const propertyId = optionalId(query, 'property');
    const status = query.status === undefined || query.status === '' ? undefined : oneOf(query, 'status', PROBLEM_STATUSES, 'OPEN');
    return this.problems.list({ spaceId, propertyId, status });
  }

  @Post('space/:spaceId/property/:propertyId/problem/:scalar')
  @HttpCode(200)
  @SCALAR_PARAM
  @Answers(CreatedSchema)
  @RefusesStaleVersion()
  @PathItems({ spaceId: 'space', propertyId: 'property', scalar: 'scalar' })
  save(@Param('spaceId', IdPipe) spaceId: number, @Param('propertyId', IdPipe) propertyId: number, @Param('scalar') scalar: string, @Body() dto: ProblemDto) {
    return this.problems.save(spaceId, propertyId, scalarOf(scalar), dto);
  }

  @Delete('space/:spaceId/property/:propertyId/problem/:scalar')
  @SCALAR_PARAM
  @Answers(DoneSchema)
  @DeleteWithVersion()
  @PathItems({ spaceId: 'space', propertyId: 'property', scalar: 'scalar' })
  delete(@Param('spaceId', IdPipe) spaceId: number, @Param('propertyId', IdPipe) propertyId: number, @Param('scalar') scalar: string, @Body() body: unknown) {
    return this.problems.delete(spaceId, propertyId, scalarOf(scalar), deleteVersion(body));
  }
}
