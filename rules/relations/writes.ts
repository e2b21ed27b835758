/**
 * Writes to spaces once relations are in play: the change goes to the
 * one-space engine (when it has a part there) and to the relational layer,
 * then the groups of related spaces it reaches are closed together. A check
 * computes the same without committing (the layer's inputs are put back).
 */
import { literalProperty, literalScalar } from '../literal';
import { OutcomeWriter } from '../outcome';
import type { Engine, SubjectChange } from '../engine';
import type { EngineChange } from '../catalogue';
import type { Change, Contradiction, KindCatalogue, Outcome, PropertyMeaning, Reach, Subject } from '../reasoner-types';
import type { CarryConflict } from './carry';
import { alongTheoremReach } from './theorem-reach';
import type { Derived, LayerUpdate, RelationalLayer } from './layer';
import type { RelationClosure, RelationFact } from './relation-closure';

type Write = Exclude<Change, { kind: 'reload' }>;

/** Writes that change neither a relation nor a space's field: the relations' closures stay. */
const SAME_RELATIONS = new Set<Write['kind']>(['theorem', 'theoremDeleted', 'property', 'propertyDeleted']);

/** Writes of one space's links: every other space's first stage (closed on its links) is as made last. */
const LINKS = new Set<Write['kind']>(['link', 'linkDeleted']);

export class RelationalWrites {
  /** The last check of a change for the layer alone, kept for its apply while nothing else changed (the engine's version). */
  private checked: { key: string; version: number; derived: Derived; update: LayerUpdate } | null = null;

  constructor(
    private readonly engine: Engine,
    private readonly layer: RelationalLayer,
  ) {}

  reload(catalogue: KindCatalogue | undefined): void {
    const properties = catalogue?.properties ?? [];
    const meanings = properties.filter((p) => p.means && !p.normDependent).map((p): [number, PropertyMeaning] => [p.id, p.means!]);
    this.layer.load(catalogue?.relations ?? [], catalogue?.theorems ?? [], properties.filter((p) => p.normDependent).map((p) => p.id), meanings);
    if (!this.layer.active) return;
    const { derived, update } = this.layer.settle(this.engine, this.layer.derive(this.engine), 'all', 'reload');
    this.engine.commitImports(update.states);
    this.layer.commit(derived, update);
  }

  /** Whether a change of a space goes through here: anything once relations are there, and relational changes always. */
  concerns(change: Write): boolean {
    if (change.kind === 'relation' || change.kind === 'relationDeleted') return true;
    if (change.kind === 'theorem') return Boolean(change.theorem.along) || this.layer.alongs.has(change.theorem.id) || this.layer.active;
    if (change.kind === 'theoremDeleted') return this.layer.alongs.has(change.theoremId) || this.layer.active;
    if (change.kind === 'property') return Boolean(change.property.normDependent) !== this.layer.normDependent.has(change.property.id) || Boolean(change.property.means) || this.layer.active;
    return this.layer.active;
  }

  reach(change: Write): Reach {
    const touched = this.touched(change);
    if (touched === 'all') return 'all';
    const spaces = new Set<number>();
    // With meanings, a fact may give a relation to a named space, which joins that space's group.
    const named = [...this.layer.meanings.byProperty.values()].map((m) => m.spaceId);
    // At most the spaces joined to them by any relation (what the write's region can grow to: region.ts).
    for (const id of [...touched, ...(named.length > 0 ? named : [])]) for (const member of this.layer.derived.components.get(id) ?? [id]) spaces.add(member);
    return [...spaces].map((id): Subject => ({ kind: 'space', id }));
  }

