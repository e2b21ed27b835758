/**
 * The open problems and results independent of ZFC that the starter catalogue
 * marks (spaceProblems, kb/contract/problems.ts), checked as a specialist would
 * before trusting them: each names a space and a property of the catalogue and
 * a scalar over which both are considered, cites a checkable source (a paper or
 * book with its year, or an arXiv preprint), says since when an open one is
 * open and which axioms decide an independent one, and contradicts nothing the
 * catalogue stores or derives (a marked pair has no value, stored or computed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compute } from '../../backend/cli/commands/compute';
import type { Backup } from '../../kb/contract/backup';
import { fieldPair, itemScalars } from '../../kb/contract/fields';
import { backupRecords } from '../../kb/backup-records';
import { referenceProblems } from './reference-problems';

const starter: Backup = JSON.parse(readFileSync(join(__dirname, '..', '..', 'content', 'starter-catalogue.json'), 'utf8'));
const marks = starter.spaceProblems ?? [];
const space = new Map(starter.spaces.map((s) => [s.id, s]));
const property = new Map(starter.properties.map((p) => [p.id, p]));
const name = (m: (typeof marks)[number]) => `${space.get(m.spaceId)?.symbol ?? m.spaceId} / ${property.get(m.propertyId)?.name ?? m.propertyId} / ${m.scalar}`;

describe('the open problems of the starter catalogue', () => {
  it('marks at least ten open problems and three results independent of ZFC, each on a different pair and scalar', () => {
    expect(marks.filter((m) => m.status === 'OPEN').length).toBeGreaterThanOrEqual(10);
    expect(marks.filter((m) => m.status === 'INDEPENDENT').length).toBeGreaterThanOrEqual(3);
    const keys = marks.map((m) => `${m.spaceId}:${m.propertyId}:${m.scalar}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names spaces and properties of the catalogue, over a scalar both are considered for', () => {
    const wrong = marks.filter((m) => {
      const s = space.get(m.spaceId);
      const p = property.get(m.propertyId);
      return !s || !p || !itemScalars(s.field).includes(m.scalar) || !itemScalars(p.field).includes(m.scalar);
    });
    expect(wrong.map(name)).toEqual([]);
  });

  it('cites for each a dated paper or book, or an arXiv preprint, and says since when or what decides it', () => {
    const problems = marks.flatMap((m) => {
      const found: string[] = [];
      if (m.references.length === 0) found.push('no reference');
      for (const r of m.references) found.push(...referenceProblems(r));
      const checkable = m.references.filter((r) => r.arxivId !== null || (r.bibtex !== null && /\byear\s*=\s*\{\d{4}\}/.test(r.bibtex) && /\bauthor\s*=/.test(r.bibtex)));
      if (checkable.length === 0) found.push('no reference with authors and a year, and no arXiv preprint');
      if (m.status === 'OPEN' && !m.since.trim()) found.push('an open problem without since when');
      if (m.status === 'OPEN' && m.decidedBy !== '') found.push('an open problem with axioms deciding it');
      if (m.status === 'INDEPENDENT' && !m.decidedBy.trim()) found.push('an independent pair without the axioms deciding it');
      if (!m.description.trim()) found.push('no description');
      return found.map((p) => `${name(m)}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('contradicts no stored value and no derived fact', () => {
    const stored = new Map(starter.spaceLinks.map((l) => [`${l.spaceId}:${l.propertyId}`, fieldPair(l.field)]));
    const decidedByStorage = marks.filter((m) => stored.get(`${m.spaceId}:${m.propertyId}`)?.[m.scalar] !== undefined);
    expect(decidedByStorage.map(name)).toEqual([]);

    const closure = compute(backupRecords(starter));
    const facts = new Set(closure.facts.map((f) => `${f.space}|${f.property}|${f.scalar}`));
    const decidedByTheorems = marks.filter((m) => facts.has(`${space.get(m.spaceId)!.symbol}|${property.get(m.propertyId)!.name}|${m.scalar}`));
    expect(decidedByTheorems.map(name)).toEqual([]);
  });
});
