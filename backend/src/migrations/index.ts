/** The migration chain, in order; listed (not globbed) so the built and the TS code agree. */
import { Migration20261120000000Catalogue } from './Migration20261120000000Catalogue';
import { Migration20261121000000CatalogueState } from './Migration20261121000000CatalogueState';
import { Migration20261121000100Session } from './Migration20261121000100Session';
import { Migration20261122000000WikipediaPageId } from './Migration20261122000000WikipediaPageId';
import { Migration20261123000000CatalogueVersion } from './Migration20261123000000CatalogueVersion';
import { Migration20261123000100EntityVersions } from './Migration20261123000100EntityVersions';
import { Migration20261125000000CatalogueChangeLog } from './Migration20261125000000CatalogueChangeLog';
import { Migration20261126000000RetiredItemVersions } from './Migration20261126000000RetiredItemVersions';
import { Migration20261126180000ChangeLog } from './Migration20261126180000ChangeLog';
import { Migration20261126190000SpaceProblem } from './Migration20261126190000SpaceProblem';
import { Migration20261126213000DisplayName } from './Migration20261126213000DisplayName';
import { Migration20261126220000EquationTheorem } from './Migration20261126220000EquationTheorem';
import { Migration20261126230000EquationTheoremVersions } from './Migration20261126230000EquationTheoremVersions';
import { Migration20261126221000SpaceRelation } from './Migration20261126221000SpaceRelation';
import { Migration20261127010000ChangeLogIndexes } from './Migration20261127010000ChangeLogIndexes';
import { Migration20261127020000ChangeLogItemIndex } from './Migration20261127020000ChangeLogItemIndex';
import { Migration20261127080000PropertyMeaning } from './Migration20261127080000PropertyMeaning';
import { Migration20261127100000ChangeLogWriteCost } from './Migration20261127100000ChangeLogWriteCost';

export const MIGRATIONS = [
  { name: 'Migration20261120000000Catalogue', class: Migration20261120000000Catalogue },
  { name: 'Migration20261121000000CatalogueState', class: Migration20261121000000CatalogueState },
  { name: 'Migration20261121000100Session', class: Migration20261121000100Session },
  { name: 'Migration20261122000000WikipediaPageId', class: Migration20261122000000WikipediaPageId },
  { name: 'Migration20261123000000CatalogueVersion', class: Migration20261123000000CatalogueVersion },
  { name: 'Migration20261123000100EntityVersions', class: Migration20261123000100EntityVersions },
  { name: 'Migration20261125000000CatalogueChangeLog', class: Migration20261125000000CatalogueChangeLog },
  { name: 'Migration20261126000000RetiredItemVersions', class: Migration20261126000000RetiredItemVersions },
  { name: 'Migration20261126180000ChangeLog', class: Migration20261126180000ChangeLog },
  { name: 'Migration20261126190000SpaceProblem', class: Migration20261126190000SpaceProblem },
  { name: 'Migration20261126213000DisplayName', class: Migration20261126213000DisplayName },
  { name: 'Migration20261126220000EquationTheorem', class: Migration20261126220000EquationTheorem },
  { name: 'Migration20261126221000SpaceRelation', class: Migration20261126221000SpaceRelation },
  { name: 'Migration20261126230000EquationTheoremVersions', class: Migration20261126230000EquationTheoremVersions },
  { name: 'Migration20261127010000ChangeLogIndexes', class: Migration20261127010000ChangeLogIndexes },
  { name: 'Migration20261127020000ChangeLogItemIndex', class: Migration20261127020000ChangeLogItemIndex },
  { name: 'Migration20261127080000PropertyMeaning', class: Migration20261127080000PropertyMeaning },
  { name: 'Migration20261127100000ChangeLogWriteCost', class: Migration20261127100000ChangeLogWriteCost },
];
