/** The preview of a save (the link and theorem forms): SavePreview and PreviewFact of kb/contract/changes.ts. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type * as Contract from '../../../../kb/contract/changes';
import type { Scalar } from '../../../../kb/contract/fields';
import { BooleanProperty, IdProperty, IntegerProperty, ScalarProperty, TextProperty } from './properties';

@ApiSchema({ name: 'PreviewFact', description: 'A fact of one subject (a space) that the save would add or remove.' })
export class PreviewFactSchema implements Contract.PreviewFact {
  @ApiProperty({ enum: ['space', 'equation'] })
  subjectKind!: 'space' | 'equation';
  @IdProperty()
  subjectId!: number;
  @TextProperty({ description: "The space's symbol (LaTeX source)." })
  label!: string;
  @IdProperty()
  propertyId!: number;
  @TextProperty()
  propertyName!: string;
  @ScalarProperty()
  scalar!: Scalar;
  @BooleanProperty({ description: 'true: the space has the property over the scalar; false: it lacks it.' })
  value!: boolean;
  @BooleanProperty({ description: 'true: a stored link says it; false: the theorems derive it.' })
  stored!: boolean;
}

@ApiSchema({
  name: 'SavePreview',
  description: 'What the save would add and remove among the derived facts (a stored fact is the edit itself), checked as the save would be; nothing is written. A fact that only turns from derived to stored (or back) is in neither list.',
})
export class SavePreviewSchema implements Contract.SavePreview {
  @IntegerProperty({ minimum: 0, description: 'How many derived facts the save would add.' })
  added!: number;
  @IntegerProperty({ minimum: 0, description: 'How many derived facts the save would remove.' })
  removed!: number;
  @IntegerProperty({ minimum: 0, description: 'How many spaces would have a derived fact added or removed.' })
  spaces!: number;
  @ApiProperty({ type: [PreviewFactSchema], maxItems: 20, description: 'The first facts added.' })
  examplesAdded!: PreviewFactSchema[];
  @ApiProperty({ type: [PreviewFactSchema], maxItems: 20, description: 'The first facts removed.' })
  examplesRemoved!: PreviewFactSchema[];
}
