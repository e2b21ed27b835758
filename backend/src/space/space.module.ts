import { Module } from '@nestjs/common';
import { SpaceController } from './space.controller';
import { SpaceService } from './space.service';

@Module({ controllers: [SpaceController], providers: [SpaceService], exports: [SpaceService] })
export class SpaceModule {}
