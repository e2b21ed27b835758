/** The Edit | Delete | Add footer, shown only to editors (spec section 2). */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useSettings } from '../lib/settings';

export function EditorFooter({ links }: { links: { label: string; to: string }[] }) {
  const { canEdit } = useSettings();
  if (!canEdit || links.length === 0) return null;
  return (
    <footer className="editor-footer" aria-label="Editing">
      {links.map((link, index) => (
        <Fragment key={link.to}>
          {index > 0 && <span aria-hidden="true" className="separator">|</span>}
          <Link to={link.to}>{link.label}</Link>
        </Fragment>
      ))}
    </footer>
  );
}
