import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { compileTheorem, type PropertyLookup } from './compile';
import { literal } from './literal';
import { RuleSet } from './rule-set';
import { ClosureScratch, closeSpace, closeSpaces } from './space-closure';

const lookup: PropertyLookup = { index: (id) => id, scalars: () => ['REAL'] };
const R = (p: number, v = true) => literal(p, 'REAL', v);

function rules(...theorems: [number, number[], number[]][]): RuleSet {
  const set = new RuleSet();
  for (const [id, conditions, conclusions] of theorems) {
    set.add(id, compileTheorem({ id, conditions: conditions.map((p) => ({ propertyId: p, field: 'REAL' })), conclusions: conclusions.map((p) => ({ propertyId: p, field: 'REAL' })) }, lookup));
  }
  return set;
}

describe('the closure kernel (WebAssembly)', () => {
  it('is the assembly of the committed closure-kernel.wat', () => {
    // Throws (exit 1) when rules/closure-kernel-binary.ts is not what wabt makes of the .wat.
    execFileSync(process.execPath, [join(__dirname, '..', 'scripts', 'build-wasm.js'), '--check']);
  });

  it('sees rules silenced after it copied the kernel, and their return', () => {
    const set = rules([1, [1], [2]], [2, [2], [3]]);
    const scratch = new ClosureScratch();
    expect([...closeSpace([R(1)], set, scratch).order]).toEqual([R(1), R(2), R(3)]);
    const restore = set.kernel().silence(set.rulesOf(2));
    expect([...closeSpace([R(1)], set, scratch).order]).toEqual([R(1), R(2)]);
    restore();
    expect([...closeSpace([R(1)], set, scratch).order]).toEqual([R(1), R(2), R(3)]);
  });

  it('copies the kernel afresh when it is further behind than the log of silenced words', () => {
    const set = rules([1, [1], [2]], [2, [2], [3]]);
    const behind = new ClosureScratch();
    expect([...closeSpace([R(1)], set, behind).order]).toEqual([R(1), R(2), R(3)]);
    for (let i = 0; i < 70000; i++) set.kernel().silence(set.rulesOf(1))();
    const restore = set.kernel().silence(set.rulesOf(2));
    expect([...closeSpace([R(1)], set, behind).order]).toEqual([R(1), R(2)]);
    restore();
    expect([...closeSpace([R(1)], set, behind).order]).toEqual([R(1), R(2), R(3)]);
  });

  it('grows for larger catalogues and switches between rule sets on one scratch', () => {
    const small = rules([1, [1], [2]]);
    const chain: [number, number[], number[]][] = [];
    for (let p = 1; p < 5000; p++) chain.push([p, [p], [p + 1]]);
    const large = rules(...chain);
    const scratch = new ClosureScratch();
    expect(closeSpace([R(1)], small, scratch).order.length).toBe(2);
    const closure = closeSpace([R(1), R(7000)], large, scratch);
    expect(closure.order.length).toBe(5001);
    expect(closure.order[5000]).toBe(R(5000));
    expect(closure.storedCount).toBe(2);
    // Every rule fired once: 4,999 new facts, no refirings, no conflicts.
    expect(closure.refirings.length).toBe(0);
    // Back to the small rules: 1 and ¬2 force 2 (forward) and ¬1 (contrapositive, by ¬2).
    const [forward, contrapositive] = small.rulesOf(1);
    expect([...closeSpace([R(1), R(2, false)], small, scratch).conflicts]).toEqual([R(2), forward, -1, R(1, false), contrapositive, R(2, false)]);
  });

  it('packs a build\'s refirings in one word each when literals and rules fit, and unpacks them as closeSpace\'s', () => {
    const set = rules([1, [1], [2, 3]], [2, [4], [2]]);
    // Refirings of a forward rule (no anyOf), of a contrapositive (its anyOf), a conflict, nothing stored.
    const spaces = [[R(1), R(2), R(3), R(4)], [R(1, false), R(2, false)], [R(1), R(2, false)], []];
    const spans = new Int32Array(spaces.length + 1);
    spaces.forEach((lits, s) => (spans[s + 1] = spans[s] + lits.length));
    const all = closeSpaces(Int32Array.from(spaces.flat()), spans, set, new ClosureScratch());
    const one = new ClosureScratch();
    spaces.forEach((lits, s) => {
      const expected = closeSpace(lits, set, one);
      for (const view of ['order', 'rule', 'anyOf', 'refirings', 'conflicts'] as const) expect([...all[s][view]]).toEqual([...expected[view]]);
    });
    const [, contrapositive] = set.rulesOf(1);
    expect([...all[1].refirings]).toEqual([R(1, false), contrapositive, R(2, false)]);
    expect(all[0].refirings.length).toBe(9);
  });

  it('closes many spaces in one call exactly as one at a time, growing memory for the outputs', () => {
    const chain: [number, number[], number[]][] = [[0, [1, 2], [3]]];
    for (let p = 3; p < 2000; p++) chain.push([p, [p], [p + 1]]);
    const set = rules(...chain);
    // 60 spaces: long chains (~2,000 facts each, more than the first memory holds), a conflict, nothing stored.
    const spaces: number[][] = [];
    for (let s = 0; s < 60; s++) spaces.push(s % 7 === 3 ? [] : s % 5 === 1 ? [R(1), R(2), R(3, false)] : s % 3 === 0 ? [R(1), R(2), R(1500 + s, false)] : [R(1), R(2)]);
    const spans = new Int32Array(spaces.length + 1);
    spaces.forEach((lits, s) => (spans[s + 1] = spans[s] + lits.length));
    const scratch = new ClosureScratch();
    closeSpace([R(1)], set, scratch);
    const all = closeSpaces(Int32Array.from(spaces.flat()), spans, set, scratch);
    const one = new ClosureScratch();
    spaces.forEach((lits, s) => {
      const expected = closeSpace(lits, set, one);
      for (const view of ['order', 'rule', 'anyOf', 'refirings', 'conflicts'] as const) expect([...all[s][view]]).toEqual([...expected[view]]);
      expect(all[s].storedCount).toBe(expected.storedCount);
    });
    expect(all[1].conflicts.length).toBeGreaterThan(0);
    expect(all[0].order.length).toBeGreaterThan(1000);
    // The scratch closes single spaces again afterwards (on a fresh memory: the views above stay).
    const again = [...closeSpace([R(1), R(2)], set, scratch).order];
    expect(again).toEqual([...closeSpace([R(1), R(2)], set, one).order]);
    expect([...all[0].order]).toEqual([...closeSpace(spaces[0], set, one).order]);
  });
});
