/** Log in, sign up and log out (spec section 7, User). The csrf cookie is fetched first if missing. */
import { FormErrors, apiPost, ensureCsrfCookie } from '../../../lib/api-client';

export async function logIn(email: string, password: string): Promise<void> {
  await ensureCsrfCookie();
  await apiPost('/api/user/login', { email, password });
}

/**
 * Signup answers alike whether or not the email already had an account (so it
 * cannot be used to find out), and opens no session: the new editor is logged
 * in with the same email and password right after.
 */
export async function signUp(input: { email: string; password: string; inviteCode: string; license: boolean }): Promise<void> {
  await ensureCsrfCookie();
  await apiPost('/api/user/signup', input);
  try {
    await apiPost('/api/user/login', { email: input.email, password: input.password });
  } catch (error) {
    if (!(error instanceof FormErrors)) throw error;
    throw new FormErrors({ general: 'The invite code is used. If this email already had an account, log in with its password.' });
  }
}

export async function logOut(): Promise<void> {
  await apiPost('/api/user/logout');
}
