/** Relations between spaces (kb/contract/relations.ts, docs/relations.md). */
import { Module } from '@nestjs/common';
import { RelationController } from './relation.controller';
import { RelationService } from './relation.service';

@Module({ controllers: [RelationController], providers: [RelationService], exports: [RelationService] })
export class RelationModule {}
