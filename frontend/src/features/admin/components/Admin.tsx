/** /admin: export, import, invite codes, the compute report (spaces, then equations), and links to the redundant theorems of both kinds. */
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { Alert } from '../../../components/Form';
import { FormErrors } from '../../../lib/api-client';
import { useAfterWrite } from '../../../lib/use-after-write';
import { COMPUTE_SUMMARY, computeSummary, createInvite, exportBackup, importBackup, type ReportSummary } from '../api/admin';
import { backupEntries, entries } from '../api/backup-entries';
import { ComputeReport } from './ComputeReport';
import { EquationComputeReport } from './EquationComputeReport';

export function Admin() {
  const afterWrite = useAfterWrite();
  const queryClient = useQueryClient();
  const fileId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [importError, setImportError] = useState<string>();
  /** A parsed file waiting for the admin's confirmation, with both sides' entry counts. */
  const [pending, setPending] = useState<{ backup: unknown; current: number; incoming: number }>();
  const [invite, setInvite] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [report, setReport] = useState<ReportSummary>();
  const [busy, setBusy] = useState<string>();

  // The server assembles the report once per catalogue version (at π-Base scale, about a
  // second the first time): asked for as the page opens, a click usually finds it ready.
  useEffect(() => {
    void queryClient.prefetchQuery({ queryKey: [COMPUTE_SUMMARY], queryFn: computeSummary }).catch(() => undefined);
  }, [queryClient]);

  async function runExport() {
    setBusy('export');
    try {
      const { name, blob } = await exportBackup();
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = name;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      // spec section 8: statuses other than 400 are ignored.
    } finally {
      setBusy(undefined);
    }
  }

  /** Import first says what it replaces: the catalogue's entries by the file's. */
  async function askImport() {
    const chosen = file.current?.files?.[0];
    setImportError(undefined);
    setPending(undefined);
    if (!chosen) {
      setImportError('Please choose a backup file.');
      return;
    }
    let backup: unknown;
    try {
      backup = JSON.parse(await chosen.text());
    } catch {
      setImportError('The file is not valid JSON.');
      return;
    }
    setBusy('import');
    try {
      const current = backupEntries(JSON.parse(await (await exportBackup()).blob.text()));
      setPending({ backup, current, incoming: backupEntries(backup) });
    } catch {
      // spec section 8: statuses other than 400 are ignored.
    } finally {
      setBusy(undefined);
    }
  }

  async function runImport() {
    if (!pending) return;
    const { backup } = pending;
    setPending(undefined);
    setBusy('import');
    try {
      await importBackup(backup);
      afterWrite('/space');
    } catch (failure) {
      if (failure instanceof FormErrors) setImportError(failure.errors.general ?? Object.values(failure.errors)[0]);
    } finally {
      setBusy(undefined);
    }
  }

  async function runInvite() {
    setBusy('invite');
    setCopied(false);
    try {
      setInvite((await createInvite()).code);
    } catch {
      // ignored, spec section 8
    } finally {
      setBusy(undefined);
    }
  }

  async function runCompute() {
    setBusy('compute');
    try {
      // Fresh each click (revalidated by its ETag); the pages of an earlier report are dropped.
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/compute/rows') });
      setReport(await queryClient.fetchQuery({ queryKey: [COMPUTE_SUMMARY], queryFn: computeSummary, staleTime: 0 }));
    } catch {
      // ignored, spec section 8
    } finally {
      setBusy(undefined);
    }
  }

  async function copyInvite() {
    if (!invite) return;
    try {
      await navigator.clipboard.writeText(invite);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <Page title="Admin" crumbs={[{ label: 'Admin' }]}>
      {() => (
        <>
          <h1>Admin</h1>
          <div className="admin-grid">
            <section className="card" aria-labelledby="admin-export">
              <h2 id="admin-export">Export</h2>
              <p className="muted">Download the whole catalogue as a JSON backup.</p>
              <button type="button" className="button button-primary" onClick={runExport} disabled={busy === 'export'}>
                Export
              </button>
            </section>
            <section className="card" aria-labelledby="admin-import">
              <h2 id="admin-import">Import</h2>
              <p className="muted">Replace the catalogue with a backup file.</p>
              <div className="form-field">
                <label htmlFor={fileId}>Backup file</label>
                <input id={fileId} ref={file} type="file" accept="application/json,.json" />
              </div>
              <Alert message={importError} />
              {pending ? (
                <div className="import-confirm" role="group" aria-labelledby="import-question">
                  <p id="import-question">
                    Import replaces the whole catalogue: its {entries(pending.current)} will be replaced by the file's{' '}
                    {entries(pending.incoming)}.
                  </p>
                  <div className="form-actions">
                    <button type="button" className="button button-danger" onClick={runImport}>
                      Replace the catalogue
                    </button>
                    <button type="button" className="button" onClick={() => setPending(undefined)}>
                      Cancel
                    </button>
                  </div>
                </div>
              ) : (
                <button type="button" className="button button-primary" onClick={askImport} disabled={busy === 'import'}>
                  Import
                </button>
              )}
            </section>
            <section className="card" aria-labelledby="admin-invite">
              <h2 id="admin-invite">Invite code</h2>
              <p className="muted">Create a code a new editor signs up with.</p>
              <button type="button" className="button button-primary" onClick={runInvite} disabled={busy === 'invite'}>
                Create invite code
              </button>
              {invite && (
                <p className="invite">
                  <code data-testid="invite-code">{invite}</code>{' '}
                  <button type="button" className="button button-small" onClick={copyInvite}>
                    {copied ? 'Copied' : 'Copy'}
                  </button>
                </p>
              )}
            </section>
            <section className="card" aria-labelledby="admin-compute">
              <h2 id="admin-compute">Compute</h2>
              <p className="muted">Derive every property the theorems give, from the stored links.</p>
              <button type="button" className="button button-primary" onClick={runCompute} disabled={busy === 'compute'}>
                Compute
              </button>
            </section>
            <section className="card" aria-labelledby="admin-redundant">
              <h2 id="admin-redundant">Redundant theorems</h2>
              <p className="muted">Theorems that already follow from the others, with their derivations.</p>
              <Link to="/admin/redundant-theorems" className="button">
                List redundant theorems
              </Link>{' '}
              <Link to="/admin/redundant-equation-theorems" className="button">
                List redundant equation theorems
              </Link>
            </section>
          </div>
          {report && <ComputeReport summary={report} />}
          {report && <EquationComputeReport />}
        </>
      )}
    </Page>
  );
}
