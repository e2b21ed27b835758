/**
 * Accounts: signup consumes a single-use invite code and creates an editor;
 * login checks the password; the session code reads users back by id.
 */
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
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

  /**
   * Creates an editor and answers its session's user, as the original server
   * does. The invite code is checked first, so only a holder of a valid code
   * learns whether an email is registered (the original's messages); an email
   * that has an account is refused without spending the code.
   */
  async signup(input: SignupDto): Promise<SessionUser> {
    // Hashed before the transaction: argon2 is deliberately slow and the pool is small.
    const passwordHash = await hashPassword(input.password);
    const user = await this.em.fork().transactional(async (em) => {
      // The guarded update is the atomic consumption: of two signups racing for one
      // code, exactly one sees a row change. A refusal below rolls it back.
      const consumed = await em.nativeUpdate(InviteCode, { code: input.inviteCode, usedAt: null }, { usedAt: new Date() });
      if (consumed !== 1) throw badRequest({ inviteCode: 'Please enter a valid invite code.' });
      // "on conflict do nothing": an existing email (even one created a moment ago by a racing signup) is refused.
      const created: Array<{ id: number }> = await em.execute(
        'insert into "user" (email, password_hash, is_admin, can_edit, created_at) values (?, ?, false, true, ?) on conflict (email) do nothing returning id',
        [input.email, passwordHash, new Date()],
      );
      if (!created.length) throw badRequest({ email: 'A user with this email already exists.' });
      if (input.displayName) await this.claimDisplayName(em, created[0].id, input.displayName);
      await em.nativeUpdate(InviteCode, { code: input.inviteCode }, { usedById: created[0].id });
      return em.findOneOrFail(User, { id: created[0].id });
    });
    return this.sessionUser(user);
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

  /** Sets a new account's display name; one taken (regardless of case, even by a racing signup) is refused and the signup rolls back. */
  private async claimDisplayName(em: EntityManager, userId: number, name: string): Promise<void> {
    try {
      await em.execute('update "user" set display_name = ? where id = ?', [name, userId]);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw badRequest({ displayName: 'This display name is taken; please choose another.' });
      throw error;
    }
  }

  private sessionUser(user: User): SessionUser {
    return { id: user.id, email: user.email, isAdmin: user.isAdmin, canEdit: user.canEdit, stamp: passwordStamp(this.config.sessionSecret, user.passwordHash) };
  }
}
