/** The migration chain, in order; listed (not globbed) so the built and the TS code agree. */
import { Migration20261120000000Catalogue } from './Migration20261120000000Catalogue';

export const MIGRATIONS = [{ name: 'Migration20261120000000Catalogue', class: Migration20261120000000Catalogue }];
