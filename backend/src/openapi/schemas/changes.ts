/** The change log's answers: kb/contract/changes.ts. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/changes';
import { CHANGE_KINDS } from '../../../../kb/contract/changes';
import { BooleanProperty, IdProperty, IntegerProperty, ScalarProperty, TextProperty } from './properties';

const ACTIONS: Contract.ChangeAction[] = ['create', 'update', 'delete', 'import', 'revert', 'restore'];
const STATE = { type: 'object', additionalProperties: true, nullable: true } as const;

@ApiSchema({ name: 'ConsequenceSummary', description: 'How many derived facts a change added and removed, and on how many subjects (spaces, or equations).' })
export class ConsequenceSummarySchema implements Contract.ConsequenceSummary {
  @IntegerProperty({ minimum: 0 }) added!: number;
  @IntegerProperty({ minimum: 0 }) removed!: number;
  @IntegerProperty({ minimum: 0 }) spaces!: number;
}

@ApiSchema({ name: 'ChangeRow', description: 'One change of the log: who (display name; the account only for admins), when, what, the catalogue version it produced, its review and its consequences.' })
export class ChangeRowSchema implements Contract.ChangeRow {
  @IdProperty() id!: number;
  @ApiProperty({ enum: [...CHANGE_KINDS], enumName: 'ChangeKind' }) kind!: Contract.ChangeKind;
  @ApiProperty({ enum: ACTIONS, enumName: 'ChangeAction' }) action!: Contract.ChangeAction;
  @IdProperty({ nullable: true, description: 'Null for links, equation links and catalogue changes.' }) itemId!: number | null;
  @IdProperty({ nullable: true, description: "A link's space." }) spaceId!: number | null;
  @IdProperty({ nullable: true, description: "An equation link's equation." }) equationId!: number | null;
  @IdProperty({ nullable: true, description: "A link's (or equation link's) property." }) propertyId!: number | null;
  @TextProperty() label!: string;
  @TextProperty({ description: 'The display name ("editor N"; "system" for the seed and the command line).' }) user!: string;
  @TextProperty({ required: false, description: "The account's email: admins only (GET /api/admin/changes)." }) account?: string;
  @TextProperty({ format: 'date-time' }) at!: string;
  @IntegerProperty({ minimum: 0, description: 'The catalogue version this change produced.' }) version!: number;
  @IntegerProperty({ nullable: true, minimum: 0 }) itemVersion!: number | null;
  @BooleanProperty() reviewed!: boolean;
  @TextProperty({ nullable: true }) reviewedBy!: string | null;
  @IdProperty({ nullable: true }) revertOf!: number | null;
  @IdProperty({ nullable: true }) revertedBy!: number | null;
  @ApiProperty({ type: ConsequenceSummarySchema }) consequences!: ConsequenceSummarySchema;
}

@ApiSchema({ name: 'ChangeList', description: 'Changes, newest first, and how many match.' })
export class ChangeListSchema implements Contract.ChangeList {
  @IntegerProperty({ minimum: 0 }) total!: number;
  @ApiProperty({ type: [ChangeRowSchema] }) changes!: ChangeRowSchema[];
}

@ApiSchema({ name: 'CatalogueOrigin', description: 'The import (or restore) of the whole catalogue an item came with.' })
export class CatalogueOriginSchema implements Contract.CatalogueOrigin {
  @IdProperty() id!: number;
  @IntegerProperty({ minimum: 0, description: 'The catalogue version it produced.' }) version!: number;
  @ApiProperty({ enum: ACTIONS, enumName: 'ChangeAction' }) action!: Contract.ChangeAction;
}

@ApiSchema({
  name: 'ItemHistory',
  description: "An item's changes, newest first (since the last import or restore of the whole catalogue); createdBeforeHistory: the item existed before the log was kept; cameWith: the import or restore the item came with.",
})
export class ItemHistorySchema extends ChangeListSchema implements Contract.ItemHistory {
  @BooleanProperty() createdBeforeHistory!: boolean;
  @ApiProperty({ type: CatalogueOriginSchema, nullable: true }) cameWith!: CatalogueOriginSchema | null;
}

@ApiSchema({ name: 'ConsequenceFact', description: 'A fact a change added or removed.' })
export class ConsequenceFactSchema implements Contract.ConsequenceFact {
  @IdProperty() propertyId!: number;
  @TextProperty() propertyName!: string;
  @ScalarProperty() scalar!: Contract.ConsequenceFact['scalar'];
  @BooleanProperty() value!: boolean;
  @BooleanProperty({ description: 'A stored link says it (else the theorems derive it).' }) stored!: boolean;
}

@ApiSchema({ name: 'SubjectConsequences', description: 'The facts a change added and removed on one space (or equation).' })
export class SubjectConsequencesSchema implements Contract.SubjectConsequences {
  @ApiProperty({ enum: ['space', 'equation'] }) subjectKind!: 'space' | 'equation';
  @IdProperty() subjectId!: number;
  @TextProperty() label!: string;
  @ApiProperty({ type: [ConsequenceFactSchema] }) added!: ConsequenceFactSchema[];
  @ApiProperty({ type: [ConsequenceFactSchema] }) removed!: ConsequenceFactSchema[];
}

@ApiSchema({ name: 'ChangeDetail', description: "A change with the item's state before and after (as GET answers the item) and its consequences per subject." })
export class ChangeDetailSchema implements Contract.ChangeDetail {
  @ApiProperty({ type: ChangeRowSchema }) change!: ChangeRowSchema;
  @ApiProperty(STATE) before!: Contract.ItemState | null;
  @ApiProperty(STATE) after!: Contract.ItemState | null;
  @ApiProperty({ type: [SubjectConsequencesSchema] }) consequences!: SubjectConsequencesSchema[];
  @BooleanProperty() consequencesTruncated!: boolean;
  @ApiProperty({ enum: [true], required: false, description: 'Present (true) when the signed-in reader made the change: another editor reviews it.' })
  yours?: true;
}

@ApiSchema({ name: 'ItemAtVersion', description: 'An item as it was at a catalogue version, from the change log.' })
export class ItemAtVersionSchema implements Contract.ItemAtVersion {
  @IntegerProperty({ minimum: 0 }) version!: number;
  @ApiProperty(STATE) state!: Contract.ItemState | null;
  @ApiProperty({ type: ChangeRowSchema, nullable: true }) change!: ChangeRowSchema | null;
  @BooleanProperty() createdBeforeHistory!: boolean;
  @ApiProperty({ type: CatalogueOriginSchema, nullable: true }) cameWith!: CatalogueOriginSchema | null;
}
