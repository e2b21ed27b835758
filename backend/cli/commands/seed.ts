/**
 * `npm run cli -- seed [--replace] [--file F]`: loads a backup, ours or the
 * original catalogue's (by default the starter catalogue) into the database DATABASE_URL or DATA_DIR names. Refuses
 * a catalogue that is not empty unless --replace. Run it while the server is
 * stopped on the embedded database; servers on a real PostgreSQL catch up (the
 * load bumps the catalogue version under the catalogue lock). The server never
 * loads the starter catalogue into a database seeded here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../../src/backup/backup-validation';
import { readBackup } from '../../src/backup/read-backup';
import { isCatalogueEmpty, replaceCatalogue } from '../../src/backup/catalogue-store';
import { starterCataloguePath } from '../../src/catalogue/project-root';
import { loadConfig } from '../../src/config/app-config';
import { openOrm } from '../../src/database/orm';
import { bumpCatalogueVersion, lockCatalogue } from '../../src/knowledge/catalogue-version';
import { markCatalogueInitialised } from '../../src/seed/catalogue-state';

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { replace: { type: 'boolean' }, file: { type: 'string' } }, strict: true });
  const file = values.file ? resolve(values.file) : starterCataloguePath();
  let backup;
  try {
    backup = readBackup(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if (error instanceof BackupError || error instanceof SyntaxError) throw new Error(`${file}: ${error.message}`, { cause: error });
    throw error;
  }
  const { orm, close } = await openOrm(loadConfig());
  try {
    const em = orm.em.fork();
    if (!values.replace && !(await isCatalogueEmpty(em))) {
      throw new Error('The catalogue is not empty; use --replace to replace it.');
    }
    await em.transactional(async (tx) => {
      await lockCatalogue(tx);
      await replaceCatalogue(tx, backup);
      await bumpCatalogueVersion(tx);
    });
    // A seeded database is initialised: the server's first start must not load the starter catalogue over it.
    await markCatalogueInitialised(em);
  } finally {
    await close();
  }
  console.log(
    `Loaded ${file}: ${backup.spaces.length} spaces, ${backup.properties.length} properties, ${backup.spaceLinks.length} links, ` +
      `${backup.theorems.length} theorems, ${backup.differentialEquations.length} differential equations.`,
  );
}
