/**
 * The frame of an item's add and edit pages and of their form: the fields
 * given, then the references, a conflict notice when someone saved the item
 * after the form loaded it, and the form's actions.
 */
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Reference } from '@contract';
import type { ItemFormState } from '../lib/use-item-form';
import type { Crumb } from './Breadcrumbs';
import { ConflictNotice } from './ConflictNotice';
import { FormActions } from './Form';
import { Page } from './Page';
import { ReferencesEditor } from './references/ReferencesEditor';

interface Versioned {
  id: number;
  version: number;
}

interface ItemFormProps<T extends Versioned, V extends { references: Reference[] }> {
  form: ItemFormState<T, V>;
  /** Where Cancel goes. */
  cancelTo: string;
  children: ReactNode;
}

export function ItemForm<T extends Versioned, V extends { references: Reference[] }>({ form, cancelTo, children }: ItemFormProps<T, V>) {
  const navigate = useNavigate();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      noValidate
      className="item-form"
    >
      {children}
      <ReferencesEditor references={form.values.references} onChange={form.bind('references').onChange} errors={form.errors} />
      <ConflictNotice
        conflict={form.conflict}
        busy={form.busy}
        onReview={() => form.review(form.conflict!.current as T)}
        onOverwrite={() => form.submit((form.conflict!.current as T).version)}
      />
      <FormActions busy={form.busy} onCancel={() => navigate(cancelTo)} />
    </form>
  );
}

/** An add page: the list it belongs to, the title (its last crumb, unless `crumb` is shorter), the form. */
export function ItemAddPage({ title, crumb = title, list, children }: { title: string; crumb?: string; list: Crumb; children: ReactNode }) {
  return (
    <Page title={title} crumbs={[list, { label: crumb }]}>
      {() => (
        <>
          <h1>{title}</h1>
          {children}
        </>
      )}
    </Page>
  );
}

interface ItemEditPageProps<T> {
  title: string;
  list: Crumb;
  /** Reads the item of the route's id. */
  useItem: (id: string) => UseQueryResult<T>;
  /** The item's name in the breadcrumbs and the path of its page. */
  crumb: (item: T, id: string) => Crumb;
  children: (item: T) => ReactNode;
}

/** An edit page: shown once the item of the route's id is read. */
export function ItemEditPage<T>({ title, list, useItem, crumb, children }: ItemEditPageProps<T>) {
  const { id = '' } = useParams();
  const item = useItem(id);
  return (
    <Page title={title} crumbs={() => [list, crumb(item.data!, id), { label: 'Edit' }]} queries={[item]}>
      {() => (
        <>
          <h1>{title}</h1>
          {children(item.data!)}
        </>
      )}
    </Page>
  );
}
