/**
 * Every theorem of a catalogue compiled at once, straight into the flat
 * arrays the closure runs on (RuleKernel) and a flat record of each rule:
 * the same rules, numbers and trigger order as compileTheorem and
 * RuleSet.add theorem by theorem, without a `Rule` object or a trigger list
 * per literal. A build (a server start, an import) compiles in a fresh
 * process, where JS runs in the interpreter: here JS only looks each atom's
 * property up and encodes the theorems; their literals, the rules and the
 * trigger rows are made in WebAssembly (`compile` in closure-kernel.wat). RuleSet makes the rule
 * objects when something first asks for them.
 */
import { FIELD_BITS, type LinkField } from './fields';
import { RuleKernel } from './rule-set';
import type { ClosureMachine } from './closure-kernel';
import type { EngineTheorem } from './catalogue';

/** The rules of a whole catalogue, numbered 0 .. size - 1 in the order compileTheorem makes them. */
export interface CompiledRules {
  size: number;
  kernel: RuleKernel;
  literalBound: number;
  /** Per rule: its theorem, and direction (FORWARD 0, CONTRAPOSITIVE 1) + 2 × scalar bit (REAL 0, COMPLEX 1). */
  theoremOf: Int32Array;
  kind: Int32Array;
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

/** How much room compiling the encoded theorems needs, counted while encoding them (literalBound: above every atom's literals). */
export interface CompileRoom { rules: number; literals: number; heads: number; literalBound: number }

/**
 * `properties` gives each property's compile.ts propertyCode (a property
 * missing: -1). The theorems' ids must be distinct (RuleSet.add replaces a
 * theorem's rules; the caller compiles one by one when ids repeat).
 */
export function compileAll(theorems: readonly EngineTheorem[], properties: ReadonlyMap<number, { code: number }>, machine: ClosureMachine): CompiledRules {
  let size = 0;
  for (let t = 0; t < theorems.length; t++) size += 3 + 2 * (theorems[t].conditions.length + theorems[t].conclusions.length);
  // Per theorem: id, condition count, conclusion count, then each atom's literal over the real and the complex scalar (-1: undefined).
  const encoded = new Int32Array(size);
  const room: CompileRoom = { rules: 0, literals: 0, heads: 0, literalBound: 0 };
  let top = 0;
  for (let t = 0, p = 0; t < theorems.length; t++) {
    const { id, conditions, conclusions } = theorems[t];
    const c = conditions.length;
    const atoms = c + conclusions.length;
    encoded[p] = id;
    encoded[p + 1] = c;
    encoded[p + 2] = conclusions.length;
    p += 3;
    // Each atom as its property's code and its field's bits: the WebAssembly makes its literals (see putAtomLiterals in compile.ts).
    for (let i = 0; i < atoms; i++, p += 2) {
      const atom = i < c ? conditions[i] : conclusions[i - c];
      const property = properties.get(atom.propertyId);
      const code = property === undefined ? -1 : property.code;
      encoded[p] = code;
      encoded[p + 1] = FIELD_BITS[atom.field as LinkField];
      if (code > top) top = code;
    }
    if (c === 0) continue;
    room.rules += 2 * (c + 1);
    room.literals += 2 * (c * c + conclusions.length);
    room.heads += 2 * (conclusions.length + c);
  }
  room.literalBound = (top | 3) + 1;
  const out = machine.compile(encoded, theorems.length, room);
  return {
    size: out.theoremOf.length,
    kernel: RuleKernel.from(out.words, out.headStart, out.heads, out.triggerStart, out.triggers),
    literalBound: out.literalBound,
    theoremOf: out.theoremOf,
    kind: out.kind,
    bodyAt: out.bodyAt,
    bodyLength: out.bodyLength,
    anyOfAt: out.anyOfAt,
    anyOfLength: out.anyOfLength,
    literals: out.literals,
    theoremIds: out.theoremIds,
    ruleStart: out.ruleStart,
  };
}
