/**
 * The starter catalogue's theorems about differential equations
 * (`differentialEquationTheorems`, docs/content.md), read as a specialist
 * would: well-formed, referenced and typeset, and every one of the equation
 * links checked against them by the engine, with no contradiction and with
 * the facts they derive that nobody typed in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import katex from 'katex';
import type { Reference } from '../../kb/contract/references';
import { mathSegments } from '../../frontend/src/lib/math-segments';
import { Reasoner } from '../../rules';
import { referenceProblems } from './reference-problems';

interface EquationAtom { propertyId: number; hasProperty: boolean }
interface EquationTheorem { id: number; name: string; description: string; conditions: EquationAtom[]; conclusions: EquationAtom[]; references: Reference[] }
interface Starter {
  differentialEquations: { id: number; name: string }[];
  differentialEquationProperties: { id: number; name: string }[];
  differentialEquationLinks: { differentialEquationId: number; differentialEquationPropertyId: number; hasProperty: boolean }[];
  differentialEquationTheorems: EquationTheorem[];
}

const starter: Starter = JSON.parse(readFileSync(join(__dirname, '..', '..', 'content', 'starter-catalogue.json'), 'utf8'));
const theorems = starter.differentialEquationTheorems;
const propertyIds = new Set(starter.differentialEquationProperties.map((p) => p.id));

/** An equation fact as the reasoner holds it (equations have no scalar field): has is REAL, lacks NOT_REAL, over properties of field REAL. */
const field = (has: boolean): 'REAL' | 'NOT_REAL' => (has ? 'REAL' : 'NOT_REAL');
const reasoner = Reasoner.build({
  equation: {
    subjects: starter.differentialEquations.map((e) => ({ id: e.id, field: 'REAL' })),
    properties: starter.differentialEquationProperties.map((p) => ({ id: p.id, field: 'REAL' })),
    links: starter.differentialEquationLinks.map((l) => ({ subjectId: l.differentialEquationId, propertyId: l.differentialEquationPropertyId, field: field(l.hasProperty) })),
    theorems: theorems.map((t) => ({
      id: t.id,
      conditions: t.conditions.map((a) => ({ propertyId: a.propertyId, field: field(a.hasProperty) })),
      conclusions: t.conclusions.map((a) => ({ propertyId: a.propertyId, field: field(a.hasProperty) })),
    })),
  },
});
const equation = (id: number) => ({ kind: 'equation' as const, id });

describe('the starter catalogue’s equation theorems', () => {
  it('number at least 40, each named, described and with 1 to 5 atoms a side over distinct equation properties', () => {
    expect(theorems.length).toBeGreaterThanOrEqual(40);
    const problems = theorems.flatMap((t) => {
      const atoms = [...t.conditions, ...t.conclusions];
      const out: string[] = [];
      if (!t.name.trim() || !t.description.trim()) out.push(`${t.id}: no name or description`);
      for (const side of [t.conditions, t.conclusions]) if (side.length < 1 || side.length > 5) out.push(`${t.id}: ${side.length} atoms on a side`);
      if (new Set(atoms.map((a) => a.propertyId)).size !== atoms.length) out.push(`${t.id}: a property twice`);
      for (const a of atoms) if (!propertyIds.has(a.propertyId) || typeof a.hasProperty !== 'boolean') out.push(`${t.id}: atom ${JSON.stringify(a)}`);
      return out;
    });
    expect(problems).toEqual([]);
    expect(new Set(theorems.map((t) => t.id)).size).toBe(theorems.length);
    expect(new Set(theorems.map((t) => t.name)).size).toBe(theorems.length);
  });

  it('leave every equation link consistent and derive at least 300 facts nobody typed in', () => {
    const contradictions = starter.differentialEquations.flatMap((e) => reasoner.contradictions(equation(e.id)).map((c) => `${e.name}: ${c.propertyId}`));
    expect(contradictions).toEqual([]);
    const derived = starter.differentialEquations.reduce((n, e) => n + reasoner.facts(equation(e.id)).filter((f) => !f.stored).length, 0);
    console.log(`${theorems.length} equation theorems derive ${derived} equation facts nobody typed in`);
    expect(derived).toBeGreaterThanOrEqual(300);
  });

  it('each derive a fact or confirm a stored link of some equation', () => {
    const used = new Set<number>();
    for (const e of starter.differentialEquations) for (const { derivations } of reasoner.allDerivations(equation(e.id))) for (const id of derivations.theoremIds) used.add(id);
    expect(theorems.filter((t) => !used.has(t.id)).map((t) => t.name)).toEqual([]);
  });

  it('cite well-formed books, papers and Wikipedia pages, at least one each', () => {
    expect(theorems.filter((t) => t.references.length === 0).map((t) => t.name)).toEqual([]);
    expect(theorems.flatMap((t) => t.references.flatMap((r) => referenceProblems(r).map((p) => `${t.name}: ${p}`)))).toEqual([]);
  });

  it('typeset with KaTeX in strict mode', () => {
    const broken: string[] = [];
    for (const t of theorems) {
      for (const text of [t.name, t.description, ...t.references.flatMap((r) => [r.title, r.statement ?? ''])]) {
        for (const segment of mathSegments(text)) {
          if (segment.kind !== 'math') continue;
          try {
            katex.renderToString(segment.tex, { displayMode: segment.display, throwOnError: true, strict: 'error', trust: false });
          } catch (error) {
            broken.push(`${t.name}: ${segment.source}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
