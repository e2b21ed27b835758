/**
 * Which right a request needs (spec section 6): reading is open, every change
 * needs an editor, the admin area needs an admin. Login, signup and logout are
 * open so that a visitor can get a session.
 */
export type Right = 'none' | 'editor' | 'admin';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OPEN_CHANGES = new Set(['/api/user/login', '/api/user/signup', '/api/user/logout']);

export function requiredRight(method: string, path: string): Right {
  const p = normalise(path);
  if (p === '/api/admin' || p.startsWith('/api/admin/')) return 'admin';
  // Who is logged in (the navigation shows it): needs a session; every account that has one can edit.
  if (p === '/api/user/me') return 'editor';
  if (READ_METHODS.has(method.toUpperCase())) return 'none';
  if (OPEN_CHANGES.has(p)) return 'none';
  return 'editor';
}

/** Lower-cased, without the query and trailing slashes, as Express routes match it. */
function normalise(path: string): string {
  const bare = path.split('?')[0].toLowerCase().replace(/\/+$/, '');
  return bare.replace(/\/{2,}/g, '/');
}
