/**
 * The starter catalogue (content/starter-catalogue.json) as a specialist reads
 * it, checked without a server: the coverage targets, the engine's closure
 * (no contradiction, enough derived facts), every property holding on three
 * entries and failing on three, a reference on every entry, every reference a well-formed
 * book, paper or Wikipedia page, and every LaTeX string typeset by KaTeX in
 * strict mode. See docs/content.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import katex from 'katex';
import { compute } from '../../backend/cli/commands/compute';
import type { Backup } from '../../kb/contract/backup';
import type { Reference } from '../../kb/contract/references';
import { mathSegments } from '../../frontend/src/lib/math-segments';
import { backupRecords } from '../../kb/backup-records';
import { referenceProblems } from './reference-problems';

const starter: Backup = JSON.parse(readFileSync(join(__dirname, '..', '..', 'content', 'starter-catalogue.json'), 'utf8'));
const closure = compute(backupRecords(starter));

/**
 * Properties with fewer than three examples (or counterexamples) in the
 * catalogue, with the reason; each still has at least one of each.
 */
const THIN_SIDE: Record<string, string> = {
  'Strong Huygens principle':
    "Hadamard's problem: the equations with sharp signals are, up to equivalence, wave equations in odd space dimensions of at least three and systems built from them; here the three-dimensional wave equation and Maxwell's equations in vacuum.",
};

/** Names whose count on one side is below three (below one for THIN_SIDE entries). */
function thin(names: string[], holds: Map<string, Set<string>>, fails: Map<string, Set<string>>): string[] {
  return names.filter((name) => {
    const least = name in THIN_SIDE ? 1 : 3;
    return (holds.get(name)?.size ?? 0) < least || (fails.get(name)?.size ?? 0) < least;
  });
}

function addTo(map: Map<string, Set<string>>, key: string, value: string) {
  map.set(key, (map.get(key) ?? new Set<string>()).add(value));
}

describe('the starter catalogue', () => {
  it('meets the coverage targets', () => {
    expect(starter.spaces.length).toBeGreaterThanOrEqual(90);
    expect(starter.properties.length).toBeGreaterThanOrEqual(65);
    expect(starter.theorems.length).toBeGreaterThanOrEqual(150);
    expect(starter.spaceLinks.length).toBeGreaterThanOrEqual(550);
    expect(starter.differentialEquations.length).toBeGreaterThanOrEqual(55);
    expect(starter.differentialEquationProperties.length).toBeGreaterThanOrEqual(35);
  });

  it('closes without contradiction and derives at least 6,500 facts', () => {
    expect(closure.contradictions).toEqual([]);
    expect(closure.stats.computed).toBeGreaterThanOrEqual(6500);
  });

  it('has every property of spaces holding on at least three spaces and failing on three others', () => {
    const holds = new Map<string, Set<string>>();
    const fails = new Map<string, Set<string>>();
    for (const fact of closure.facts) addTo(fact.value ? holds : fails, fact.property, fact.space);
    expect(thin(starter.properties.map((p) => p.name), holds, fails)).toEqual([]);
  });

  it('has every property of equations held by at least three equations and lacked by three others', () => {
    const name = new Map(starter.differentialEquationProperties.map((p) => [p.id, p.name]));
    const has = new Map<string, Set<string>>();
    const lacks = new Map<string, Set<string>>();
    for (const link of starter.differentialEquationLinks) {
      addTo(link.hasProperty ? has : lacks, name.get(link.differentialEquationPropertyId)!, String(link.differentialEquationId));
    }
    expect(thin([...name.values()], has, lacks)).toEqual([]);
  });

  it('gives every entry at least one reference', () => {
    const bare = [
      ...starter.spaces.filter((s) => s.references.length === 0).map((s) => `space ${s.symbol}`),
      ...starter.properties.filter((p) => p.references.length === 0).map((p) => `property ${p.name}`),
      ...starter.theorems.filter((t) => t.references.length === 0).map((t) => `theorem ${t.name}`),
      ...starter.differentialEquations.filter((e) => e.references.length === 0).map((e) => `equation ${e.name}`),
      ...starter.differentialEquationProperties.filter((p) => p.references.length === 0).map((p) => `equation property ${p.name}`),
    ];
    expect(bare).toEqual([]);
  });

  it('cites only well-formed books, papers and Wikipedia pages', () => {
    const problems = allReferences().flatMap(({ owner, reference }) => referenceProblems(reference).map((p) => `${owner}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('typesets every LaTeX string with KaTeX in strict mode', () => {
    const broken: string[] = [];
    for (const { owner, text } of allTexts()) {
      for (const segment of mathSegments(text)) {
        if (segment.kind !== 'math') continue;
        try {
          katex.renderToString(segment.tex, { displayMode: segment.display, throwOnError: true, strict: 'error', trust: false });
        } catch (error) {
          broken.push(`${owner}: ${segment.source}: ${(error as Error).message}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

function allReferences(): { owner: string; reference: Reference }[] {
  const out: { owner: string; reference: Reference }[] = [];
  const add = (owner: string, references: Reference[]) => references.forEach((reference) => out.push({ owner, reference }));
  starter.spaces.forEach((s) => add(`space ${s.symbol}`, s.references));
  starter.properties.forEach((p) => add(`property ${p.name}`, p.references));
  starter.spaceLinks.forEach((l) => add(`link ${l.spaceId}/${l.propertyId}`, l.references));
  (starter.spaceProblems ?? []).forEach((m) => add(`mark ${m.spaceId}/${m.propertyId}/${m.scalar}`, m.references));
  starter.theorems.forEach((t) => add(`theorem ${t.name}`, t.references));
  (starter.spaceRelations ?? []).forEach((r) => add(`relation ${r.id}`, r.references));
  starter.differentialEquations.forEach((e) => add(`equation ${e.name}`, e.references));
  starter.differentialEquationProperties.forEach((p) => add(`equation property ${p.name}`, p.references));
  starter.differentialEquationLinks.forEach((l) => add(`equation link ${l.differentialEquationId}/${l.differentialEquationPropertyId}`, l.references));
  return out;
}

function allTexts(): { owner: string; text: string }[] {
  const out: { owner: string; text: string }[] = [];
  const add = (owner: string, ...texts: (string | null | undefined)[]) => texts.forEach((text) => text && out.push({ owner, text }));
  starter.spaces.forEach((s) => add(`space ${s.symbol}`, s.symbol, s.norm, s.description));
  starter.properties.forEach((p) => add(`property ${p.name}`, p.name, p.description));
  starter.spaceLinks.forEach((l) => add(`link ${l.spaceId}/${l.propertyId}`, l.description));
  (starter.spaceProblems ?? []).forEach((m) => add(`mark ${m.spaceId}/${m.propertyId}/${m.scalar}`, m.since, m.decidedBy, m.description));
  starter.theorems.forEach((t) => add(`theorem ${t.name}`, t.name, t.description));
  (starter.spaceRelations ?? []).forEach((r) => add(`relation ${r.id}`, r.description));
  starter.differentialEquations.forEach((e) => add(`equation ${e.name}`, e.name, e.symbol, e.variables, e.parameters, e.description));
  starter.differentialEquationProperties.forEach((p) => add(`equation property ${p.name}`, p.name, p.description));
  starter.differentialEquationLinks.forEach((l) => add(`equation link ${l.differentialEquationId}/${l.differentialEquationPropertyId}`, l.description));
  allReferences().forEach(({ owner, reference }) => add(`${owner} reference`, reference.title, reference.statement));
  return out;
}