  write(change: Write, commit: boolean): Outcome {
    const { layer, engine } = this;
    const touched = this.touched(change);
    const undoLayer = this.changeLayer(change);
    const engineChange = this.engineChange(change);
    const writer = new OutcomeWriter(engine, 'space');
    // A write is checked, then applied: a change for the layer alone, or of a link (the rules and every other
    // space's links stay), applies what its check computed on the same engine version.
    const key = !engineChange || LINKS.has(change.kind) ? JSON.stringify(change) : null;
    // A link that keeps every stored fact of its space only adds (what its region keeps: region.ts).
    const storedBefore = change.kind === 'link' ? engine.inputs.storedLiterals(change.subject.id, EMPTY) : null;
    const checked = commit && key !== null && this.checked?.key === key && this.checked.version === engine.version ? this.checked : null;
    this.checked = null;
    const run = (engineChanges: Map<number, SubjectChange>) => {
      const start = checked?.derived ?? (change.kind === 'link' || change.kind === 'linkDeleted' ? layer.derived : layer.derive(engine, SAME_RELATIONS.has(change.kind)));
      const relationIds = change.kind === 'relation' ? [change.relation.id] : change.kind === 'relationDeleted' ? [change.relationId] : [];
      const growing = storedBefore !== null && change.kind === 'link' && includes(engine.inputs.storedLiterals(change.subject.id, EMPTY), storedBefore);
      // A write for the layer alone, or of a link, leaves the rules and every other space's links as they were.
      const links = engineChange && !LINKS.has(change.kind) ? 'close' : 'kept';
      const { derived, update } = checked ?? layer.settle(engine, start, touched, links, relationIds, growing);
      if (!commit && key !== null) this.checked = { key, version: engine.version, derived, update };
      const merged = new Map(engineChanges);
      for (const [id, { state }] of update.states) {
        const before = engineChanges.get(id)?.before ?? engine.state(id) ?? null;
        merged.set(id, { before, state, changed: 'all' });
      }
      writer.add(merged, !commit);
      writer.contradictions.push(...this.carryContradictions(update.conflicts, !commit), ...this.relationContradictions(derived, !commit));
      if (commit) {
        engine.commitImports(update.states);
        layer.commit(derived, update);
      }
    };
    try {
      if (commit) run(engineChange ? engine.apply(engineChange) : new Map());
      else if (engineChange) engine.check(engineChange, run);
      else run(new Map());
    } finally {
      if (!commit) undoLayer();
    }
    return { reach: writer.reach, contradictions: writer.contradictions, added: writer.added, removed: writer.removed };
  }

  /** The spaces whose groups a change re-closes ('all': every group). */
  private touched(change: Write): number[] | 'all' {
    switch (change.kind) {
      case 'link':
      case 'linkDeleted':
      case 'subject':
      case 'subjectDeleted':
        return [change.subject.id];
      case 'relation': {
        const old = this.layer.relations.get(change.relation.id);
        return [change.relation.spaceId, change.relation.ofSpaceId, ...(old ? [old.spaceId, old.ofSpaceId] : [])];
      }
      case 'relationDeleted': {
        const old = this.layer.relations.get(change.relationId);
        return old ? [old.spaceId, old.ofSpaceId] : [];
      }
      // A theorem along relations only (before and after): the groups it can change.
      case 'theorem':
        if (!change.theorem.along || this.engine.inputs.theorem(change.theorem.id)) return 'all';
        return alongTheoremReach(this.engine, this.layer, change.theorem, this.layer.alongs.has(change.theorem.id) ? change.theorem.id : undefined);
      case 'theoremDeleted':
        if (this.engine.inputs.theorem(change.theoremId)) return 'all';
        return alongTheoremReach(this.engine, this.layer, undefined, change.theoremId);
      default:
        return 'all';
    }
  }

  /** The change's part for the one-space engine (none for a relation; a theorem along relations leaves the engine). */
  private engineChange(change: Write): EngineChange | null {
    switch (change.kind) {
      case 'subject':
        return { kind: 'subject', subject: { id: change.subject.id, field: change.field } };
      case 'subjectDeleted':
        return { kind: 'subjectDeleted', subjectId: change.subject.id };
      case 'link':
        return { kind: 'link', link: { subjectId: change.subject.id, propertyId: change.propertyId, field: change.field } };
      case 'linkDeleted':
        return { kind: 'linkDeleted', subjectId: change.subject.id, propertyId: change.propertyId };
      case 'property':
        return { kind: 'property', property: { id: change.property.id, field: change.property.field } };
      case 'propertyDeleted':
        return { kind: 'propertyDeleted', propertyId: change.propertyId };
      case 'theorem':
        if (!change.theorem.along) return { kind: 'theorem', theorem: change.theorem };
        return this.engine.inputs.theorem(change.theorem.id) ? { kind: 'theoremDeleted', theoremId: change.theorem.id } : null;
      case 'theoremDeleted':
        return this.engine.inputs.theorem(change.theoremId) ? { kind: 'theoremDeleted', theoremId: change.theoremId } : null;
      default:
        return null;
    }
  }

