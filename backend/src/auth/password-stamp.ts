/**
 * A session token carries a keyed fingerprint of the account's password hash, so
 * that setting a new password (create-admin --password) ends every older session.
 * The fingerprint reveals nothing of the hash without the session secret.
 */
import { createHmac } from 'node:crypto';

export function passwordStamp(secret: string, passwordHash: string): string {
  return createHmac('sha256', secret).update(passwordHash).digest('base64url').slice(0, 22);
}
