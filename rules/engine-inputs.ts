/**
 * One kind's inputs as the engine holds them: subjects with their fields,
 * properties with their dense index (a literal is index * 4 + scalar bit * 2
 * + value, literal.ts), links, and theorems with their compiled rules. Each
 * write changes them in place; `undoOf` puts them back (a check).
 */
import { FIELD_BITS, itemScalars, type ItemField, type LinkField, type Scalar } from './fields';
import { compileTheorem, propertyCode, type PropertyLookup } from './compile';
import { RuleSet } from './rule-set';
import type { EngineCatalogue, EngineChange, EngineLink, EngineProperty, EngineTheorem } from './catalogue';

/** A property as the engine sees it; `scalars` and `code` (compile.ts's propertyCode) are made once: the compiler asks per atom. */
interface PropertyEntry { index: number; field: ItemField; scalars: readonly Scalar[]; code: number }

/** Each item field's scalars (shared, read-only) and propertyCode's scalar bits, made once per field. */
const FIELD_SCALARS = new Map<ItemField, { scalars: readonly Scalar[]; bits: number }>();
function fieldScalars(field: ItemField): { scalars: readonly Scalar[]; bits: number } {
  let entry = FIELD_SCALARS.get(field);
  if (entry === undefined) {
    const scalars = itemScalars(field);
    FIELD_SCALARS.set(field, (entry = { scalars, bits: propertyCode(0, scalars) }));
  }
  return entry;
}

export class EngineInputs implements PropertyLookup {
  readonly rules = new RuleSet();
  private readonly properties = new Map<number, PropertyEntry>();
  private readonly propertyIds: number[] = [];
  readonly subjects = new Map<number, ItemField>();
  private readonly links = new Map<number, Map<number, LinkField>>();
  private readonly theorems = new Map<number, EngineTheorem>();
  /**
   * Facts carried into a subject from related ones (rules/relations), given
   * after its links. `load` keeps them (a check's undo reloads the records);
   * the relational layer sets them.
   */
  readonly imports = new Map<number, Int32Array>();

  index(propertyId: number): number | undefined {
    return this.properties.get(propertyId)?.index;
  }

  scalars(propertyId: number): readonly Scalar[] {
    return this.properties.get(propertyId)?.scalars ?? [];
  }

  code(propertyId: number): number {
    const entry = this.properties.get(propertyId);
    return entry === undefined ? -1 : entry.code;
  }

  /** The property of a dense index. */
  propertyId(index: number): number {
    return this.propertyIds[index];
  }

  /** Every property id, in the order they came. */
  propertyList(): IterableIterator<number> {
    return this.properties.keys();
  }

  theorem(theoremId: number): EngineTheorem | undefined {
    return this.theorems.get(theoremId);
  }

  /** Replaces every input. */
  load(catalogue: EngineCatalogue): void {
    this.properties.clear();
    this.propertyIds.length = 0;
    this.subjects.clear();
    this.links.clear();
    this.theorems.clear();
    for (const theoremId of [...this.rules.theoremIds()]) this.rules.remove(theoremId);
    for (const p of catalogue.properties) this.setProperty(p);
    for (const s of catalogue.subjects) this.subjects.set(s.id, s.field);
    for (const link of catalogue.links) this.setLink(link);
    for (const t of catalogue.theorems) this.setTheorem(t);
  }

  /** The inputs as a catalogue (what `load` would take to make them again). */
  records(): EngineCatalogue {
    return {
      subjects: [...this.subjects].map(([id, field]) => ({ id, field })),
      properties: [...this.properties].map(([id, p]) => ({ id, field: p.field })),
      links: [...this.links].flatMap(([subjectId, m]) => [...m].map(([propertyId, field]) => ({ subjectId, propertyId, field }))),
      theorems: [...this.theorems.values()],
    };
  }

  setProperty(property: EngineProperty): void {
    const entry = this.properties.get(property.id);
    const { scalars, bits } = fieldScalars(property.field);
    if (entry) {
      entry.field = property.field;
      entry.scalars = scalars;
      entry.code = entry.index * 4 + bits;
    } else {
      const index = this.propertyIds.length;
      this.properties.set(property.id, { index, field: property.field, scalars, code: index * 4 + bits });
      this.propertyIds.push(property.id);
    }
    for (const t of this.theorems.values()) this.rules.add(t.id, compileTheorem(t, this));
  }

