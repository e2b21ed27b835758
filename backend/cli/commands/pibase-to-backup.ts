/**
 * `npm run cli -- pibase-to-backup [IN] OUT`: converts π-Base's neutral JSON
 * (content/pibase/README.md, optional `field` keys included; IN defaults to the
 * repository's copy, content/pibase/pibase.json) into the
 * backup format (docs/backup-format.md). Pure: reads one file, writes one file.
 * Space symbol and property name are the π-Base names; ids follow file order.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pibaseDataPath } from '../../src/catalogue/project-root';
import { wikipediaArticleUrl, type Reference } from '../../../kb/contract/references';
import {
  isItemField,
  isLinkField,
  linkFieldOptions,
  theoremFieldOptions,
  type ItemField,
  type LinkField,
} from '../../../kb/contract/fields';

interface PibaseRef { kind: string; id: string; name?: string }
interface PibaseAtom { property: string; value: boolean; field?: string }
interface PibaseItem { uid: string; name: string; description?: string; refs?: PibaseRef[]; field?: string }
interface PibaseTrait { space: string; property: string; value: boolean; field?: string; description?: string; refs?: PibaseRef[] }
interface PibaseTheorem { uid: string; if: PibaseAtom[]; then: PibaseAtom[]; description?: string; refs?: PibaseRef[] }
export interface Pibase { properties: PibaseItem[]; spaces: PibaseItem[]; traits: PibaseTrait[]; theorems: PibaseTheorem[] }


const LINKS: Record<string, (id: string) => string> = {
  doi: (id) => `https://doi.org/${id}`,
  zbmath: (id) => `https://zbmath.org/?q=an:${encodeURIComponent(id)}`,
  mr: (id) => `https://mathscinet.ams.org/mathscinet-getitem?mr=${encodeURIComponent(id)}`,
  mathse: (id) => `https://math.stackexchange.com/questions/${encodeURIComponent(id)}`,
  mathoverflow: (id) => `https://mathoverflow.net/questions/${encodeURIComponent(id)}`,
};

export function pibaseReference(ref: PibaseRef, key: string): Reference {
  const title = (ref.name ?? '').trim() || `${ref.kind} ${ref.id}`;
  const none = { arxivId: null, wikipediaId: null, bibtex: null, page: null, statement: null };
  // π-Base names the article by its title only: the page id stays unknown (null), the url says which article.
  if (ref.kind === 'wikipedia') return { ...none, url: wikipediaArticleUrl(ref.id.replace(/_/g, ' ')), title };
  if (ref.kind === 'arxiv') return { ...none, url: `https://arxiv.org/abs/${ref.id.trim()}`, title, arxivId: ref.id.trim() };
  const url = /^https?:\/\//.test(ref.id) ? ref.id : (LINKS[ref.kind] ?? ((id: string) => `https://topology.pi-base.org/search?q=${encodeURIComponent(id)}`))(ref.id);
  const bibtex = `@misc{${key},\n  title = {${title.replace(/[{}]/g, '')}},\n  howpublished = {\\url{${url}}},\n  url = {${url}}\n}`;
  return { ...none, url, title, bibtex };
}

function atomField(atom: { value: boolean; field?: string }): string {
  return atom.field ?? (atom.value ? 'REAL' : 'NOT_REAL');
}

export function pibaseToBackup(pibase: Pibase): object {
  const errors: string[] = [];
  const refs = (owner: string, list: PibaseRef[] | undefined) => (list ?? []).map((r, i) => pibaseReference(r, `${owner}-${i + 1}`));
  const spaceIds = new Map<string, { id: number; field: ItemField }>();
  const propertyIds = new Map<string, { id: number; field: ItemField }>();
  const names = new Set<string>();
  const unique = (kind: string, name: string) => {
    if (names.has(`${kind}:${name}`)) errors.push(`${kind} name "${name}" is used twice after trimming`);
    names.add(`${kind}:${name}`);
    return name;
  };
  const itemField = (item: PibaseItem, fallback: ItemField): ItemField => {
    if (item.field === undefined) return fallback;
    if (isItemField(item.field)) return item.field;
    errors.push(`${item.uid}: field ${item.field} is not REAL, COMPLEX or REAL_OR_COMPLEX`);
    return fallback;
  };

  const properties = pibase.properties.map((p, i) => {
    const field = itemField(p, 'REAL_OR_COMPLEX');
    propertyIds.set(p.uid, { id: i + 1, field });
    return { id: i + 1, name: unique('property', p.name.trim()), description: p.description ?? '', field, references: refs(p.uid, p.refs) };
  });
  const spaces = pibase.spaces.map((s, i) => {
    const field = itemField(s, 'REAL');
    spaceIds.set(s.uid, { id: i + 1, field });
    if (s.name.includes('$$')) errors.push(`${s.uid}: a space symbol may not contain $$`);
    return { id: i + 1, symbol: unique('space', s.name.trim()), norm: '', description: s.description ?? '', field, references: refs(s.uid, s.refs) };
  });

  const linked = new Set<string>();
  const spaceLinks = pibase.traits.flatMap((t) => {
    const space = spaceIds.get(t.space);
    const property = propertyIds.get(t.property);
    const field = atomField(t);
    if (!space || !property) return errors.push(`trait ${t.space}/${t.property}: unknown space or property`), [];
    if (!isLinkField(field) || !linkFieldOptions(space.field, property.field).includes(field)) {
      return errors.push(`trait ${t.space}/${t.property}: field ${field} is not allowed for a ${space.field} space and a ${property.field} property`), [];
    }
    if (linked.has(`${space.id}:${property.id}`)) return errors.push(`trait ${t.space}/${t.property} is given twice`), [];
    linked.add(`${space.id}:${property.id}`);
    return [{ spaceId: space.id, propertyId: property.id, field, description: t.description ?? '', references: refs(`${t.space}-${t.property}`, t.refs) }];
  });

  const atoms = (t: PibaseTheorem, list: PibaseAtom[]) =>
    list.map((a) => {
      const property = propertyIds.get(a.property);
      const field = atomField(a);
      if (!property) errors.push(`${t.uid}: unknown property ${a.property}`);
      else if (!isLinkField(field) || !theoremFieldOptions(property.field).includes(field as LinkField)) {
        errors.push(`${t.uid}: field ${field} is not allowed on property ${a.property} (${property.field})`);
      }
      return { propertyId: property?.id ?? 0, field };
    });
  const theorems = pibase.theorems.map((t, i) => {
    const conditions = atoms(t, t.if);
    const conclusions = atoms(t, t.then);
    for (const [role, list] of [['conditions', conditions], ['conclusions', conclusions]] as const) {
      if (list.length < 1 || list.length > 5) errors.push(`${t.uid}: ${list.length} ${role}, expected 1 to 5`);
      if (new Set(list.map((a) => a.propertyId)).size !== list.length) errors.push(`${t.uid}: a property appears twice in its ${role}`);
    }
    return { id: i + 1, name: null, description: t.description ?? '', conditions, conclusions, references: refs(t.uid, t.refs) };
  });
  for (const item of [...pibase.properties, ...pibase.spaces, ...pibase.theorems, ...pibase.traits]) {
    if ((item.refs ?? []).length > 20) errors.push(`${'uid' in item ? item.uid : 'a trait'} has more than 20 references`);
  }
  if (errors.length) throw new Error(`The π-Base file cannot be converted:\n${errors.slice(0, 20).join('\n')}`);
  return {
    format: 'banach-catalogue-backup',
    version: 1,
    exportedAt: new Date().toISOString(),
    spaces,
    properties,
    spaceLinks,
    theorems,
    differentialEquations: [],
    differentialEquationProperties: [],
    differentialEquationLinks: [],
  };
}

export async function run(args: string[]): Promise<void> {
  const [input, output] = args.length === 1 ? [pibaseDataPath(), args[0]] : args;
  if (!input || !output || args.length > 2) throw new Error('Usage: npm run cli -- pibase-to-backup [IN] OUT');
  const backup = pibaseToBackup(JSON.parse(readFileSync(input, 'utf8')) as Pibase);
  writeFileSync(output, JSON.stringify(backup, null, 2) + '\n');
  const b = backup as { spaces: unknown[]; properties: unknown[]; spaceLinks: unknown[]; theorems: unknown[] };
  console.log(`${output}: ${b.spaces.length} spaces, ${b.properties.length} properties, ${b.spaceLinks.length} links, ${b.theorems.length} theorems`);
}
