/** The change log's routes (backend/src/changes); the log itself is written by the KnowledgeService's unit of work. */
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DifferentialEquationModule } from '../differential-equation/differential-equation.module';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { LinkModule } from '../link/link.module';
import { PropertyModule } from '../property/property.module';
import { RelationModule } from '../relation/relation.module';
import { SpaceModule } from '../space/space.module';
import { TheoremModule } from '../theorem/theorem.module';
import { ChangesController } from './changes.controller';
import { ChangesService } from './changes.service';
import { HistoryController } from './history.controller';
import { RevertService } from './revert.service';

@Module({
  imports: [AuthModule, KnowledgeModule, SpaceModule, PropertyModule, LinkModule, TheoremModule, DifferentialEquationModule, RelationModule],
  controllers: [ChangesController, HistoryController],
  providers: [ChangesService, RevertService],
})
export class ChangesModule {}
