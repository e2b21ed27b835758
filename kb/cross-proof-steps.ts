/**
 * The proofs a link page shows in a space related to others, as DataScript
 * entities (:cross-step/*). Such a proof crosses spaces: a carried fact is
 * proved by the relation it came along (with the relation's own proof), the
 * rule and direction that carried it, and its source's fact as that space
 * knew it one stage earlier; a fact derived in a space with carried facts
 * is proved in that space closed on the carried facts of the earliest stage
 * that derives it. So the first derivations the fact and relation entities
 * hold do not give it (docs/knowledge-base.md), and a node of it is held
 * with its own values: one step entity per node of the proof as a tree (a
 * fact node: its space, property, scalar, value, rule, theorem, direction;
 * a relation node: kind, Y, X, scalar, value, rule, record), each non-root
 * step naming its parent (:cross-step/parent) and its place there
 * (:cross-step/at: a support's position, or RELATION_AT / FACT_AT), as the
 * order of a firing's supports and of a relation's is part of the proof.
 * A root names its page (:cross-step/for, :cross-step/page) and its place
 * among the page's proofs.
 *
 * Held per page (space, property), the first time the page is read, for
 * the HELD_PAGES pages read most recently (writing another's retracts the
 * oldest's steps in the same transaction); after a write the held pages of
 * the spaces it reached (every held page after a write of the rules, or with
 * properties meaning relations) are compared again with the reasoner's proofs
 * when next read (a link page, or any query), and only a page whose proofs
 * changed is rewritten (its steps retracted, the new ones added). The bound
 * keeps that comparison before a query (0.45-0.8 ms a page, the machine
 * loaded) under ~200 ms whatever the catalogue's size.
 */
import * as d from 'datascript';
import type { ProofNode, RelationProofNode } from './contract/links';

export const CROSS_STEP_ATTRIBUTES = [
  ':cross-step/for',
  ':cross-step/page',
  ':cross-step/parent',
  ':cross-step/at',
  ':cross-step/space',
  ':cross-step/property',
  ':cross-step/scalar',
  ':cross-step/value',
  ':cross-step/rule',
  ':cross-step/theorem',
  ':cross-step/direction',
  ':cross-step/kind',
  ':cross-step/of',
  ':cross-step/record',
] as const;

/** :cross-step/at of a fact node's relation, and of a relation node's fact (the supports are at 0, 1, …). */
export const RELATION_AT = -1;
export const FACT_AT = -2;

/** How many pages' steps are held at most: those read most recently. */
export const HELD_PAGES = 256;

const pageKey = (spaceId: number, propertyId: number) => `${spaceId}:${propertyId}`;

/**
 * The spaces whose held pages a write may have changed: those it reached
 * (`reached`, the reasoner's reach of what it did), or 'all'. Exact because a
 * page's proof (rules/relations/proof.ts) reads only (1) the committed
 * imports of its space's carry group (a carried fact's relation is the one
 * kept with them, its source a member known one stage earlier), (2) those
 * spaces' links and fields (stages are closed again from them) and (3) the
 * one-space rules. A write re-commits (1) for the groups it re-closes, its
 * reach; changes (2) for the space it writes, whose groups before and after
 * it re-closes; and (3) only as a theorem or property write with a part for
 * the one-space engine, which re-closes every group. A relation re-closes
 * its two spaces' groups before and after, a theorem along relations those
 * where it fires or fired (theorem-reach.ts). So a page outside the reach
 * reads nothing the write changed. With properties meaning relations a
 * relation given by a fact holds that fact's proof, made when read from the
 * giving space's links now (meaningFactProof), and a link that only adds
 * (region.ts `growing`) does not re-close the spaces whose seeds rest on
 * such a relation: every held page then ('all'; the relations to a named
 * space join nearly every space to it anyway). A reload drops every step.
 */
export function crossReach(reached: readonly number[] | 'all', meaningful: boolean): ReadonlySet<number> | 'all' {
  return reached === 'all' || meaningful ? 'all' : new Set(reached);
}

export class CrossProofSteps {
  /** The held pages' proofs, as JSON text (equal when the proofs are), read least recently first. */
  private readonly held = new Map<string, { spaceId: number; propertyId: number; text: string }>();
  /** Held pages a write may have changed since they were last compared. */
  private readonly stale = new Set<string>();
  private nextTempid = -1;

