import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An account (services in backend/src/user, owned by the accounts helper). */
@Entity({ tableName: 'user' })
export class User {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 320, unique: true })
  email!: string;

  @Property({ type: 'string', length: 500 })
  passwordHash!: string;

  /** The name public history shows (null: "editor N"); never the email. */
  @Property({ type: 'string', length: 40, nullable: true })
  displayName: string | null = null;

  @Property({ type: 'boolean' })
  isAdmin: boolean = false;

  @Property({ type: 'boolean' })
  canEdit: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
