/** A list page of the catalogue: its items as links (names may hold math), and the Add footer for editors. */
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Page } from './Page';
import { MathText } from './Math';
import { EditorFooter } from './EditorFooter';

interface ItemListPageProps<T> {
  title: string;
  query: UseQueryResult<T[]>;
  label: (item: T) => string;
  path: (item: T) => string;
  add: { label: string; to: string };
  className?: string;
}

export function ItemListPage<T extends { id: number }>({ title, query, label, path, add, className }: ItemListPageProps<T>) {
  return (
    <Page title={title} crumbs={[{ label: title }]} queries={[query]}>
      {() => (
        <>
          <h1>{title}</h1>
          <ul className={className ? `item-list ${className}` : 'item-list'}>
            {query.data!.map((item) => (
              <li key={item.id}>
                <Link to={path(item)}>
                  <MathText text={label(item)} />
                </Link>
              </li>
            ))}
          </ul>
          <EditorFooter links={[add]} />
        </>
      )}
    </Page>
  );
}
