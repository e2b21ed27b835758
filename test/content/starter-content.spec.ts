/**
 * The starter catalogue (content/starter-catalogue.json) as a specialist reads
 * it, checked without a server: the coverage targets, the engine's closure
 * (no contradiction, enough derived facts), every property both holding and
 * failing somewhere, a reference on every entry, every reference a well-formed
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
 * Properties that may hold everywhere or fail everywhere in the catalogue, with
 * the reason. Empty today: every property has an example and a counterexample.
 */
const ONE_SIDED: Record<string, string> = {};

describe('the starter catalogue', () => {
  it('meets the coverage targets', () => {
    expect(starter.spaces.length).toBeGreaterThanOrEqual(70);
    expect(starter.properties.length).toBeGreaterThanOrEqual(55);
    expect(starter.theorems.length).toBeGreaterThanOrEqual(120);
    expect(starter.spaceLinks.length).toBeGreaterThanOrEqual(400);
    expect(starter.differentialEquations.length).toBeGreaterThanOrEqual(45);
    expect(starter.differentialEquationProperties.length).toBeGreaterThanOrEqual(30);
  });

  it('closes without contradiction and derives at least 4,000 facts', () => {
    expect(closure.contradictions).toEqual([]);
    expect(closure.stats.computed).toBeGreaterThanOrEqual(4000);
  });

  it('has every property of spaces holding on some space and failing on another', () => {
    const holds = new Set<string>();
    const fails = new Set<string>();
    for (const fact of closure.facts) (fact.value ? holds : fails).add(fact.property);
    const oneSided = starter.properties
      .map((p) => p.name)
      .filter((name) => !(holds.has(name) && fails.has(name)) && !(name in ONE_SIDED));
    expect(oneSided).toEqual([]);
  });

  it('has every property of equations held by some equation and lacked by another', () => {
    const has = new Set<number>();
    const lacks = new Set<number>();
    for (const link of starter.differentialEquationLinks) (link.hasProperty ? has : lacks).add(link.differentialEquationPropertyId);
    const oneSided = starter.differentialEquationProperties
      .filter((p) => !(has.has(p.id) && lacks.has(p.id)) && !(p.name in ONE_SIDED))
      .map((p) => p.name);
    expect(oneSided).toEqual([]);
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
  starter.theorems.forEach((t) => add(`theorem ${t.name}`, t.references));
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
  starter.theorems.forEach((t) => add(`theorem ${t.name}`, t.name, t.description));
  starter.differentialEquations.forEach((e) => add(`equation ${e.name}`, e.name, e.symbol, e.variables, e.parameters, e.description));
  starter.differentialEquationProperties.forEach((p) => add(`equation property ${p.name}`, p.name, p.description));
  starter.differentialEquationLinks.forEach((l) => add(`equation link ${l.differentialEquationId}/${l.differentialEquationPropertyId}`, l.description));
  allReferences().forEach(({ owner, reference }) => add(`${owner} reference`, reference.title, reference.statement));
  return out;
}
