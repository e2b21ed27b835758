/** A property's theorems (π-Base: up to a few hundred), 50 at a time, so a detail page never typesets them all. */
import { useState } from 'react';
import { Pager } from '../../../components/Pager';
import type { Theorem } from '../../../lib/types';
import { TheoremItems } from './TheoremStatement';

const PAGE = 50;

export function PagedTheoremItems({ theorems, names, label }: { theorems: Theorem[]; names?: Map<number, string>; label: string }) {
  const [offset, setOffset] = useState(0);
  return (
    <>
      <TheoremItems theorems={theorems.slice(offset, offset + PAGE)} names={names} />
      <Pager label={label} total={theorems.length} offset={offset} pageSize={PAGE} onOffset={setOffset} noun="Theorems" />
    </>
  );
}
