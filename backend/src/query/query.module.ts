/** GET /api/query: readers' Datalog queries, run in a worker thread on a copy of the knowledge base. */
import { Module } from '@nestjs/common';
import { QueryController } from './query.controller';
import { QueryService } from './query.service';
import { QueryEntitiesService } from './query-entities.service';
import { DifferentialEquationModule } from '../differential-equation/differential-equation.module';
import { ProblemModule } from '../problem/problem.module';

@Module({ imports: [DifferentialEquationModule, ProblemModule], controllers: [QueryController], providers: [QueryService, QueryEntitiesService], exports: [QueryEntitiesService] })
export class QueryModule {}