  /** Changes the layer's inputs; returns what puts them back. */
  private changeLayer(change: Write): () => void {
    const { relations, alongs, normDependent } = this.layer;
    const keep = <K, V>(map: Map<K, V>, key: K) => {
      const old = map.get(key);
      return () => (old === undefined ? map.delete(key) : map.set(key, old));
    };
    switch (change.kind) {
      case 'relation': {
        const undo = keep(relations, change.relation.id);
        relations.set(change.relation.id, change.relation);
        return undo;
      }
      case 'relationDeleted': {
        const undo = keep(relations, change.relationId);
        relations.delete(change.relationId);
        return undo;
      }
      case 'theorem': {
        const undo = keep(alongs, change.theorem.id);
        if (change.theorem.along) alongs.set(change.theorem.id, change.theorem);
        else alongs.delete(change.theorem.id);
        return undo;
      }
      case 'theoremDeleted': {
        const undo = keep(alongs, change.theoremId);
        alongs.delete(change.theoremId);
        return undo;
      }
      case 'property':
      case 'propertyDeleted': {
        const id = change.kind === 'property' ? change.property.id : change.propertyId;
        const had = normDependent.has(id);
        const meanings = this.layer.meanings.byProperty;
        const meant = meanings.get(id);
        const means = change.kind === 'property' && !change.property.normDependent ? change.property.means : null;
        if (means) meanings.set(id, means);
        else meanings.delete(id);
        const removed = change.kind === 'propertyDeleted' ? [...alongs.values()].filter((t) => [...t.conditions, ...t.conclusions].some((a) => a.propertyId === id)) : [];
        if (change.kind === 'property' && change.property.normDependent) normDependent.add(id);
        else normDependent.delete(id);
        for (const t of removed) alongs.delete(t.id);
        return () => {
          if (had) normDependent.add(id);
          else normDependent.delete(id);
          if (meant) meanings.set(id, meant);
          else meanings.delete(id);
          for (const t of removed) alongs.set(t.id, t);
        };
      }
      default:
        return () => undefined;
    }
  }

  private carryContradictions(conflicts: Map<number, CarryConflict[]>, fresh: boolean): Contradiction[] {
    const out: Contradiction[] = [];
    for (const [id, list] of conflicts) {
      const old = new Set(fresh ? (this.layer.conflicts.get(id) ?? []).map((c) => c.lit) : []);
      for (const c of list) if (!old.has(c.lit)) out.push(carryContradiction(this.engine, c));
    }
    return out;
  }

  private relationContradictions(derived: Derived, fresh: boolean): Contradiction[] {
    const old = new Set(fresh ? this.layer.derived.closures.flatMap(relationConflictKeys) : []);
    const out: Contradiction[] = [];
    for (const closure of derived.closures) {
      for (const c of closure.conflicts) {
        if (old.has(conflictKey(c.kept))) continue;
        old.add(conflictKey(c.kept));
        out.push(relationContradiction(c.kept));
      }
    }
    return out;
  }
}

const EMPTY = new Int32Array(0);

/** Whether every literal of `part` is in `whole`. */
function includes(whole: Int32Array, part: Int32Array): boolean {
  const all = new Set(whole);
  return part.every((lit) => all.has(lit));
}

export function carryContradiction(engine: Engine, c: CarryConflict): Contradiction {
  const theoremId = c.justification.theoremId;
  const { sourceId, relation } = c.justification;
  return {
    subject: { kind: 'space', id: c.spaceId },
    propertyId: engine.propertyId(literalProperty(c.lit)),
    scalar: literalScalar(c.lit),
    theoremIds: theoremId === null ? [] : [theoremId],
    carriedFrom: { spaceId: sourceId, relation: { kind: relation.kind, spaceId: relation.spaceId, ofSpaceId: relation.ofSpaceId } },
  };
}

export function relationContradiction(kept: RelationFact): Contradiction {
  return { subject: { kind: 'space', id: kept.spaceId }, propertyId: 0, scalar: kept.scalar, theoremIds: [], relation: { kind: kept.kind, spaceId: kept.spaceId, ofSpaceId: kept.ofSpaceId } };
}

function relationConflictKeys(closure: RelationClosure): string[] {
  return closure.conflicts.map((c) => conflictKey(c.kept));
}

function conflictKey(f: { kind: string; spaceId: number; ofSpaceId: number; scalar: string }): string {
  return `${f.kind}:${f.spaceId}:${f.ofSpaceId}:${f.scalar}`;
}
