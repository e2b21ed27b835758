/** The offline commands: π-Base → backup, and compute on a backup, without a server. */
import { compute } from '../../backend/cli/commands/compute';
import { pibaseReference, pibaseToBackup, run as pibaseToBackupCommand, type Pibase } from '../../backend/cli/commands/pibase-to-backup';
import { backupRecords } from '../../kb/backup-records';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PIBASE_FILE } from '../bench/pibase-data';

const pibase = (): Pibase => JSON.parse(readFileSync(PIBASE_FILE, 'utf8'));

describe('pibase-to-backup', () => {
  it('converts π-Base names, descriptions, links, theorems and default fields', () => {
    const source = pibase();
    const backup = pibaseToBackup(source) as any;
    expect(backup).toMatchObject({ format: 'banach-catalogue-backup', version: 1 });
    expect([backup.spaces.length, backup.properties.length, backup.spaceLinks.length, backup.theorems.length]).toEqual([223, 246, 2114, 926]);
    expect(backup.spaces[0]).toMatchObject({ id: 1, symbol: source.spaces[0].name, field: 'REAL', description: source.spaces[0].description });
    expect(backup.properties[0]).toMatchObject({ id: 1, name: source.properties[0].name, field: 'REAL_OR_COMPLEX' });
    expect(backup.spaceLinks.filter((l: { field: string }) => l.field === 'NOT_REAL')).toHaveLength(833);
    expect(backup.theorems[0]).toMatchObject({ id: 1, name: null, conditions: [{ field: 'REAL' }], conclusions: [{ field: 'REAL' }] });
  });

  it('reads the repository\'s own copy of π-Base when given only the output file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pibase-to-backup-'));
    try {
      await pibaseToBackupCommand([join(dir, 'backup.json')]);
      const backup = JSON.parse(readFileSync(join(dir, 'backup.json'), 'utf8'));
      expect({ ...backup, exportedAt: null }).toEqual({ ...(pibaseToBackup(pibase()) as object), exportedAt: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await expect(pibaseToBackupCommand([])).rejects.toThrow(/Usage/);
  });

  it('keeps references: Wikipedia (article url, page id unknown) and arXiv as such, others as BibTeX with title and url', () => {
    expect(pibaseReference({ kind: 'wikipedia', id: 'T1 space', name: 'T1 space on Wikipedia' }, 'k')).toEqual({
      wikipediaId: null,
      url: 'https://en.wikipedia.org/wiki/T1_space',
      title: 'T1 space on Wikipedia',
      arxivId: null,
      bibtex: null,
      page: null,
      statement: null,
    });
    expect(pibaseReference({ kind: 'wikipedia', id: 'Why? (film)', name: 'x' }, 'k').url).toBe('https://en.wikipedia.org/wiki/Why%3F_(film)');
    expect(pibaseReference({ kind: 'wikipedia', id: 'Cofinality#Of_ordinals', name: 'x' }, 'k').url).toBe('https://en.wikipedia.org/wiki/Cofinality#Of_ordinals');
    expect(pibaseReference({ kind: 'arxiv', id: '1234.5678', name: 'A paper' }, 'k')).toMatchObject({ arxivId: '1234.5678', url: 'https://arxiv.org/abs/1234.5678', bibtex: null });
    const doi = pibaseReference({ kind: 'doi', id: '10.1016/0166-8641(93)90147-6', name: 'An anti-Hausdorff space' }, 'T1-1');
    expect(doi).toMatchObject({ url: 'https://doi.org/10.1016/0166-8641(93)90147-6', title: 'An anti-Hausdorff space', arxivId: null, wikipediaId: null });
    expect(doi.bibtex).toContain('@misc{T1-1,');
    expect(doi.bibtex).toContain('title = {An anti-Hausdorff space}');
    expect(doi.bibtex).toContain('url = {https://doi.org/10.1016/0166-8641(93)90147-6}');
  });

  it('honours optional field keys and refuses names that collide or fields the rules forbid', () => {
    const source: Pibase = {
      properties: [{ uid: 'P1', name: 'A', field: 'COMPLEX' }, { uid: 'P2', name: 'B' }],
      spaces: [{ uid: 'S1', name: 'X', field: 'REAL_OR_COMPLEX' }],
      traits: [{ space: 'S1', property: 'P1', value: true, field: 'NOT_COMPLEX' }, { space: 'S1', property: 'P2', value: true, field: 'REAL_AND_NOT_COMPLEX' }],
      theorems: [{ uid: 'T1', if: [{ property: 'P2', value: true, field: 'COMPLEX' }], then: [{ property: 'P1', value: true, field: 'COMPLEX' }] }],
    };
    const backup = pibaseToBackup(source) as any;
    expect(backup.spaceLinks.map((l: { field: string }) => l.field)).toEqual(['NOT_COMPLEX', 'REAL_AND_NOT_COMPLEX']);
    expect(backup.theorems[0].conditions).toEqual([{ propertyId: 2, field: 'COMPLEX' }]);
    expect(() => pibaseToBackup({ ...source, properties: [...source.properties, { uid: 'P3', name: ' A ' }] })).toThrow(/used twice/);
    expect(() => pibaseToBackup({ ...source, traits: [{ space: 'S1', property: 'P1', value: true, field: 'REAL' }] })).toThrow(/not allowed/);
  });
});

describe('compute', () => {
  it('lists every stored and computed fact of π-Base: 50,216 computed beyond the stored, no contradiction', () => {
    const output = compute(backupRecords(pibaseToBackup(pibase())));
    expect(output.contradictions).toEqual([]);
    expect(output.facts.filter((f) => f.stored)).toHaveLength(2114);
    expect(output.facts.filter((f) => f.computed && !f.stored)).toHaveLength(50216);
    expect(output.facts.filter((f) => f.computed).every((f) => f.theoremIds.length > 0)).toBe(true);
    expect(output.facts.filter((f) => !f.computed).every((f) => f.stored && f.theoremIds.length === 0)).toBe(true);
    expect(output.stats).toMatchObject({ facts: 52330, computed: output.facts.filter((f) => f.computed).length });
    expect(output.facts[0]).toEqual({
      space: expect.any(String),
      property: expect.any(String),
      scalar: 'REAL',
      value: expect.any(Boolean),
      stored: true,
      computed: expect.any(Boolean),
      theoremIds: expect.any(Array),
    });
  });
});
