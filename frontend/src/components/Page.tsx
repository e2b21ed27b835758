/**
 * A page frame: breadcrumbs, the document title, and the content only once every
 * read it needs has answered 200 (spec sections 2 and 7). A failed read leaves
 * the page empty; a pending read shows nothing yet, so raw TeX never flashes.
 */
import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { plainText } from '../lib/math-segments';

interface PageProps {
  title: string;
  crumbs?: Crumb[] | (() => Crumb[]);
  queries?: UseQueryResult<unknown>[];
  children: () => ReactNode;
}

export function Page({ title, crumbs, queries = [], children }: PageProps) {
  // A refetch (after a write marked reads stale) hides the page until fresh data is in.
  const ready = queries.every((q) => q.isSuccess && !q.isFetching);
  const failed = queries.some((q) => q.isError);
  const plain = ready ? plainText(title) : '';
  useEffect(() => {
    document.title = plain ? `${plain} · Banach catalogue` : 'Banach catalogue';
  }, [plain]);
  if (!ready) return <div className="page" aria-busy={!failed} />;
  const trail = typeof crumbs === 'function' ? crumbs() : crumbs;
  return (
    <div className="page">
      {trail && <Breadcrumbs crumbs={trail} />}
      {children()}
    </div>
  );
}
