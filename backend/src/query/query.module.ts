/** GET /api/query: readers' Datalog queries, run in a worker thread on a copy of the knowledge base. */
import { Module } from '@nestjs/common';
import { QueryController } from './query.controller';
import { QueryService } from './query.service';

@Module({ controllers: [QueryController], providers: [QueryService] })
export class QueryModule {}
