/**
 * Accounts: signup consumes a single-use invite code and creates an editor;
 * login checks the password; the session code reads users back by id.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { passwordStamp } from '../auth/password-stamp';
import { AppConfig } from '../config/app-config';
import { InviteCode, User } from '../entities';
import { badRequest } from '../http/errors';
import type { SessionUser } from '../auth/session-user';
import type { LoginDto, SignupDto } from './user.dto';
import { decoyHash, hashPassword, verifyPassword } from './password';

@Injectable()
export class UserService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async signup(input: SignupDto): Promise<SessionUser> {
    // Hashed before the transaction: argon2 is deliberately slow and the pool is small.
    const passwordHash = await hashPassword(input.password);
    return this.em.fork().transactional(async (em) => {
      if (await em.count(User, { email: input.email })) {
        throw badRequest({ email: 'An account with this email already exists.' });
      }
      // The guarded update is the atomic consumption: of two signups racing for one
      // code, exactly one sees a row change.
      const consumed = await em.nativeUpdate(InviteCode, { code: input.inviteCode, usedAt: null }, { usedAt: new Date() });
      if (consumed !== 1) throw badRequest({ inviteCode: 'This invite code is not valid or has already been used.' });
      const user = em.create(User, { email: input.email, passwordHash, isAdmin: false, canEdit: true, createdAt: new Date() });
      await em.flush();
      await em.nativeUpdate(InviteCode, { code: input.inviteCode }, { usedById: user.id });
      return this.sessionUser(user);
    });
  }

  async login(input: LoginDto): Promise<SessionUser> {
    const user = await this.em.fork().findOne(User, { email: input.email });
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
    if (!user || !valid) throw badRequest({ general: 'Invalid email or password.' });
    return this.sessionUser(user);
  }

  /** The current rights of a session's user, or null when the account is gone. */
  async findSessionUser(id: number): Promise<SessionUser | null> {
    const user = await this.em.fork().findOne(User, { id });
    return user ? this.sessionUser(user) : null;
  }

  private sessionUser(user: User): SessionUser {
    return { id: user.id, email: user.email, isAdmin: user.isAdmin, canEdit: user.canEdit, stamp: passwordStamp(this.config.sessionSecret, user.passwordHash) };
  }
}