  /** Deletes a property with its links and the theorems that use it. */
  deleteProperty(propertyId: number): void {
    this.properties.delete(propertyId);
    for (const links of this.links.values()) links.delete(propertyId);
    for (const t of [...this.theorems.values()]) {
      if ([...t.conditions, ...t.conclusions].some((a) => a.propertyId === propertyId)) this.removeTheorem(t.id);
    }
  }

  deleteSubject(subjectId: number): void {
    this.subjects.delete(subjectId);
    this.links.delete(subjectId);
    this.imports.delete(subjectId);
  }

  setLink(link: EngineLink): void {
    let links = this.links.get(link.subjectId);
    if (!links) this.links.set(link.subjectId, (links = new Map()));
    links.set(link.propertyId, link.field);
  }

  deleteLink(subjectId: number, propertyId: number): void {
    this.links.get(subjectId)?.delete(propertyId);
  }

  setTheorem(theorem: EngineTheorem): void {
    this.theorems.set(theorem.id, theorem);
    this.rules.add(theorem.id, compileTheorem(theorem, this));
  }

  removeTheorem(theoremId: number): void {
    this.theorems.delete(theoremId);
    this.rules.remove(theoremId);
  }

  /** The stored facts of a subject: each link's components over the scalars both sides allow (real before complex). */
  storedLiterals(subjectId: number, imports = this.imports.get(subjectId)): Int32Array {
    const links = this.linkLiterals(subjectId);
    if (!imports || imports.length === 0) return links;
    const lits = new Int32Array(links.length + imports.length);
    lits.set(links);
    lits.set(imports, links.length);
    return lits;
  }

  private linkLiterals(subjectId: number): Int32Array {
    const subjectField = this.subjects.get(subjectId)!;
    // Which scalars the subject allows, as propertyCode's bits 0 (real) and 1 (complex).
    const allowed = (subjectField !== 'COMPLEX' ? 1 : 0) + (subjectField !== 'REAL' ? 2 : 0);
    const links = this.links.get(subjectId);
    const lits = new Int32Array(2 * (links?.size ?? 0));
    let count = 0;
    links?.forEach((linkField, propertyId) => {
      const property = this.properties.get(propertyId);
      if (property === undefined) return;
      const code = property.code & (allowed | ~3);
      const bits = FIELD_BITS[linkField];
      const base = code & ~3;
      if ((code & 1) !== 0 && (bits & 1) !== 0) lits[count++] = base + ((bits >> 1) & 1);
      if ((code & 2) !== 0 && (bits & 4) !== 0) lits[count++] = base + 2 + ((bits >> 3) & 1);
    });
    return count === lits.length ? lits : lits.slice(0, count);
  }

  /**
   * A function that puts the inputs back as they were before `change` (its
   * rules with the same numbers); null when only a reload can (a property
   * change: the caller reloads `records()` taken before).
   */
  undoOf(change: EngineChange): (() => void) | null {
    switch (change.kind) {
      case 'subject':
      case 'subjectDeleted': {
        const subjectId = change.kind === 'subject' ? change.subject.id : change.subjectId;
        const field = this.subjects.get(subjectId);
        const links = this.links.get(subjectId);
        const imports = this.imports.get(subjectId);
        return () => {
          if (field === undefined) this.subjects.delete(subjectId);
          else this.subjects.set(subjectId, field);
          if (links) this.links.set(subjectId, links);
          if (imports) this.imports.set(subjectId, imports);
        };
      }
      case 'link':
      case 'linkDeleted': {
        const { subjectId, propertyId } = change.kind === 'link' ? change.link : change;
        const old = this.links.get(subjectId)?.get(propertyId);
        return () => {
          if (old === undefined) this.deleteLink(subjectId, propertyId);
          else this.setLink({ subjectId, propertyId, field: old });
        };
      }
      case 'theorem':
      case 'theoremDeleted': {
        const theoremId = change.kind === 'theorem' ? change.theorem.id : change.theoremId;
        return this.theoremState(theoremId);
      }
      default:
        return null;
    }
  }

  /** A function that puts a theorem (and its rules, with the same numbers) back as it is now. */
  theoremState(theoremId: number): () => void {
    const theorem = this.theorems.get(theoremId);
    const snapshot = this.rules.snapshot(theoremId);
    return () => {
      this.removeTheorem(theoremId);
      if (theorem) this.theorems.set(theoremId, theorem);
      if (snapshot) this.rules.restore(snapshot);
    };
  }
}
