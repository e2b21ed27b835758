/**
 * `npm run cli -- <command> [args]`: runs backend/cli/commands/<command>.ts,
 * which exports `run(args)`. Commands open the same database as the server.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const COMMANDS = ['create-admin', 'seed', 'pibase-to-backup', 'compute', 'relations-gain', 'openapi'] as const;

async function main(argv: string[]): Promise<void> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === 'help' || !(COMMANDS as readonly string[]).includes(name)) {
    console.error(`Usage: npm run cli -- <command> [args]\nCommands: ${COMMANDS.join(', ')}`);
    process.exitCode = name && name !== '--help' && name !== 'help' ? 1 : 0;
    return;
  }
  const file = join(__dirname, 'commands', name);
  if (!existsSync(file + '.js') && !existsSync(file + '.ts')) {
    console.error(`The command ${name} is not available in this build.`);
    process.exitCode = 1;
    return;
  }
  const command = (await import(file)) as { run(args: string[]): Promise<void> };
  await command.run(args);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
