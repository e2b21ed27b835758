/** The user a valid session resolves to, read from the database on every authenticated request. */
export interface SessionUser {
  id: number;
  email: string;
  isAdmin: boolean;
  canEdit: boolean;
  /** passwordStamp() of the current password hash. */
  stamp: string;
}

/** The claims of the signed session token. */
export interface SessionClaims {
  sub: number;
  /** The server-side session (SessionService); logout deletes it. */
  sid: string;
  stamp: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /**
     * `req.user`: the session's user, set by RightsGuard on the routes that need one. Passport types it as
     * Express.User, so ours extends that (a second declaration of Request.user would clash with passport's
     * whenever its types are read first).
     */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
