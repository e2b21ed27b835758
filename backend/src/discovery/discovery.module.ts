/** Search, compare, implications and open questions (issue 11): reads only, served from the knowledge base and a cache of texts. */
import { Module } from '@nestjs/common';
import { DifferentialEquationModule } from '../differential-equation/differential-equation.module';
import { ProblemModule } from '../problem/problem.module';
import { QueryModule } from '../query/query.module';
import { CatalogueTexts } from './catalogue-texts.service';
import { DiscoveryController } from './discovery.controller';
import { SearchController } from './search.controller';

@Module({
  imports: [ProblemModule, DifferentialEquationModule, QueryModule],
  controllers: [SearchController, DiscoveryController],
  providers: [CatalogueTexts],
})
export class DiscoveryModule {}
