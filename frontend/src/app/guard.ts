/**
 * The client-side navigation guard of spec section 6: /admin needs isAdmin; any
 * path ending in add, edit or delete, and /info, need canEdit.
 */
export function allowed(pathname: string, rights: { isAdmin: boolean; canEdit: boolean }): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin' || path.startsWith('/admin/')) return rights.isAdmin;
  if (path === '/info' || /\/(add|edit|delete)$/.test(path)) return rights.canEdit;
  return true;
}
