/**
 * A page frame: breadcrumbs, the document title, and the content only once every
 * read it needs has answered 200 (spec sections 2 and 7). A read answering 404
 * (an unknown id) shows Not found; any other failed read leaves the page empty;
 * a pending read shows nothing yet, so raw TeX never flashes.
 */
import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { readableText } from '../lib/readable-text';
import { useKatex } from '../lib/katex';
import { isMissing } from '../lib/api-client';
import { NOT_FOUND_TITLE, NotFoundContent } from './NotFoundContent';

interface PageProps {
  title: string;
  crumbs?: Crumb[] | (() => Crumb[]);
  queries?: UseQueryResult<unknown>[];
  children: () => ReactNode;
}

export function Page({ title, crumbs, queries = [], children }: PageProps) {
  const katex = useKatex();
  // Every state is read on every render (no short cut): TanStack Query re-renders
  // only for the fields a render has read.
  const states = [katex, ...queries].map((q) => ({ success: q.isSuccess, fetching: q.isFetching, error: q.isError }));
  // A refetch (after a write marked reads stale) hides the page until fresh data is in.
  const ready = states.every((q) => q.success && !q.fetching);
  const failed = states.some((q) => q.error);
  const missing = queries.some((q) => isMissing(q.error));
  const plain = missing ? NOT_FOUND_TITLE : ready ? readableText(title) : '';
  useEffect(() => {
    document.title = plain ? `${plain} · Banach catalogue` : 'Banach catalogue';
  }, [plain]);
  if (missing) {
    return (
      <div className="page">
        <Breadcrumbs crumbs={[{ label: NOT_FOUND_TITLE }]} />
        <NotFoundContent />
      </div>
    );
  }
  if (!ready) return <div className="page" aria-busy={!failed} />;
  const trail = typeof crumbs === 'function' ? crumbs() : crumbs;
  return (
    <div className="page">
      {trail && <Breadcrumbs crumbs={trail} />}
      {children()}
    </div>
  );
}
