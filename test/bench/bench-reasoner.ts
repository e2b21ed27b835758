/** The reasoner's full build of a catalogue, as the benchmark times it, with the facts it derived beyond the stored ones. */
import { Engine } from '../../rules/engine';
import type { CatalogueRecords } from '../../kb/records';

export function closeCatalogue(records: CatalogueRecords): { reasoner: unknown; derived: number } {
  const engine = Engine.build(records);
  let derived = 0;
  for (const id of engine.spaceIds()) {
    const { closure } = engine.state(id)!;
    derived += closure.order.length - closure.storedCount;
  }
  return { reasoner: engine, derived };
}
