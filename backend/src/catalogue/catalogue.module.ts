/** The catalogue's domains, with the knowledge base they keep in step and the backup of them all. */
import { Module } from '@nestjs/common';
import { BackupModule } from '../backup/backup.module';
import { ChangesModule } from '../changes/changes.module';
import { DiscoveryModule } from '../discovery/discovery.module';
import { DifferentialEquationModule } from '../differential-equation/differential-equation.module';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { LinkModule } from '../link/link.module';
import { PreviewModule } from '../preview/preview.module';
import { ProblemModule } from '../problem/problem.module';
import { PropertyModule } from '../property/property.module';
import { RelationModule } from '../relation/relation.module';
import { QueryModule } from '../query/query.module';
import { ReadModule } from '../read/read.module';
import { SeedModule } from '../seed/seed.module';
import { SpaceModule } from '../space/space.module';
import { TheoremModule } from '../theorem/theorem.module';

@Module({
  imports: [KnowledgeModule, ReadModule, SpaceModule, PropertyModule, ProblemModule, RelationModule, LinkModule, TheoremModule, DifferentialEquationModule, BackupModule, SeedModule, DiscoveryModule, QueryModule, PreviewModule, ChangesModule],
})
export class CatalogueModule {}
