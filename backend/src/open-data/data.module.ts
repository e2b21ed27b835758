import { Module } from '@nestjs/common';
import { DataController } from './data.controller';
import { DataService } from './data.service';

/** The public, read-only data download. */
@Module({ controllers: [DataController], providers: [DataService] })
export class DataModule {}
