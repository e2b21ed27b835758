import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A login's server-side record: the session token names it; logout deletes it. */
@Entity({ tableName: 'session' })
export class Session {
  /** Random, 192 bits, base64url. */
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'integer' })
  userId!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
