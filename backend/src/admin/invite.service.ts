/** Invite codes: 144 random bits, URL-safe, stored until a signup consumes them. */
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { InviteCode } from '../entities';

@Injectable()
export class InviteService {
  constructor(private readonly em: EntityManager) {}

  async create(): Promise<string> {
    const em = this.em.fork();
    const invite = em.create(InviteCode, { code: randomBytes(18).toString('base64url'), createdAt: new Date(), usedAt: null, usedById: null });
    await em.flush();
    return invite.code;
  }
}
