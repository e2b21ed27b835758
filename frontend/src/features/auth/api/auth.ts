/** Log in, sign up and log out (spec section 7, User). The csrf cookie is fetched first if missing. */
import { apiPost, ensureCsrfCookie } from '../../../lib/api-client';

export async function logIn(email: string, password: string): Promise<void> {
  await ensureCsrfCookie();
  await apiPost('/api/user/login', { email, password });
}

/** Signup opens the session as login does (the server sets the session and rights cookies). */
export async function signUp(input: { email: string; password: string; inviteCode: string; displayName: string | null; license: boolean }): Promise<void> {
  await ensureCsrfCookie();
  await apiPost('/api/user/signup', input);
}

export async function logOut(): Promise<void> {
  await apiPost('/api/user/logout');
}