  /** A reload or a build: the database holds no step. */
  clear(): void {
    this.held.clear();
    this.stale.clear();
  }

  /**
   * A write: the held pages of the spaces it reached ('all': every held page)
   * are compared again when next read (`crossReach` says why no other
   * page's proof can have changed).
   */
  written(spaces: ReadonlySet<number> | 'all'): void {
    for (const [key, page] of this.held) if (spaces === 'all' || spaces.has(page.spaceId)) this.stale.add(key);
  }

  /** Whether the page's steps are held and were compared since the last write (a page read: it becomes the most recent). */
  current(spaceId: number, propertyId: number): boolean {
    const key = pageKey(spaceId, propertyId);
    const held = this.held.get(key);
    if (!held || this.stale.has(key)) return false;
    this.held.delete(key);
    this.held.set(key, held);
    return true;
  }

  /** How many pages' steps are held. */
  get size(): number {
    return this.held.size;
  }

  /** The held pages a write may have changed. */
  stalePages(): { spaceId: number; propertyId: number }[] {
    return [...this.stale].map((key) => this.held.get(key)!);
  }

  /**
   * The datoms bringing a page's steps to `proofs` (the reasoner's, as the
   * API sends them; empty when the page has none): nothing when they are
   * what is held, else the old steps retracted and the new ones added (and
   * the least recently read page's retracted when more than HELD_PAGES
   * would be held).
   */
  pageTx(db: d.Db, spaceId: number, propertyId: number, proofs: ProofNode[]): unknown[][] {
    const key = pageKey(spaceId, propertyId);
    this.stale.delete(key);
    const text = JSON.stringify(proofs);
    const held = this.held.get(key);
    if (held) this.held.delete(key);
    if (held?.text === text) {
      this.held.set(key, held);
      return [];
    }
    if (!held && proofs.length === 0) return [];
    const tx: unknown[][] = [];
    if (held) this.retract(tx, db, held);
    if (proofs.length > 0) this.held.set(key, { spaceId, propertyId, text });
    proofs.forEach((proof, at) => this.add(tx, proof, { ':cross-step/for': spaceId, ':cross-step/page': propertyId, ':cross-step/at': at }));
    while (this.held.size > HELD_PAGES) {
      const [oldest, page] = this.held.entries().next().value!;
      this.held.delete(oldest);
      this.stale.delete(oldest);
      this.retract(tx, db, page);
    }
    return tx;
  }

  private retract(tx: unknown[][], db: d.Db, page: { spaceId: number; propertyId: number }): void {
    for (const e of this.steps(db, page.spaceId, page.propertyId)) tx.push([':db.fn/retractEntity', e]);
  }

  /** Every step of a page: its roots and their descendants. */
  private steps(db: d.Db, spaceId: number, propertyId: number): number[] {
    const out = roots(db, spaceId, propertyId);
    for (let i = 0; i < out.length; i++) for (const child of d.datoms(db, ':avet', ':cross-step/parent', out[i])) out.push(child.e);
    return out;
  }

  private add(tx: unknown[][], node: ProofNode, place: Record<string, number>): void {
    const e = this.nextTempid--;
    const entity: Record<string, unknown> = { ':db/id': e, ...place, ':cross-step/space': node.spaceId, ':cross-step/property': node.propertyId, ':cross-step/scalar': node.scalar, ':cross-step/value': node.value, ':cross-step/rule': node.rule };
    if (node.theoremId !== null) entity[':cross-step/theorem'] = node.theoremId;
    if (node.direction) entity[':cross-step/direction'] = node.direction;
    tx.push(...rows(entity, e));
    node.supports.forEach((s, at) => this.add(tx, s, { ':cross-step/parent': e, ':cross-step/at': at }));
    if (node.relation) this.addRelation(tx, node.relation, { ':cross-step/parent': e, ':cross-step/at': RELATION_AT });
  }

