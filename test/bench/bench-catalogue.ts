/**
 * The API benchmarks' own catalogue, in the backup format
 * (docs/backup-format.md): 300 spaces, 100 properties, 20 stored links per
 * space, and a chain of 40 theorems p → p+1 on properties the links leave
 * mostly open, so the engine has work. Deterministic.
 */
export const BENCH_SPACES = 300;
export const BENCH_PROPERTIES = 100;
const LINKS_PER_SPACE = 20;
const THEOREMS = 40;

export function benchCatalogue() {
  const spaces = Array.from({ length: BENCH_SPACES }, (_, i) => ({
    id: i + 1, symbol: `$X_{${i + 1}}$`, norm: `$\\|x\\|_{${i + 1}}$`, description: `Bench space ${i + 1}.`, field: 'REAL_OR_COMPLEX', references: [],
  }));
  const properties = Array.from({ length: BENCH_PROPERTIES }, (_, i) => ({
    id: i + 1, name: `Bench property ${i + 1}`, description: `Property number ${i + 1}.`, field: 'REAL_OR_COMPLEX', references: [],
  }));
  const links = new Map<string, { spaceId: number; propertyId: number; field: string; description: string; references: [] }>();
  for (const s of spaces) {
    for (let k = 0; k < LINKS_PER_SPACE; k++) {
      const propertyId = ((s.id * 7 + k * 3) % BENCH_PROPERTIES) + 1;
      links.set(`${s.id}/${propertyId}`, { spaceId: s.id, propertyId, field: k % 2 ? 'REAL_AND_COMPLEX' : 'NOT_REAL_AND_NOT_COMPLEX', description: '', references: [] });
    }
  }
  const theorems = Array.from({ length: THEOREMS }, (_, i) => ({
    id: i + 1, name: `Bench theorem ${i + 1}`, description: '',
    conditions: [{ propertyId: 51 + i, field: 'REAL_AND_COMPLEX' }],
    conclusions: [{ propertyId: 52 + i, field: 'REAL_AND_COMPLEX' }],
    references: [],
  }));
  return {
    format: 'banach-catalogue-backup', version: 1, exportedAt: new Date().toISOString(),
    spaces, properties, spaceLinks: [...links.values()], theorems,
    differentialEquations: [], differentialEquationProperties: [], differentialEquationLinks: [],
  };
}
