/** The linked/computed annotation of an entry, shown while the Show source option is on. */
import { useSettings } from '../lib/settings';

export function SourceNote({ linked, computed }: { linked: boolean; computed: boolean }) {
  const { showSource } = useSettings();
  if (!showSource) return null;
  const notes = [linked && 'linked', computed && 'computed'].filter(Boolean);
  if (notes.length === 0) return null;
  return <span className="source-note">({notes.join(', ')})</span>;
}
