/** The admin calls (spec section 7, Admin): export, import, invite codes, and the compute report (read in pages; the spec's POST /api/admin/compute sends all of it at once). */
import type { ReportRow, ReportSummary, RowFilter } from '@contract';
import { apiGet, apiPost, ReadError } from '../../../lib/api-client';

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

export type { ReportRow, ReportSummary };
export type ReportFilter = Pick<RowFilter, 'space' | 'property' | 'theorem'>;
export interface ReportPage { total: number; offset: number; limit: number; rows: ReportRow[] }

export const COMPUTE_SUMMARY = '/api/admin/compute/summary';
export const computeSummary = () => apiGet<ReportSummary>(COMPUTE_SUMMARY);

function filterParams(filter: ReportFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['space', 'property', 'theorem'] as const) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

export function computeRowsPath(filter: ReportFilter, offset: number, limit: number): string {
  const params = filterParams(filter);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return `/api/admin/compute/rows?${params}`;
}

/** A plain link: the browser downloads the file with the session cookie, nothing is held in memory. */
export function computeDownloadPath(format: 'csv' | 'json', filter: ReportFilter): string {
  const params = filterParams(filter);
  params.set('format', format);
  return `/api/admin/compute/download?${params}`;
}
