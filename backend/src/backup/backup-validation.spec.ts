import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { BackupError, parseBackup } from './backup-validation';

const starter = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'content', 'starter-catalogue.json'), 'utf8'));

describe('parseBackup', () => {
  test('accepts the starter catalogue, and its own output unchanged', () => {
    const parsed = parseBackup(starter);
    expect(parsed.spaces.length).toBe(starter.spaces.length);
    expect(parseBackup(parsed)).toEqual(parsed);
  });

  test('trims texts and writes empty optional texts as "" (a theorem name as null)', () => {
    const parsed = parseBackup({
      format: 'banach-catalogue-backup',
      version: 1,
      spaces: [{ id: 1, symbol: '  X ', norm: null, field: 'REAL', references: [] }],
      properties: [{ id: 1, name: 'P', field: 'REAL' }, { id: 2, name: 'Q', field: 'REAL' }],
      spaceLinks: [],
      theorems: [{ id: 1, name: '  ', conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'NOT_REAL' }] }],
      differentialEquations: [],
      differentialEquationProperties: [],
      differentialEquationLinks: [],
    });
    expect(parsed.spaces[0]).toEqual({ id: 1, symbol: 'X', norm: '', description: '', field: 'REAL', references: [] });
    expect(parsed.theorems[0].name).toBeNull();
  });

  test('names the first problem', () => {
    const broken = { ...starter, spaceLinks: [...starter.spaceLinks, { ...starter.spaceLinks[0] }] };
    expect(() => parseBackup(broken)).toThrow(BackupError);
    expect(() => parseBackup(broken)).toThrow(/spaceLinks\[\d+\]: the space and property .* appears more than once/);
  });
});
