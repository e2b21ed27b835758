import { Module } from '@nestjs/common';
import { TheoremModule } from '../theorem/theorem.module';
import { PreviewController } from './preview.controller';
import { PreviewService } from './preview.service';

@Module({ imports: [TheoremModule], controllers: [PreviewController], providers: [PreviewService] })
export class PreviewModule {}
