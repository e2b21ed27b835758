/**
 * A backup (docs/backup-format.md) k times over, for the scale benchmark:
 * copy k has its own spaces, properties, links and theorems (ids offset,
 * names suffixed " #k"), with the scalars varied as in scaled-catalogue.ts, so
 * the result is deterministic, consistent and shaped like the original.
 */
import type { ItemField, LinkField } from '../../kb/contract/fields';

interface Item { id: number; field: ItemField; [key: string]: unknown }
interface Atom { propertyId: number; field: LinkField }
interface Backup {
  spaces: (Item & { symbol: string })[];
  properties: (Item & { name: string })[];
  spaceLinks: { spaceId: number; propertyId: number; field: LinkField; [key: string]: unknown }[];
  theorems: { id: number; name: string | null; conditions: Atom[]; conclusions: Atom[]; [key: string]: unknown }[];
  [key: string]: unknown;
}

const VARIANTS: { space: ItemField; has: LinkField; lacks: LinkField }[] = [
  { space: 'REAL', has: 'REAL', lacks: 'NOT_REAL' },
  { space: 'COMPLEX', has: 'COMPLEX', lacks: 'NOT_COMPLEX' },
  { space: 'REAL_OR_COMPLEX', has: 'REAL_AND_COMPLEX', lacks: 'NOT_REAL_AND_NOT_COMPLEX' },
];

export function scaledBackup<B extends Backup>(backup: B, copies: number): B {
  if (copies === 1) return backup;
  const span = (list: { id: number }[]) => Math.max(0, ...list.map((x) => x.id));
  const [spaceSpan, propertySpan, theoremSpan] = [span(backup.spaces), span(backup.properties), span(backup.theorems)];
  const out = { ...backup, spaces: [], properties: [], spaceLinks: [], theorems: [] } as unknown as B;
  for (let k = 0; k < copies; k++) {
    const variant = VARIANTS[k % VARIANTS.length];
    // π-Base's own fields are REAL / NOT_REAL on REAL_OR_COMPLEX properties; each copy moves them to its scalars.
    const field = (f: LinkField): LinkField => (f.startsWith('NOT') ? variant.lacks : variant.has);
    const p = (id: number) => id + k * propertySpan;
    const atom = (a: Atom) => ({ propertyId: p(a.propertyId), field: field(a.field) });
    const suffix = k === 0 ? '' : ` #${k}`;
    out.spaces.push(...backup.spaces.map((s) => ({ ...s, id: s.id + k * spaceSpan, symbol: s.symbol + suffix, field: variant.space })));
    out.properties.push(...backup.properties.map((x) => ({ ...x, id: p(x.id), name: x.name + suffix, field: 'REAL_OR_COMPLEX' as ItemField })));
    out.spaceLinks.push(...backup.spaceLinks.map((l) => ({ ...l, spaceId: l.spaceId + k * spaceSpan, propertyId: p(l.propertyId), field: field(l.field) })));
    out.theorems.push(
      ...backup.theorems.map((t) => ({ ...t, id: t.id + k * theoremSpan, name: t.name && t.name + suffix, conditions: t.conditions.map(atom), conclusions: t.conclusions.map(atom) })),
    );
  }
  return out;
}
