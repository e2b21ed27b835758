/**
 * The discovery questions over the current catalogue: formula search over
 * spaces, compare, implies / implied by, open questions. The logic is the
 * reasoner's (Reasoner.formula, implications, undecided: it keeps what they
 * share per state); this keeps the names and fields of spaces and properties
 * (fed the same changes as the reasoner), the property names index and the
 * ranked open questions, and assembles the views. Each is built on first use
 * after a change, so a write costs nothing here until someone asks.
 */
import type { Reasoner, TermLookup } from '../rules';
import type { Scalar } from './contract/fields';
import type { CatalogueChange, CatalogueRecords, PropertyRecord, SpacePropertyView, SpaceRecord, TheoremRecord } from './records';
import type { CompareView, FormulaSearchView, ImplicationsView, SearchField } from './contract/discovery';
import { compareSpaces } from './discovery-compare';
import { coversField, fieldMismatch } from './discovery-fields';
import { parseFormula, readQuery, type ParsedTerm } from './discovery-formula';
import { alongEntries, firstNamed, implicationsView } from './discovery-implications';
import { NameIndex } from './discovery-names';
import { byRank, countQuestions, spaceQuestions, type OpenQuestion } from './discovery-questions';
import { QuestionRanking, type RankingView } from './discovery-ranking';
import { searchSpaces } from './discovery-subjects';

/** A view, or the 400 messages of a question that cannot be asked. */
export type Answer<T> = { view: T } | { errors: Record<string, string> };

/** Spaces in one comparison, at most. */
export const MAX_COMPARED = 6;

/** A value computed for one catalogue state, rebuilt when `stamp` moves. */
class Cached<T> {
  private stamp = -1;
  private value: T | undefined;

  get(stamp: number, make: () => T): T {
    if (this.stamp !== stamp || this.value === undefined) {
      this.value = make();
      this.stamp = stamp;
    }
    return this.value;
  }
}

export interface QuestionFilter { spaceId?: number; propertyId?: number; scalar?: Scalar }

export class Discovery {
  private readonly spaces = new Map<number, SpaceRecord>();
  private readonly properties = new Map<number, PropertyRecord>();
  /** Moves on every change. */
  private generation = 0;
  private readonly propertyNames = new Cached<NameIndex<PropertyRecord>>();
  private ranking: { generation: number; ranking: QuestionRanking } | null = null;

  /**
   * `alongTheorems`: the stored theorems along relations (implications list
   * those naming the property apart); `spaceTerms`: what the spaces know of a
   * formula's terms (the knowledge base reads DataScript; else the reasoner).
   */
  constructor(
    private readonly reasoner: () => Reasoner,
    private readonly alongTheorems: () => TheoremRecord[] = () => [],
    private readonly spaceTerms?: () => TermLookup,
  ) {}

  load(records: CatalogueRecords): void {
    this.spaces.clear();
    this.properties.clear();
    for (const s of records.spaces) this.spaces.set(s.id, { id: s.id, symbol: s.symbol, field: s.field });
    for (const p of records.properties) this.properties.set(p.id, { id: p.id, name: p.name, field: p.field });
    this.generation++;
  }

  apply(change: CatalogueChange): void {
    switch (change.kind) {
      case 'reload':
        return this.load(change.records);
      case 'space':
        this.spaces.set(change.space.id, { id: change.space.id, symbol: change.space.symbol, field: change.space.field });
        break;
      case 'spaceDeleted':
        this.spaces.delete(change.spaceId);
        break;
      case 'property':
        this.properties.set(change.property.id, { id: change.property.id, name: change.property.name, field: change.property.field });
        break;
      case 'propertyDeleted':
        this.properties.delete(change.propertyId);
        break;
      default:
        break;
    }
    this.generation++;
  }

  space(id: number): SpaceRecord | undefined {
    return this.spaces.get(id);
  }

  property(id: number): PropertyRecord | undefined {
    return this.properties.get(id);
  }

  /** Spaces by id, ascending. */
  spaceList(): SpaceRecord[] {
    return [...this.spaces.values()].sort((a, b) => a.id - b.id);
  }

  /** Properties by id, ascending. */
  propertyList(): PropertyRecord[] {
    return [...this.properties.values()].sort((a, b) => a.id - b.id);
  }

  formula(text: string, field: SearchField): Answer<FormulaSearchView> {
    const parsed = parseFormula(text, this.names(), (p) => p.name);
    if ('error' in parsed) return { errors: { q: parsed.error } };
    return this.searchTerms(parsed.terms, field);
  }

  /**
   * The search box's query: a formula over the spaces when it reads as one
   * (discovery-formula.ts › readQuery), else `text` (with why, when it looked
   * like a formula but could not be read).
   */
  readQuery(text: string, field: SearchField): Answer<FormulaSearchView> | { text: true; formulaError?: string } {
    const reading = readQuery(text, this.names(), (p) => p.name);
    if (reading.kind === 'formula') return this.searchTerms(reading.terms, field);
    return reading.kind === 'misread' ? { text: true, formulaError: reading.error } : { text: true };
  }

