import { Module } from '@nestjs/common';
import { RelationModule } from '../relation/relation.module';
import { TheoremModule } from '../theorem/theorem.module';
import { PreviewController } from './preview.controller';
import { PreviewService } from './preview.service';

@Module({ imports: [TheoremModule, RelationModule], controllers: [PreviewController], providers: [PreviewService] })
export class PreviewModule {}
