/**
 * A delete confirmation: Delete calls the API and goes to the list page, Cancel
 * returns to the item, and a 400's general message shows in a red alert. The
 * delete sends the version the page loaded: if someone changed the item since,
 * the 409's message shows instead and nothing is deleted.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAfterWrite } from '../lib/use-after-write';
import { apiDelete, EditConflict, FormErrors } from '../lib/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from './Form';
import { MathText } from './Math';
import { Page } from './Page';
import type { Crumb } from './Breadcrumbs';

interface DeleteConfirmProps {
  question: ReactNode;
  apiPath: string;
  itemPath: string;
  listPath: string;
  /** The item's version as loaded, when it has one. */
  version?: number;
  /** Told when the delete is sent (true) and when it failed (false): what asks about the item stops asking. */
  onDeleting?: (deleting: boolean) => void;
}

export function DeleteConfirm({ question, apiPath, itemPath, listPath, version, onDeleting }: DeleteConfirmProps) {
  const navigate = useNavigate();
  const afterWrite = useAfterWrite();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    setError(undefined);
    onDeleting?.(true);
    try {
      await apiDelete(apiPath, version === undefined ? {} : { version });
      afterWrite(listPath);
    } catch (failure) {
      onDeleting?.(false);
      if (failure instanceof FormErrors) setError(failure.errors.general ?? Object.values(failure.errors)[0]);
      else if (failure instanceof EditConflict) setError(`${failure.message} Go back to the item to see what changed.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="delete-confirm">
      <p className="lead">{question}</p>
      <Alert message={error} />
      <div className="form-actions">
        <button type="button" className="button button-danger" onClick={remove} disabled={busy}>
          Delete
        </button>
        <button type="button" className="button" onClick={() => navigate(itemPath)}>
          Cancel
        </button>
      </div>
    </section>
  );
}

interface ItemDeletePageProps {
  /** The page's title and heading, e.g. 'Delete space'. */
  title: string;
  /** How the question names the item, e.g. 'the space'. */
  noun: string;
  list: Crumb;
  query: UseQueryResult<unknown>;
  name: () => string;
  apiPath: string;
  itemPath: string;
  /** Further reads the list of what goes with the item needs. */
  more?: UseQueryResult<unknown>[];
  /** What is deleted with the item (links, references): see DeletedWith. */
  deletedWith?: () => ReactNode;
}

/** The delete page of a catalogue item: its breadcrumbs, the question, what goes with it, Delete and Cancel. */
export function ItemDeletePage({ title, noun, list, query, name, apiPath, itemPath, more = [], deletedWith }: ItemDeletePageProps) {
  return (
    <Page title={title} crumbs={() => [list, { label: name(), to: itemPath }, { label: 'Delete' }]} queries={[query, ...more]}>
      {() => (
        <>
          <h1>{title}</h1>
          <DeleteConfirm
            question={
              <>
                Do you really want to delete {noun} <MathText text={name()} />?
              </>
            }
            apiPath={apiPath}
            itemPath={itemPath}
            listPath={list.to!}
            version={loadedVersion(query.data)}
          />
          {deletedWith?.()}
        </>
      )}
    </Page>
  );
}

function loadedVersion(item: unknown): number | undefined {
  const version = (item as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}
