/**
 * The starter catalogue's differential equations as the reasoner takes them
 * (equations have no scalar: a property had is REAL, lacked NOT_REAL), and a
 * generated ten times over: copy k has its own equations, properties, links
 * and theorems (ids offset), the first `equations` equations of each copy
 * (45 a copy: 450 equations and 400 theorems at ×10, as issue 26 sets it).
 */
import { readFileSync } from 'node:fs';
import type { KindCatalogue, LinkField, LinkInput, PropertyInput, SubjectInput, TheoremInput } from '../../rules';
import { starterCataloguePath } from '../../backend/src/catalogue/project-root';

interface Atom { propertyId: number; hasProperty: boolean }
interface StarterEquations {
  differentialEquations: { id: number }[];
  differentialEquationProperties: { id: number }[];
  differentialEquationLinks: { differentialEquationId: number; differentialEquationPropertyId: number; hasProperty: boolean }[];
  differentialEquationTheorems: { id: number; conditions: Atom[]; conclusions: Atom[] }[];
}

const fieldOf = (has: boolean): LinkField => (has ? 'REAL' : 'NOT_REAL');

/** The starter catalogue's equation part. */
export function starterEquations(): KindCatalogue {
  const starter = JSON.parse(readFileSync(starterCataloguePath(), 'utf8')) as StarterEquations;
  const atoms = (list: Atom[]) => list.map((a) => ({ propertyId: a.propertyId, field: fieldOf(a.hasProperty) }));
  return {
    subjects: starter.differentialEquations.map((e) => ({ id: e.id, field: 'REAL' })),
    properties: starter.differentialEquationProperties.map((p) => ({ id: p.id, field: 'REAL' })),
    links: starter.differentialEquationLinks.map((l) => ({ subjectId: l.differentialEquationId, propertyId: l.differentialEquationPropertyId, field: fieldOf(l.hasProperty) })),
    theorems: starter.differentialEquationTheorems.map((t) => ({ id: t.id, conditions: atoms(t.conditions), conclusions: atoms(t.conclusions) })),
  };
}

/** `copies` copies of `base`, each with its first `equations` equations (by id) and their links. */
export function scaledEquations(base: KindCatalogue, copies: number, equations: number): KindCatalogue {
  const out = { subjects: [] as SubjectInput[], properties: [] as PropertyInput[], links: [] as LinkInput[], theorems: [] as TheoremInput[] };
  const span = (list: readonly { id: number }[]) => Math.max(...list.map((x) => x.id));
  const [subjectSpan, propertySpan, theoremSpan] = [span(base.subjects), span(base.properties), span(base.theorems)];
  const kept = new Set([...base.subjects].sort((a, b) => a.id - b.id).slice(0, equations).map((s) => s.id));
  for (let k = 0; k < copies; k++) {
    const p = (id: number) => id + k * propertySpan;
    const atom = (a: { propertyId: number; field: LinkField }) => ({ propertyId: p(a.propertyId), field: a.field });
    out.subjects.push(...base.subjects.filter((s) => kept.has(s.id)).map((s) => ({ id: s.id + k * subjectSpan, field: s.field })));
    out.properties.push(...base.properties.map((x) => ({ id: p(x.id), field: x.field })));
    out.links.push(...base.links.filter((l) => kept.has(l.subjectId)).map((l) => ({ subjectId: l.subjectId + k * subjectSpan, propertyId: p(l.propertyId), field: l.field })));
    out.theorems.push(...base.theorems.map((t) => ({ id: t.id + k * theoremSpan, conditions: t.conditions.map(atom), conclusions: t.conclusions.map(atom) })));
  }
  return out;
}
