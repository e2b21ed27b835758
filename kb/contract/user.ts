/** The account routes (spec section 7): what login, me and an invite answer. */

/** POST /api/user/login: the rights of the session just opened (also set as the canEdit/isAdmin cookies). */
export interface SessionRights { isAdmin: boolean; canEdit: boolean }

/** GET /api/user/me: the signed-in account. */
export interface Me { email: string; role: 'admin' | 'editor' }

/** POST /api/admin/invite: a new single-use invite code. */
export interface Invite { code: string }
