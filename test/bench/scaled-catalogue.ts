/**
 * π-Base ten times over, for the scale benchmark: copy k has its own spaces,
 * properties, links and theorems (ids offset), and its scalars vary with k so
 * all three item fields occur: REAL copies as in π-Base, COMPLEX copies (has →
 * COMPLEX, lacks → NOT_COMPLEX) and REAL_OR_COMPLEX copies (has →
 * REAL_AND_COMPLEX, lacks → NOT_REAL_AND_NOT_COMPLEX).
 */
import type { ItemField, LinkField } from '../../kb/contract/fields';
import type { CatalogueRecords } from '../../kb/records';

const VARIANTS: { space: ItemField; has: LinkField; lacks: LinkField }[] = [
  { space: 'REAL', has: 'REAL', lacks: 'NOT_REAL' },
  { space: 'COMPLEX', has: 'COMPLEX', lacks: 'NOT_COMPLEX' },
  { space: 'REAL_OR_COMPLEX', has: 'REAL_AND_COMPLEX', lacks: 'NOT_REAL_AND_NOT_COMPLEX' },
];

export function scaledCatalogue(base: CatalogueRecords, copies: number): CatalogueRecords {
  const out: CatalogueRecords = { spaces: [], properties: [], links: [], theorems: [] };
  const span = (list: { id: number }[]) => Math.max(...list.map((x) => x.id));
  const [spaceSpan, propertySpan, theoremSpan] = [span(base.spaces), span(base.properties), span(base.theorems)];
  for (let k = 0; k < copies; k++) {
    const variant = VARIANTS[k % VARIANTS.length];
    const field = (f: LinkField): LinkField => (f.startsWith('NOT') ? variant.lacks : variant.has);
    const p = (id: number) => id + k * propertySpan;
    const atom = (a: { propertyId: number; field: LinkField }) => ({ propertyId: p(a.propertyId), field: field(a.field) });
    out.spaces.push(...base.spaces.map((s) => ({ id: s.id + k * spaceSpan, symbol: `${s.symbol} #${k}`, field: variant.space })));
    out.properties.push(...base.properties.map((x) => ({ id: p(x.id), name: `${x.name} #${k}`, field: 'REAL_OR_COMPLEX' as ItemField })));
    out.links.push(...base.links.map((l) => ({ spaceId: l.spaceId + k * spaceSpan, propertyId: p(l.propertyId), field: field(l.field) })));
    out.theorems.push(
      ...base.theorems.map((t) => ({ id: t.id + k * theoremSpan, name: null, conditions: t.conditions.map(atom), conclusions: t.conclusions.map(atom) })),
    );
  }
  return out;
}
