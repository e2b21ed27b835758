import { ApiQuery } from '@nestjs/swagger';

/** `?unlinked=true` on an item's links: the items that can still be linked to it instead of its links. */
export const UnlinkedQuery = () =>
  ApiQuery({ name: 'unlinked', required: false, description: 'true: the items that can still be linked instead (entries without a field).', schema: { type: 'string', enum: ['true'] } });
