/**
 * Server-side sessions (table `session`): login and signup open one, logout
 * ends it, and every authenticated request must name one that still exists and
 * has not expired, so a token copied before a logout is refused after it.
 */
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../entities';
import { SESSION_DAYS } from './session-cookies';

const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{32}$/;

@Injectable()
export class SessionService {
  constructor(private readonly em: EntityManager) {}

  /** A new session for the user; expired ones of anybody are swept out on the way. */
  async open(userId: number): Promise<string> {
    const em = this.em.fork();
    const now = new Date();
    await em.nativeDelete(Session, { expiresAt: { $lte: now } });
    const session = em.create(Session, {
      id: randomBytes(24).toString('base64url'),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000),
    });
    await em.flush();
    return session.id;
  }

  /** Whether the session exists, belongs to the user and has not expired. */
  async isOpen(sessionId: unknown, userId: number): Promise<boolean> {
    if (typeof sessionId !== 'string' || !SESSION_ID_SHAPE.test(sessionId)) return false;
    return (await this.em.fork().count(Session, { id: sessionId, userId, expiresAt: { $gt: new Date() } })) === 1;
  }

  async end(sessionId: unknown): Promise<void> {
    if (typeof sessionId !== 'string' || !SESSION_ID_SHAPE.test(sessionId)) return;
    await this.em.fork().nativeDelete(Session, { id: sessionId });
  }
}
