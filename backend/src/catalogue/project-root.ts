import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository root (the folder with package.json), from source or from dist alike. */
export function projectRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export function starterCataloguePath(): string {
  return join(projectRoot(), 'content', 'starter-catalogue.json');
}

/** π-Base's whole catalogue, vendored with its attribution (content/pibase/README.md, CC BY 4.0). */
export function pibaseDataPath(): string {
  return join(projectRoot(), 'content', 'pibase', 'pibase.json');
}
