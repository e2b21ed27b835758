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
    interface Request {
      /** The session's user, set by RightsGuard on the routes that need one. */
      user?: SessionUser;
    }
  }
}
