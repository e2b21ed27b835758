/** Reading and writing the plain cookies the app uses (csrf, isAdmin, canEdit, showSource, mode). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Settings cookies last a year and apply to the whole site. */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}
