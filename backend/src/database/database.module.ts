/**
 * The ORM for the Nest app. The database itself is opened before Nest starts
 * (main.ts) so it can be stopped after Nest has closed the ORM. Anything that
 * reads tables at start-up injects MigratedDatabase, which exists only once
 * the migrations have run. The request context is main.ts's lazy one
 * (request-context.ts) rather than the module's eager middleware.
 */
import { DynamicModule, Global, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ormOptions } from './orm-options';

export class MigratedDatabase {}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(clientUrl: string, poolSize: number): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...ormOptions(clientUrl, poolSize), registerRequestContext: false })],
      providers: [
        {
          provide: MigratedDatabase,
          inject: [MikroORM],
          useFactory: async (orm: MikroORM) => {
            await orm.getMigrator().up();
            return new MigratedDatabase();
          },
        },
      ],
      exports: [MigratedDatabase],
    };
  }
}
