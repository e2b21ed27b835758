/** The refresh icon of a link page: the same link seen from the other side. */
import { Link } from 'react-router-dom';

export function MirrorLink({ to }: { to: string }) {
  return (
    <Link to={to} className="icon-button mirror-link" aria-label="Show the mirrored view" title="Show the mirrored view">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
        <path d="M4 3v5h5" />
        <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
        <path d="M20 21v-5h-5" />
      </svg>
    </Link>
  );
}