  private names(): NameIndex<PropertyRecord> {
    return this.propertyNames.get(this.generation, () => new NameIndex(this.properties.values(), (p) => p.name));
  }

  private searchTerms(parsed: ParsedTerm<PropertyRecord>[], field: SearchField): Answer<FormulaSearchView> {
    const misfit = parsed.find((t) => !coversField(t.item.field, field));
    if (misfit) return { errors: { q: fieldMismatch(misfit.item.name, misfit.item.field, field) } };
    const terms = parsed.map((t) => ({ property: { id: t.item.id, name: t.item.name }, value: t.value }));
    return { view: searchSpaces(this.reasoner(), this.spaceList(), terms, field, this.spaceTerms?.()) };
  }

  compare(spaceIds: number[], rowsOf: (spaceId: number) => SpacePropertyView[]): Answer<CompareView> {
    const ids = [...new Set(spaceIds)];
    if (ids.length === 0) return { errors: { space: 'Please choose a space to compare.' } };
    if (ids.length > MAX_COMPARED) return { errors: { space: `At most ${MAX_COMPARED} spaces can be compared at once.` } };
    const unknown = ids.filter((id) => !this.spaces.has(id));
    if (unknown.length) return { errors: { space: `No space has the id ${unknown.join(', ')}.` } };
    return { view: compareSpaces(ids.map((id) => this.spaces.get(id)!), this.propertyList(), rowsOf) };
  }

  /** What the property (or its absence) implies and what implies it, over one scalar; undefined for an unknown property. */
  implications(propertyId: number, scalar: Scalar, value: boolean): Answer<ImplicationsView> | undefined {
    const property = this.properties.get(propertyId);
    const reasoner = this.reasoner();
    const scalars = reasoner.propertyScalars('space', propertyId);
    if (!property || scalars.length === 0) return undefined;
    if (!scalars.includes(scalar)) return { errors: { field: fieldMismatch(property.name, property.field, scalar === 'REAL' ? 'real' : 'complex') } };
    const spaceRef = (id: number) => {
      const space = this.spaces.get(id);
      return space && { id: space.id, symbol: space.symbol };
    };
    const separating = (ids: number[]) => {
      const spaces = firstNamed(ids, spaceRef);
      return spaces && { spaces };
    };
    const context = { reasoner, kind: 'space' as const, property: (id: number) => this.properties.get(id), separating };
    return { view: { ...implicationsView(context, property, scalar, value)!, along: alongEntries(this.alongTheorems(), propertyId) } };
  }

  /** The open questions matching the filter, ranked (see discovery-questions.ts). */
  questions(filter: QuestionFilter = {}): OpenQuestion[] {
    return this.rankedQuestions(filter).questions;
  }

  /**
   * The same, with how many there are and how much of the catalogue they
   * cover. One space's questions are counted for that space alone, one
   * property's for that property alone (a space page must not pay for the
   * whole catalogue's questions: minutes at ten times π-Base); the
   * catalogue-wide ranking is counted in slices (discovery-ranking.ts).
   */
  rankedQuestions(filter: QuestionFilter = {}): RankingView {
    const matches = (q: OpenQuestion) => (filter.propertyId === undefined || q.propertyId === filter.propertyId) && (filter.scalar === undefined || q.scalar === filter.scalar);
    const whole = (questions: OpenQuestion[], spaces: number): RankingView => ({ questions: questions.filter(matches).sort(byRank), total: 0, counted: spaces, spaces });
    let view: RankingView;
    if (filter.spaceId !== undefined) {
      const space = this.space(filter.spaceId);
      view = whole(space ? spaceQuestions(this.reasoner(), space.id) : [], space ? 1 : 0);
    } else if (filter.propertyId !== undefined) {
      const property = this.property(filter.propertyId);
      const reasoner = this.reasoner();
      const spaces = this.spaceList();
      view = whole(property ? spaces.flatMap((space) => countQuestions(reasoner, space.id, [property.id])) : [], spaces.length);
    } else {
      return this.catalogueRanking().view(filter.scalar);
    }
    view.total = view.questions.length;
    return view;
  }

  /** The ranking of the current catalogue state, started on first use. */
  private catalogueRanking(): QuestionRanking {
    if (this.ranking?.generation !== this.generation) {
      const generation = this.generation;
      const reasoner = this.reasoner();
      const properties = this.propertyList().map((p) => p.id);
      const ranking = new QuestionRanking(
        this.spaceList().map((s) => s.id),
        (id) => countQuestions(reasoner, id, properties),
        () => this.generation === generation,
      );
      this.ranking = { generation, ranking };
    }
    return this.ranking.ranking;
  }
}
