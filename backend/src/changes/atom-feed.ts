/** GET /api/changes.atom: the latest changes as an Atom feed (RFC 4287), for watchers. */
import { CHANGE_ACTION_WORDS, changeSubjectWords, type ChangeRow } from '../../../kb/contract/changes';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function summary(change: ChangeRow): string {
  const { added, removed, spaces } = change.consequences;
  const facts = added || removed ? `: +${added} facts, −${removed} in ${spaces} ${spaces === 1 ? 'space' : 'spaces'}` : '';
  const undoing = change.revertOf === null ? '' : ` (undoing change ${change.revertOf})`;
  // As the page's line reads: "Alice created equation link Heat equation — Linear".
  return `${change.user} ${CHANGE_ACTION_WORDS[change.action]} ${changeSubjectWords(change.kind, change.label)}${undoing}${facts}`;
}

export function atomFeed(changes: ChangeRow[], origin: string): string {
  const updated = changes[0]?.at ?? new Date(0).toISOString();
  const entries = changes.map(
    (change) => `  <entry>
    <id>${escape(`${origin}/changes/${change.id}`)}</id>
    <title>${escape(summary(change))}</title>
    <updated>${change.at}</updated>
    <author><name>${escape(change.user)}</name></author>
    <link href="${escape(`${origin}/changes/${change.id}`)}"/>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escape(`${origin}/changes`)}</id>
  <title>Recent changes</title>
  <updated>${updated}</updated>
  <link rel="self" href="${escape(`${origin}/api/changes.atom`)}"/>
${entries.join('\n')}
</feed>
`;
}
