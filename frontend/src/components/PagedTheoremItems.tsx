/**
 * A property's theorems (π-Base: up to a few hundred), 50 at a time, so a
 * detail page never typesets them all; below the page's other lists, they
 * come in the background render after the first paint (useRowsNow).
 */
import { useState } from 'react';
import { useRowsNow } from '../lib/use-rows-now';
import { Pager } from './Pager';
import type { Theorem } from '@contract';
import { TheoremItems } from './TheoremStatement';

const PAGE = 50;

export function PagedTheoremItems({ theorems, names, label }: { theorems: Theorem[]; names?: Map<number, string>; label: string }) {
  const [offset, setOffset] = useState(0);
  const rowsNow = useRowsNow(0);
  return (
    <>
      <TheoremItems theorems={theorems.slice(offset, offset + Math.min(PAGE, rowsNow))} names={names} />
      <Pager label={label} total={theorems.length} offset={offset} pageSize={PAGE} onOffset={setOffset} noun="Theorems" />
    </>
  );
}
