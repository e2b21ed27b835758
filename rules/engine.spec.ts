import { Engine } from './engine';
import type { EngineCatalogue, EngineLink } from './catalogue';
import { randomCatalogue } from '../test/engine/random-catalogue';

/** Every space's stored facts and closure, as the build made them. */
function snapshot(engine: Engine) {
  return [...engine.spaceIds()].map((id) => {
    const { stored, closure } = engine.state(id)!;
    return { id, stored: [...stored], order: [...closure.order], rule: [...closure.rule], refirings: [...closure.refirings], conflicts: [...closure.conflicts] };
  });
}

/** The same, each space closed again on its own from its link map (a space write re-closes it that way). */
function recloseEach(engine: Engine, catalogue: EngineCatalogue) {
  for (const space of catalogue.spaces) engine.apply({ kind: 'space', space });
  return snapshot(engine);
}

describe('Engine.build', () => {
  it("reads every space's stored facts off the catalogue's links as each space's link map gives them", () => {
    for (const seed of [11, 12, 13]) {
      const catalogue = randomCatalogue(seed, { spaces: 12, properties: 10, theorems: 25, linkChance: 0.5 });
      // A link's components over a scalar its space lacks count for nothing.
      for (const field of ['REAL', 'COMPLEX'] as const) {
        const space = catalogue.spaces.find((s) => s.field === field)!;
        const property = catalogue.properties.find((p) => p.field === 'REAL_OR_COMPLEX')!;
        catalogue.links = catalogue.links.filter((l) => l.spaceId !== space.id || l.propertyId !== property.id);
        catalogue.links.push({ spaceId: space.id, propertyId: property.id, field: 'REAL_AND_NOT_COMPLEX' });
      }
      // Links to a property or a space the catalogue lacks count for nothing.
      catalogue.links.push({ spaceId: 1, propertyId: 999, field: 'REAL' }, { spaceId: 999, propertyId: 1, field: 'REAL' });
      // Shuffled: a space's links need not be together.
      catalogue.links.reverse();
      const engine = Engine.build(catalogue);
      expect(snapshot(engine)).toEqual(recloseEach(engine, catalogue));
    }
  });

  it('keeps the first place and the last field of a link given twice, as the link map does', () => {
    const catalogue = randomCatalogue(14, { spaces: 6, properties: 8, theorems: 20, linkChance: 0.6 });
    const first = catalogue.links[0];
    const again: EngineLink = { ...first, field: first.field === 'REAL' ? 'NOT_REAL' : 'REAL' };
    catalogue.links.push(again);
    const engine = Engine.build(catalogue);
    const built = snapshot(engine);
    expect(built).toEqual(recloseEach(engine, catalogue));
    expect(engine.spaceLinks(first.spaceId).get(first.propertyId)).toBe(again.field);
  });
});