  private addRelation(tx: unknown[][], node: RelationProofNode, place: Record<string, number>): void {
    const e = this.nextTempid--;
    const entity: Record<string, unknown> = { ':db/id': e, ...place, ':cross-step/kind': node.kind, ':cross-step/space': node.spaceId, ':cross-step/of': node.ofSpaceId, ':cross-step/scalar': node.scalar, ':cross-step/value': node.value, ':cross-step/rule': node.rule };
    if (node.relationId !== null) entity[':cross-step/record'] = node.relationId;
    tx.push(...rows(entity, e));
    node.supports.forEach((s, at) => this.addRelation(tx, s, { ':cross-step/parent': e, ':cross-step/at': at }));
    if (node.fact) this.add(tx, node.fact, { ':cross-step/parent': e, ':cross-step/at': FACT_AT });
  }
}

/** An entity map as :db/add rows (a tempid is an entity's until the transaction resolves it). */
function rows(entity: Record<string, unknown>, e: number): unknown[][] {
  return Object.entries(entity)
    .filter(([a]) => a !== ':db/id')
    .map(([a, v]) => [':db/add', e, a, v]);
}

/** The root steps of a page, in the page's order. */
function roots(db: d.Db, spaceId: number, propertyId: number): number[] {
  const ofSpace = new Set(d.datoms(db, ':avet', ':cross-step/for', spaceId).map((datom) => datom.e));
  return d
    .datoms(db, ':avet', ':cross-step/page', propertyId)
    .filter((datom) => ofSpace.has(datom.e))
    .map((datom) => datom.e);
}

/** A page's proofs read from its steps, roots and supports in their :cross-step/at order. */
export function readCrossProofs(db: d.Db, spaceId: number, propertyId: number): ProofNode[] {
  return ordered(db, roots(db, spaceId, propertyId)).map(({ e, values }) => factNode(db, e, values));
}

type Values = Record<string, unknown>;

function valuesOf(db: d.Db, e: number): Values {
  const values: Values = {};
  for (const datom of d.datoms(db, ':eavt', e)) values[datom.a] = datom.v;
  return values;
}

/** Entities with their values, sorted by :cross-step/at. */
function ordered(db: d.Db, es: number[]): { e: number; values: Values }[] {
  return es.map((e) => ({ e, values: valuesOf(db, e) })).sort((a, b) => (a.values[':cross-step/at'] as number) - (b.values[':cross-step/at'] as number));
}

function children(db: d.Db, e: number): { e: number; values: Values }[] {
  return ordered(
    db,
    d.datoms(db, ':avet', ':cross-step/parent', e).map((datom) => datom.e),
  );
}

function factNode(db: d.Db, e: number, v: Values): ProofNode {
  const below = children(db, e);
  const node: ProofNode = {
    spaceId: v[':cross-step/space'] as number,
    propertyId: v[':cross-step/property'] as number,
    scalar: v[':cross-step/scalar'] as ProofNode['scalar'],
    value: v[':cross-step/value'] as boolean,
    rule: v[':cross-step/rule'] as ProofNode['rule'],
    theoremId: (v[':cross-step/theorem'] as number | undefined) ?? null,
    supports: below.filter((c) => (c.values[':cross-step/at'] as number) >= 0).map((c) => factNode(db, c.e, c.values)),
  };
  const relation = below.find((c) => c.values[':cross-step/at'] === RELATION_AT);
  if (relation) node.relation = relationNode(db, relation.e, relation.values);
  if (v[':cross-step/direction'] !== undefined) node.direction = v[':cross-step/direction'] as ProofNode['direction'];
  return node;
}

function relationNode(db: d.Db, e: number, v: Values): RelationProofNode {
  const below = children(db, e);
  const node: RelationProofNode = {
    kind: v[':cross-step/kind'] as RelationProofNode['kind'],
    spaceId: v[':cross-step/space'] as number,
    ofSpaceId: v[':cross-step/of'] as number,
    scalar: v[':cross-step/scalar'] as RelationProofNode['scalar'],
    value: v[':cross-step/value'] as boolean,
    rule: v[':cross-step/rule'] as RelationProofNode['rule'],
    relationId: (v[':cross-step/record'] as number | undefined) ?? null,
    supports: below.filter((c) => (c.values[':cross-step/at'] as number) >= 0).map((c) => relationNode(db, c.e, c.values)),
  };
  const fact = below.find((c) => c.values[':cross-step/at'] === FACT_AT);
  if (fact) node.fact = factNode(db, fact.e, fact.values);
  return node;
}
