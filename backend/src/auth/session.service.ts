/**
 * Server-side sessions (table `session`): login and signup open one, logout
 * ends it, and every authenticated request must name one that still exists and
 * has not expired, so a token copied before a logout is refused after it.
 * A session found open is trusted for CHECKED_FOR_MS before it is looked up
 * again (with its user), so a burst of requests costs one lookup; logout
 * forgets it at once on this instance, other instances within that time.
 * Requests that find it unchecked while a lookup of it is under way wait for
 * that lookup rather than start their own (under load a lookup takes long
 * enough that every request arriving meanwhile used to make its own two
 * queries); a logout forgets the lookup too, so a request after it looks again.
 */
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../entities';
import { SESSION_DAYS } from './session-cookies';
import type { SessionUser } from './session-user';

const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{32}$/;
/** How long a session found open (and its user as read then) is trusted without a lookup; below the 2 s catalogue version poll. */
const CHECKED_FOR_MS = 1000;
/** Past this many remembered sessions, the stale ones are swept out. */
const MAX_CHECKED = 10_000;

@Injectable()
export class SessionService {
  /** Logouts so far: a lookup that a logout overlapped does not remember what it saw. */
  private endings = 0;
  private readonly checked = new Map<string, { userId: number; user: SessionUser; at: number }>();
  /** Lookups under way, by session id: requests for the same session and user share one. */
  private readonly lookups = new Map<string, { userId: number; user: Promise<SessionUser | null> }>();

  constructor(private readonly em: EntityManager) {}

  /**
   * The user of an open session (`read` reads the user's current rights), or
   * null when the session is not open or the user is gone; remembered for
   * CHECKED_FOR_MS.
   */
  async openSessionUser(sessionId: unknown, userId: number, read: () => Promise<SessionUser | null>): Promise<SessionUser | null> {
    const now = Date.now();
    const seen = typeof sessionId === 'string' ? this.checked.get(sessionId) : undefined;
    if (seen && seen.userId === userId && now - seen.at < CHECKED_FOR_MS) return { ...seen.user };
    if (typeof sessionId !== 'string') return this.lookUp(sessionId, userId, read, now);
    const under = this.lookups.get(sessionId);
    if (under && under.userId === userId) {
      const user = await under.user;
      return user && { ...user };
    }
    const user = this.lookUp(sessionId, userId, read, now);
    const lookup = { userId, user };
    this.lookups.set(sessionId, lookup);
    const forget = () => {
      if (this.lookups.get(sessionId) === lookup) this.lookups.delete(sessionId);
    };
    user.then(forget, forget);
    const found = await user;
    return found && { ...found };
  }

  /** Reads whether the session is open and its user now, and remembers them when open. */
  private async lookUp(sessionId: unknown, userId: number, read: () => Promise<SessionUser | null>, now: number): Promise<SessionUser | null> {
    const endings = this.endings;
    // Both at once: one wait instead of two.
    const [open, user] = await Promise.all([this.isOpen(sessionId, userId), read()]);
    if (!open || !user) return null;
    if (this.checked.size >= MAX_CHECKED) for (const [id, entry] of this.checked) if (now - entry.at >= CHECKED_FOR_MS) this.checked.delete(id);
    // A logout meanwhile may have ended this very session after it was seen open.
    if (this.checked.size < MAX_CHECKED && endings === this.endings) this.checked.set(sessionId as string, { userId, user: { ...user }, at: now });
    return user;
  }

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
    this.endings++;
    this.checked.delete(sessionId);
    this.lookups.delete(sessionId);
    await this.em.fork().nativeDelete(Session, { id: sessionId });
    // A lookup that began before the delete and ended after it does not remember (see endings); clear once more anyway.
    this.endings++;
    this.checked.delete(sessionId);
    this.lookups.delete(sessionId);
  }
}
