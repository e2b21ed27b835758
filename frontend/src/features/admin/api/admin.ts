/** The admin calls (spec section 7, Admin): export, import, invite codes and compute. */
import { apiPost, ReadError } from '../../../lib/api-client';
import type { ComputeReport } from '../../../lib/types';

/** The backup as a file named backup_<ISO timestamp>.json. */
export async function exportBackup(): Promise<{ name: string; blob: Blob }> {
  const response = await fetch('/api/admin/export', { credentials: 'same-origin' });
  if (response.status !== 200) throw new ReadError(response.status);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return { name: named ?? `backup_${new Date().toISOString()}.json`, blob: await response.blob() };
}

export const importBackup = (backup: unknown) => apiPost('/api/admin/import', backup);
export const createInvite = () => apiPost<{ code: string }>('/api/admin/invite');
export const compute = () => apiPost<ComputeReport>('/api/admin/compute');
