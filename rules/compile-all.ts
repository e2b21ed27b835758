/**
 * Every theorem of a catalogue compiled at once, straight into the flat
 * arrays the closure runs on (RuleKernel) and a flat record of each rule:
 * the same rules, numbers and trigger order as compileTheorem and
 * RuleSet.add theorem by theorem, without a `Rule` object or a trigger list
 * per literal. A build (a server start, an import) compiles in a fresh
 * process, where this JS runs in the interpreter: each object, array and
 * call counts, and the kernel would otherwise be made from those objects
 * again. RuleSet makes the objects when something first asks for them.
 */
import { FIELD_BITS, type LinkField } from './fields';
import { RuleKernel } from './rule-set';
import type { EngineTheorem } from './catalogue';

/** The rules of a whole catalogue, numbered 0 .. size - 1 in the order compileTheorem makes them. */
export interface CompiledRules {
  size: number;
  kernel: RuleKernel;
  literalBound: number;
  /** Per rule: its theorem, and direction (FORWARD 0, CONTRAPOSITIVE 1) + 2 × scalar bit (REAL 0, COMPLEX 1). */
  theoremOf: Int32Array;
  kind: Uint8Array;
  /** Rule n's body: bodyLength[n] literals from literals[bodyAt[n]]. */
  bodyAt: Int32Array;
  bodyLength: Int32Array;
  /** Rule n's anyOf: anyOfLength[n] literals from literals[anyOfAt[n]] (shared by a theorem's contrapositives). */
  anyOfAt: Int32Array;
  anyOfLength: Int32Array;
  literals: Int32Array;
  /** The theorems in order, theorem t's rules being ruleStart[t] .. ruleStart[t + 1] - 1. */
  theoremIds: Int32Array;
  ruleStart: Int32Array;
}

/**
 * `code(propertyId)` is compile.ts's propertyCode of the property (-1:
 * unknown). The theorems' ids must be distinct (RuleSet.add replaces a
 * theorem's rules; the caller compiles one by one when ids repeat).
 */
export function compileAll(theorems: readonly EngineTheorem[], code: (propertyId: number) => number): CompiledRules {
  // Pass 1: each atom's literals over both scalars (-1: undefined), and room for the rules.
  let atomCount = 0;
  for (let t = 0; t < theorems.length; t++) atomCount += theorems[t].conditions.length + theorems[t].conclusions.length;
  const atomLits = new Int32Array(2 * atomCount);
  let ruleRoom = 0;
  let literalRoom = 0;
  let headRoom = 0;
  for (let t = 0, a = 0; t < theorems.length; t++) {
    const { conditions, conclusions } = theorems[t];
    const c = conditions.length;
    const atoms = c + conclusions.length;
    for (let i = 0; i < atoms; i++, a += 2) {
      const atom = i < c ? conditions[i] : conclusions[i - c];
      const propertyCode = code(atom.propertyId);
      const bits = FIELD_BITS[atom.field as LinkField];
      const base = propertyCode & ~3;
      atomLits[a] = propertyCode >= 0 && (propertyCode & 1) !== 0 && (bits & 1) !== 0 ? base + ((bits >> 1) & 1) : -1;
      atomLits[a + 1] = propertyCode >= 0 && (propertyCode & 2) !== 0 && (bits & 4) !== 0 ? base + 2 + ((bits >> 3) & 1) : -1;
    }
    if (c === 0) continue;
    ruleRoom += 2 * (c + 1);
    literalRoom += 2 * (c * c + conclusions.length);
    headRoom += 2 * (conclusions.length + c);
  }
  const theoremOf = new Int32Array(ruleRoom);
  const kind = new Uint8Array(ruleRoom);
  const bodyAt = new Int32Array(ruleRoom);
  const bodyLength = new Int32Array(ruleRoom);
  const anyOfAt = new Int32Array(ruleRoom);
  const anyOfLength = new Int32Array(ruleRoom);
  const literals = new Int32Array(literalRoom);
  const words = new Int32Array(ruleRoom * RuleKernel.RULE_WORDS);
  const headStart = new Int32Array(ruleRoom + 1);
  const heads = new Int32Array(headRoom);
  const theoremIds = new Int32Array(theorems.length);
  const ruleStart = new Int32Array(theorems.length + 1);
  let n = 0;
  let l = 0;
  let h = 0;
  let bound = 0;
  // Pass 2: the rules, as compileTheorem makes them (per scalar: forward, then a contrapositive per condition).
  for (let t = 0, a = 0; t < theorems.length; t++) {
    const { id, conditions, conclusions } = theorems[t];
    theoremIds[t] = id;
    ruleStart[t] = n;
    const c = conditions.length;
    const atoms = c + conclusions.length;
    if (c > 0) {
      for (let s = 0; s < 2; s++) {
        let defined = true;
        for (let i = 0; i < c && defined; i++) defined = atomLits[a + 2 * i + s] >= 0;
        if (!defined) continue;
        let headCount = 0;
        for (let i = c; i < atoms; i++) if (atomLits[a + 2 * i + s] >= 0) headCount++;
        if (headCount === 0) continue;
        // Forward: body = the conditions, heads = the defined conclusions.
        const body = l;
        for (let i = 0; i < c; i++) {
          const lit = atomLits[a + 2 * i + s];
          literals[l++] = lit;
          if (lit >= bound) bound = lit + 1;
        }
        const falseConclusions = l;
        for (let i = c; i < atoms; i++) {
          const lit = atomLits[a + 2 * i + s];
          if (lit < 0) continue;
          heads[h++] = lit;
          literals[l++] = lit ^ 1;
          if (lit >= bound) bound = lit + 1;
          if ((lit ^ 1) >= bound) bound = (lit ^ 1) + 1;
        }
        theoremOf[n] = id;
        kind[n] = 2 * s;
        bodyAt[n] = body;
        bodyLength[n] = c;
        anyOfAt[n] = falseConclusions;
        anyOfLength[n] = 0;
        words[RuleKernel.RULE_WORDS * n + 3] = 2 * c;
        headStart[n] = h - headCount;
        n++;
        // A contrapositive per condition i: the other conditions, anyOf the false conclusions, head ¬ci.
        for (let i = 0; i < c; i++) {
          theoremOf[n] = id;
          kind[n] = 1 + 2 * s;
          bodyAt[n] = l;
          bodyLength[n] = c - 1;
          for (let j = 0; j < c; j++) if (j !== i) literals[l++] = literals[body + j];
          anyOfAt[n] = falseConclusions;
          anyOfLength[n] = headCount;
          words[RuleKernel.RULE_WORDS * n + 3] = 2 * (c - 1) + 1;
          headStart[n] = h;
          const head = literals[body + i] ^ 1;
          heads[h++] = head;
          if (head >= bound) bound = head + 1;
          n++;
        }
      }
    }
    a += 2 * atoms;
  }
  ruleStart[theorems.length] = n;
  headStart[n] = h;
  return {
    size: n,
    kernel: kernelOf(n, bound, words.subarray(0, RuleKernel.RULE_WORDS * n), headStart.subarray(0, n + 1), heads.subarray(0, h), bodyAt, bodyLength, anyOfAt, anyOfLength, literals),
    literalBound: bound,
    theoremOf: theoremOf.subarray(0, n),
    kind: kind.subarray(0, n),
    bodyAt: bodyAt.subarray(0, n),
    bodyLength: bodyLength.subarray(0, n),
    anyOfAt: anyOfAt.subarray(0, n),
    anyOfLength: anyOfLength.subarray(0, n),
    literals: literals.subarray(0, l),
    theoremIds,
    ruleStart,
  };
}

