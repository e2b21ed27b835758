import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UserController } from './user.controller';

/** Signup, login and logout; the accounts themselves live in AuthModule's UserService. */
@Module({ imports: [AuthModule], controllers: [UserController] })
export class UserModule {}
