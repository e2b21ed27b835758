import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A single-use invite code for signup. */
@Entity({ tableName: 'invite_code' })
export class InviteCode {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  code!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  usedById: number | null = null;
}