/**
 * The trigger rows of RuleKernel.of for these rules: literal → (wake, direct)
 * pairs, each row in rule order, a rule's body literals before its anyOf
 * literals (the order RuleSet.add lists them in).
 */
function kernelOf(
  size: number,
  literalBound: number,
  words: Int32Array,
  headStart: Int32Array,
  heads: Int32Array,
  bodyAt: Int32Array,
  bodyLength: Int32Array,
  anyOfAt: Int32Array,
  anyOfLength: Int32Array,
  literals: Int32Array,
): RuleKernel {
  const bound = literalBound + 2;
  const triggerStart = new Int32Array(bound + 1);
  for (let n = 0; n < size; n++) {
    for (let i = bodyAt[n], end = i + bodyLength[n]; i < end; i++) triggerStart[literals[i] + 1]++;
    for (let i = anyOfAt[n], end = i + anyOfLength[n]; i < end; i++) triggerStart[literals[i] + 1]++;
  }
  for (let lit = 0; lit < bound; lit++) triggerStart[lit + 1] += triggerStart[lit];
  const triggers = new Int32Array(2 * triggerStart[bound]);
  // Next free entry per literal.
  const next = triggerStart.slice(0, bound);
  for (let n = 0; n < size; n++) {
    const body = bodyLength[n];
    const anyOf = anyOfLength[n];
    // Direct: the rule fires on this very wake (one body literal and no anyOf, or no body and one anyOf literal) with one head.
    const oneHead = headStart[n + 1] - headStart[n] === 1;
    const direct = oneHead && body + anyOf === 1 ? heads[headStart[n]] : -1;
    for (let i = bodyAt[n], end = i + body; i < end; i++) {
      const t = 2 * next[literals[i]]++;
      triggers[t] = 2 * n;
      triggers[t + 1] = direct;
    }
    for (let i = anyOfAt[n], end = i + anyOf; i < end; i++) {
      const t = 2 * next[literals[i]]++;
      triggers[t] = 2 * n + 1;
      triggers[t + 1] = direct;
    }
  }
  return RuleKernel.from(words, headStart, heads, triggerStart, triggers);
}
