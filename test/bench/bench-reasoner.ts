/** The reasoner's full build of a catalogue, as the benchmark times it, with the facts it derived beyond the stored ones. */
import { Reasoner } from '../../rules';
import { reasonerCatalogue } from '../../kb/reasoner-input';
import type { CatalogueRecords } from '../../kb/records';

export function closeCatalogue(records: CatalogueRecords): { reasoner: unknown; derived: number } {
  const reasoner = Reasoner.build(reasonerCatalogue(records));
  let derived = 0;
  for (const id of reasoner.subjects('space')) for (const fact of reasoner.facts({ kind: 'space', id })) if (!fact.stored) derived++;
  return { reasoner, derived };
}
