/**
 * A disclosure (<details>) whose content is rendered only once it is first
 * opened, then kept. A property page has hundreds of closed chains of
 * theorems (π-Base's busiest: about 30,000 elements, and the whole theorem
 * list read to name their steps); rendered closed, they held the page's main
 * thread for longer than the page itself took to show (issue 10).
 */
import { useState, type ReactNode } from 'react';

export function LazyDetails({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened && children}
    </details>
  );
}
