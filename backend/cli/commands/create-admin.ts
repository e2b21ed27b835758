/**
 * `npm run cli -- create-admin --email E --password P`: creates an admin (who can
 * also edit) or promotes an existing account, setting its password when one is
 * given. Works on the database DATABASE_URL or DATA_DIR names; run it while the
 * server is stopped (the embedded database admits one process).
 */
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isEmail } from 'class-validator';
import { loadConfig } from '../../src/config/app-config';
import { openOrm } from '../../src/database/orm';
import { User } from '../../src/entities';
import { hashPassword } from '../../src/user/password';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src/user/user.dto';

const USAGE = 'Usage: npm run cli -- create-admin --email E [--password P]\n(--password is required for a new account)';

export async function run(args: string[]): Promise<void> {
  const { email, password } = parse(args);
  const { orm, close } = await openOrm(loadConfig());
  let outcome: { ok: boolean; message: string };
  try {
    outcome = await makeAdmin(orm.em.fork(), email, password);
  } finally {
    await close();
  }
  if (!outcome.ok) fail(outcome.message);
  console.log(outcome.message);
}

async function makeAdmin(em: EntityManager, email: string, password: string | undefined) {
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const existing = await em.findOne(User, { email });
  if (existing) {
    existing.isAdmin = true;
    existing.canEdit = true;
    if (passwordHash) existing.passwordHash = passwordHash;
    await em.flush();
    return { ok: true, message: `Promoted ${email} to admin${passwordHash ? ' and set the password' : ''}.` };
  }
  if (!passwordHash) return { ok: false, message: `No account ${email} exists; give --password to create it.` };
  em.create(User, { email, passwordHash, isAdmin: true, canEdit: true, createdAt: new Date() });
  await em.flush();
  return { ok: true, message: `Created admin ${email}.` };
}

function parse(args: string[]): { email: string; password?: string } {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  // Stored lower-case, as signup and login compare emails.
  const email = values.email?.trim().toLowerCase();
  if (!email) fail(`--email is required.\n${USAGE}`);
  if (email.length > 320 || !isEmail(email)) fail(`"${values.email}" is not a valid email address.`);
  const password = values.password;
  if (password !== undefined && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
    fail(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  }
  return { email, password };
}

/** A usage error: the message on stderr and a non-zero exit. */
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
