/** Search, compare, implications and open questions (issue 11): reads only, served from the knowledge base and a cache of texts. */
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CatalogueTexts } from './catalogue-texts.service';
import { CatalogueWrites } from './catalogue-writes';
import { DiscoveryController } from './discovery.controller';
import { SearchController } from './search.controller';

@Module({
  controllers: [SearchController, DiscoveryController],
  providers: [CatalogueWrites, { provide: APP_INTERCEPTOR, useExisting: CatalogueWrites }, CatalogueTexts],
})
export class DiscoveryModule {}
