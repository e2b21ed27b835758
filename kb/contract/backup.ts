/** The backup document of docs/backup-format.md (export, import, starter catalogue, CLI). */
import type { ItemField, LinkField, Scalar } from './fields';
import type { RelationKind } from './links';
import type { ProblemStatus } from './problems';
import type { Reference } from './references';

export const BACKUP_FORMAT = 'banach-catalogue-backup';
export const BACKUP_VERSION = 1;

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt?: string;
  spaces: Array<{ id: number; symbol: string; norm: string; description: string; field: ItemField; references: Reference[] }>;
  properties: Array<{ id: number; name: string; description: string; field: ItemField; references: Reference[] }>;
  spaceLinks: Array<{ spaceId: number; propertyId: number; field: LinkField; description: string; references: Reference[] }>;
  /**
   * Pairs marked open problem or independent of ZFC (kb/contract/problems.ts).
   * Optional: a backup written before marks existed has none.
   */
  spaceProblems?: Array<{
    spaceId: number;
    propertyId: number;
    scalar: Scalar;
    status: ProblemStatus;
    since: string;
    decidedBy: string;
    description: string;
    references: Reference[];
  }>;
  /**
   * Relations between spaces (kb/contract/relations.ts): Y (`spaceId`) is a `kind` of X (`ofSpaceId`).
   * Optional, and exported only when there are some: a catalogue without relations exports as it always did.
   */
  spaceRelations?: Array<{
    id: number;
    kind: RelationKind;
    spaceId: number;
    ofSpaceId: number;
    field: LinkField;
    description: string;
    references: Reference[];
  }>;
  /** The properties that depend on the norm (never carried along a relation); optional, exported only when there are some. */
  normDependentProperties?: number[];
  /** The properties declared to mean a relation to a named space (docs/relations.md); optional, exported only when there are some. */
  propertyMeanings?: Array<{ propertyId: number; relation: RelationKind; spaceId: number }>;
  theorems: Array<{
    id: number;
    name: string | null;
    description: string;
    conditions: Array<{ propertyId: number; field: LinkField }>;
    conclusions: Array<{ propertyId: number; field: LinkField }>;
    references: Reference[];
    /** A theorem along a relation (one condition): only on such theorems. */
    along?: { relation: RelationKind; direction: 'toRelated' | 'fromRelated' };
  }>;
  differentialEquations: Array<{
    id: number;
    name: string;
    symbol: string;
    variables: string;
    parameters: string;
    description: string;
    references: Reference[];
  }>;
  differentialEquationProperties: Array<{ id: number; name: string; description: string; references: Reference[] }>;
  differentialEquationLinks: Array<{
    differentialEquationId: number;
    differentialEquationPropertyId: number;
    hasProperty: boolean;
    description: string;
    references: Reference[];
  }>;
  /**
   * Theorems about differential equations over equation properties, each
   * atom had (true) or lacked (false). Optional: a backup written before
   * equation theorems existed has none, and a catalogue without them exports without the key.
   */
  differentialEquationTheorems?: Array<{
    id: number;
    name: string | null;
    description: string;
    conditions: Array<{ propertyId: number; hasProperty: boolean }>;
    conclusions: Array<{ propertyId: number; hasProperty: boolean }>;
    references: Reference[];
  }>;
}
