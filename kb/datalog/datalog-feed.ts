/**
 * The knowledge base's DataScript database as query workers copy it: its
 * snapshot on demand (JSON text, made once per database value), and every
 * transaction and rebuild as it happens, so a
 * copy started from a snapshot and fed the same transactions stays equal to
 * the main thread's database.
 */
import * as d from 'datascript';
import { RECORD_ATTRIBUTES } from '../record-store';
import { FACT_ATTRIBUTES } from '../fact-entities';
import { STEP_ATTRIBUTES } from '../proof-steps';
import { CROSS_STEP_ATTRIBUTES } from '../cross-proof-steps';
import { CATALOGUE_RULE_HEADS, CATALOGUE_RULES } from './catalogue-rules';
import { HeldEntities, type HeldRow } from './held-entities';
import { HELD_ATTRIBUTES, HELD_KINDS, type HeldKind } from './query-entities';
import { RELATION_ATTRIBUTES, RelationEntities } from './relation-entities';
import { CROSS_ATTRIBUTES, CrossDerivations, type CrossLookup } from './cross-derivations';
import type { CarriedFact, RelationDerivation } from '../../rules';
import type { DatalogSnapshot } from './query-protocol';
import type { EntityGroup } from '../record-datoms';
import type { DatalogListener, DatalogSource } from './query-runner';

/** Every attribute the knowledge base's entities have: what a query may name. */
export const QUERY_ATTRIBUTE_NAMES: readonly string[] = [...RECORD_ATTRIBUTES, ...FACT_ATTRIBUTES, ...STEP_ATTRIBUTES, ...CROSS_STEP_ATTRIBUTES, ...RELATION_ATTRIBUTES, ...CROSS_ATTRIBUTES, ...HELD_ATTRIBUTES];

export class DatalogFeed implements DatalogSource {
  private readonly listeners = new Set<DatalogListener>();
  /** The last snapshot's database and its serializable form as JSON (a string crosses to a worker as one copy). */
  private serialized: { db: d.Db; text: string } | null = null;

  /** The relations, equations and marks as DataScript holds them (query-entities.ts). */
  private readonly held = new Map<HeldKind, HeldEntities>((Object.keys(HELD_KINDS) as HeldKind[]).map((kind) => [kind, new HeldEntities(HELD_KINDS[kind])]));

  /** The relations with their derivations, and the references across spaces (relation-entities.ts, cross-derivations.ts). */
  private readonly relations = new RelationEntities();
  private readonly cross = new CrossDerivations();

  constructor(
    private readonly db: () => d.Db,
    /** The database `db` gave, in DataScript's serializable form (kept from its last load when it took no write since). */
    private readonly form: () => unknown,
    /** Transacts into the knowledge base's database; the tempids it resolved. */
    private readonly write: (tx: d.TxData) => Record<string, number>,
    /** Adds a group of entities in bulk, numbered after every entity so far (`group` is given the last entity id before them). */
    private readonly load: (group: (firstEid: number) => EntityGroup) => void,
  ) {}

  /**
   * Brings one held kind to `rows`: only the rows that changed are
   * transacted, and sent to the query workers (called before a query, never
   * at a write).
   */
  hold(kind: HeldKind, rows: Iterable<HeldRow>): void {
    const entities = this.held.get(kind)!;
    if (entities.empty) {
      // A first hold (after a build or a reload) loads its rows as one group, which costs a fraction of a transaction
      // (tens of thousands of relations at π-Base scale); the query workers take the new database whole.
      const distinct = entities.distinct(rows);
      if (distinct.length === 0) return;
      this.load((firstEid) => {
        entities.loaded(distinct, firstEid);
        return { attributes: HELD_KINDS[kind], rows: distinct as unknown[][] };
      });
      this.notifyReloaded();
      return;
    }
    let next = -1;
    const tx = entities.tx(rows, () => next--);
    if (tx.length === 0) return;
    entities.committed(this.write(tx));
    this.transacted(tx);
  }

  /**
   * Brings the relations to `derivations`: the first hold after a build as
   * one group (the workers take the new database whole), later ones as the
   * difference, transacted and sent to the query workers.
   */
  holdRelations(derivations: readonly RelationDerivation[]): void {
    if (this.relations.empty) {
      if (derivations.length === 0) return;
      this.load((firstEid) => ({ attributes: RELATION_ATTRIBUTES, rows: this.relations.rows(derivations, firstEid) }));
      this.notifyReloaded();
      return;
    }
    let next = -1;
    const tx = this.relations.tx(derivations, () => next--);
    if (tx.length === 0) return;
    this.relations.committed(this.write(tx));
    this.transacted(tx);
  }

  /** Brings the references across spaces (carried facts, relations given by a meaning) to what the reasoner says now; `facts` finds fact entities. */
  holdCrossings(carried: readonly CarriedFact[], derivations: readonly RelationDerivation[], facts: CrossLookup['fact']): void {
    const tx = this.cross.tx(carried, derivations, { fact: facts, relation: (key) => this.relations.entityOf(key) });
    if (tx.length === 0) return;
    this.write(tx);
    this.transacted(tx);
  }

  snapshot(): DatalogSnapshot {
    const db = this.db();
    // Kept per database value: a worker stopped at its budget starts again from the same text, at no cost to the main thread.
    if (this.serialized?.db !== db) this.serialized = { db, text: JSON.stringify(this.form()) };
    return { db: this.serialized.text, rules: CATALOGUE_RULES, attributes: [...QUERY_ATTRIBUTE_NAMES], ruleHeads: CATALOGUE_RULE_HEADS };
  }

  /** The database brought up to date (facts of spaces written since it last was), its transactions sent to the listeners. */
  prepare(): void {
    this.db();
  }

  subscribe(listener: DatalogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transacted(tx: d.TxData): void {
    if (tx.length > 0) for (const listener of this.listeners) listener.transacted(tx);
  }

  reloaded(): void {
    // The new database holds none of the held kinds: the next query's preparation adds them again.
    for (const entities of this.held.values()) entities.clear();
    this.relations.clear();
    this.cross.clear();
    this.notifyReloaded();
  }

  private notifyReloaded(): void {
    for (const listener of this.listeners) listener.reloaded();
  }
}
