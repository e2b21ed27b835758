import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { Answers } from '../openapi/answers';
import { ErrorsSchema } from '../openapi/schemas/errors';
import { SavePreviewSchema } from '../openapi/schemas/save-preview';
import { LinkPreviewDto, RelationPreviewDto, TheoremPreviewDto } from './preview.dto';
import { PreviewService } from './preview.service';

/**
 * POST /api/preview/link, /theorem and /relation: what saving the form would
 * do to the known facts, nothing written. Editors only, as the forms are (a
 * POST: auth/rights.ts). A contradiction is the save's 400, under its field.
 */
@Controller('preview')
export class PreviewController {
  constructor(private readonly previews: PreviewService) {}

  @Post('link')
  @HttpCode(200)
  @Answers(SavePreviewSchema, 'What saving the link with this field (null: deleting the stored link) would add and remove.')
  @ApiNotFoundResponse({ type: ErrorsSchema, description: 'No space or no property has this id, or (field null) the pair has no stored link.' })
  link(@Body() body: LinkPreviewDto) {
    return this.previews.link(body);
  }

  @Post('theorem')
  @HttpCode(200)
  @Answers(SavePreviewSchema, 'What saving the theorem (new, or over the stored one with this id) would add and remove.')
  @ApiNotFoundResponse({ type: ErrorsSchema, description: 'No theorem has this id.' })
  theorem(@Body() body: TheoremPreviewDto) {
    return this.previews.theorem(body);
  }

  @Post('relation')
  @HttpCode(200)
  @Answers(SavePreviewSchema, 'What saving the relation (new, or over the stored one with this id) would add and remove.')
  @ApiNotFoundResponse({ type: ErrorsSchema, description: 'No relation has this id.' })
  relation(@Body() body: RelationPreviewDto) {
    return this.previews.relation(body);
  }
}
