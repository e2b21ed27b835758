/** The backup document of docs/backup-format.md (GET /api/admin/export, GET /api/data): kb/contract/backup.ts. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/backup';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../../../kb/contract/backup';
import type { ItemField, LinkField, Scalar } from '../../../../kb/contract/fields';
import { PROBLEM_STATUSES, type ProblemStatus } from '../../../../kb/contract/problems';
import { BooleanProperty, IdProperty, ItemFieldProperty, LinkFieldProperty, ScalarProperty, TextProperty } from './properties';
import { ReferenceSchema } from './references';

type Entry<K extends keyof Contract.Backup> = Contract.Backup[K] extends Array<infer T> ? T : never;
const References = () => ApiProperty({ type: [ReferenceSchema] });
type ProblemEntry = NonNullable<Contract.Backup['spaceProblems']>[number];
type EquationTheoremEntry = NonNullable<Contract.Backup['differentialEquationTheorems']>[number];

@ApiSchema({ name: 'BackupSpace' })
export class BackupSpaceSchema implements Entry<'spaces'> {
  @IdProperty()
  id!: number;
  @TextProperty()
  symbol!: string;
  @TextProperty()
  norm!: string;
  @TextProperty()
  description!: string;
  @ItemFieldProperty()
  field!: ItemField;
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'BackupProperty' })
export class BackupPropertySchema implements Entry<'properties'> {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @TextProperty()
  description!: string;
  @ItemFieldProperty()
  field!: ItemField;
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'BackupSpaceLink' })
export class BackupSpaceLinkSchema implements Entry<'spaceLinks'> {
  @IdProperty()
  spaceId!: number;
  @IdProperty()
  propertyId!: number;
  @LinkFieldProperty()
  field!: LinkField;
  @TextProperty()
  description!: string;
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'BackupSpaceProblem', description: 'A pair marked open problem or independent of ZFC.' })
export class BackupSpaceProblemSchema implements ProblemEntry {
  @IdProperty()
  spaceId!: number;
  @IdProperty()
  propertyId!: number;
  @ScalarProperty()
  scalar!: Scalar;
  @ApiProperty({ enum: [...PROBLEM_STATUSES], enumName: 'ProblemStatus' })
  status!: ProblemStatus;
  @TextProperty()
  since!: string;
  @TextProperty()
  decidedBy!: string;
  @TextProperty()
  description!: string;
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'BackupAtom', description: 'A condition or conclusion of a theorem.' })
export class BackupAtomSchema {
  @IdProperty()
  propertyId!: number;
  @LinkFieldProperty()
  field!: LinkField;
}

const KINDS = ['subspace', 'complemented', 'quotient', 'dual', 'isomorphic'] as const;
type RelationEntry = NonNullable<Contract.Backup['spaceRelations']>[number];

type MeaningEntry = NonNullable<Contract.Backup['propertyMeanings']>[number];

@ApiSchema({ name: 'BackupPropertyMeaning', description: 'The property (propertyId) of X means that the named space (spaceId) is a `relation` of X.' })
export class BackupPropertyMeaningSchema implements MeaningEntry {
  @IdProperty()
  propertyId!: number;
  @ApiProperty({ enum: ['subspace', 'complemented', 'quotient', 'dual', 'isomorphic'] })
  relation!: 'subspace' | 'complemented' | 'quotient' | 'dual' | 'isomorphic';
  @IdProperty()
  spaceId!: number;
}

@ApiSchema({ name: 'BackupSpaceRelation', description: 'A relation between two spaces: Y (spaceId) is a kind of X (ofSpaceId).' })
export class BackupSpaceRelationSchema implements RelationEntry {
  @IdProperty()
  id!: number;
  @ApiProperty({ enum: [...KINDS], enumName: 'RelationKind' })
  kind!: RelationEntry['kind'];
  @IdProperty()
  spaceId!: number;
  @IdProperty()
  ofSpaceId!: number;
  @LinkFieldProperty()
  field!: LinkField;
  @TextProperty()
  description!: string;
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'BackupAlong', description: 'A theorem along a relation: its one condition on one space gives its conclusions on the related one.' })
export class BackupAlongSchema {
  @ApiProperty({ enum: [...KINDS], enumName: 'RelationKind' })
  relation!: RelationEntry['kind'];
  @ApiProperty({ enum: ['toRelated', 'fromRelated'], description: 'toRelated: from X to Y; fromRelated: from Y to X.' })
  direction!: 'toRelated' | 'fromRelated';
}

@ApiSchema({ name: 'BackupTheorem' })
export class BackupTheoremSchema implements Entry<'theorems'> {
  @IdProperty()
  id!: number;
  @TextProperty({ nullable: true })
  name!: string | null;
  @TextProperty()
  description!: string;
  @ApiProperty({ type: [BackupAtomSchema] })
  conditions!: BackupAtomSchema[];
  @ApiProperty({ type: [BackupAtomSchema] })
  conclusions!: BackupAtomSchema[];
  @References()
  references!: ReferenceSchema[];
  @ApiProperty({ type: BackupAlongSchema, required: false, description: 'Only on a theorem along a relation.' })
  along?: BackupAlongSchema;
}

@ApiSchema({ name: 'BackupDifferentialEquation' })
export class BackupEquationSchema implements Entry<'differentialEquations'> {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @TextProperty()
  symbol!: string;
  @TextProperty()
  variables!: string;
  @TextProperty()
  parameters!: string;
  @TextProperty()
  description!: string;
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'BackupDifferentialEquationProperty' })
export class BackupEquationPropertySchema implements Entry<'differentialEquationProperties'> {
  @IdProperty()
  id!: number;
  @TextProperty()
  name!: string;
  @TextProperty()
  description!: string;
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'BackupDifferentialEquationLink' })
export class BackupEquationLinkSchema implements Entry<'differentialEquationLinks'> {
  @IdProperty()
  differentialEquationId!: number;
  @IdProperty()
  differentialEquationPropertyId!: number;
  @BooleanProperty()
  hasProperty!: boolean;
  @TextProperty()
  description!: string;
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'BackupEquationAtom', description: 'A condition or conclusion of an equation theorem: an equation property, had or lacked.' })
export class BackupEquationAtomSchema {
  @IdProperty()
  propertyId!: number;
  @BooleanProperty()
  hasProperty!: boolean;
}

@ApiSchema({ name: 'BackupDifferentialEquationTheorem' })
export class BackupEquationTheoremSchema implements EquationTheoremEntry {
  @IdProperty()
  id!: number;
  @TextProperty({ nullable: true })
  name!: string | null;
  @TextProperty()
  description!: string;
  @ApiProperty({ type: [BackupEquationAtomSchema] })
  conditions!: BackupEquationAtomSchema[];
  @ApiProperty({ type: [BackupEquationAtomSchema] })
  conclusions!: BackupEquationAtomSchema[];
  @References()
  references!: ReferenceSchema[];
}

@ApiSchema({ name: 'Backup', description: 'The whole catalogue as one document (docs/backup-format.md); users and invite codes are never in it.' })
export class BackupSchema implements Contract.Backup {
  @ApiProperty({ enum: [BACKUP_FORMAT] })
  format!: typeof BACKUP_FORMAT;
  @ApiProperty({ enum: [BACKUP_VERSION] })
  version!: typeof BACKUP_VERSION;
  @TextProperty({ format: 'date-time', required: false })
  exportedAt?: string;
  @ApiProperty({ type: [BackupSpaceSchema] })
  spaces!: BackupSpaceSchema[];
  @ApiProperty({ type: [BackupPropertySchema] })
  properties!: BackupPropertySchema[];
  @ApiProperty({ type: [BackupSpaceLinkSchema] })
  spaceLinks!: BackupSpaceLinkSchema[];
  @ApiProperty({ type: [BackupSpaceProblemSchema], required: false, description: 'Optional: a backup written before marks existed has none.' })
  spaceProblems?: BackupSpaceProblemSchema[];
  @ApiProperty({ type: [BackupSpaceRelationSchema], required: false, description: 'Optional, exported only when there are some: a backup without relations has none.' })
  spaceRelations?: BackupSpaceRelationSchema[];
  @ApiProperty({ type: 'integer', isArray: true, required: false, description: 'The properties that depend on the norm (never carried along a relation); optional, exported only when there are some.' })
  normDependentProperties?: number[];
  @ApiProperty({ type: [BackupPropertyMeaningSchema], required: false, description: 'The properties declared to mean a relation to a named space; optional, exported only when there are some.' })
  propertyMeanings?: BackupPropertyMeaningSchema[];
  @ApiProperty({ type: [BackupTheoremSchema] })
  theorems!: BackupTheoremSchema[];
  @ApiProperty({ type: [BackupEquationSchema] })
  differentialEquations!: BackupEquationSchema[];
  @ApiProperty({ type: [BackupEquationPropertySchema] })
  differentialEquationProperties!: BackupEquationPropertySchema[];
  @ApiProperty({ type: [BackupEquationLinkSchema] })
  differentialEquationLinks!: BackupEquationLinkSchema[];
  @ApiProperty({ type: [BackupEquationTheoremSchema], required: false, description: 'Optional: a backup written before equation theorems existed has none.' })
  differentialEquationTheorems?: BackupEquationTheoremSchema[];
}
