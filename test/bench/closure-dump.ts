/**
 * `node dist/test/bench/closure-dump.js [file]`: every π-Base closure of a
 * fresh `Engine.build` as text (per space: order, rule, anyOf, refirings,
 * conflicts; then each space closed alone, and with its first derived fact
 * blocked), written to `file` or stdout, with its SHA-256 on stderr. A
 * change to the closure's code that must not change results is checked by
 * comparing this dump before and after (docs/engine.md).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Engine } from '../../rules/engine';
import { spaceCatalogue } from '../../kb/reasoner-input';
import { ClosureScratch, closeFacts, type Closure } from '../../rules/closure';
import { pibaseRecords } from './pibase-data';

function put(lines: string[], title: string, closure: Closure): void {
  lines.push(`${title} stored ${closure.storedCount}`);
  lines.push(`order ${closure.order.join(',')}`);
  lines.push(`rule ${closure.rule.join(',')}`);
  lines.push(`anyOf ${closure.anyOf.join(',')}`);
  lines.push(`refirings ${closure.refirings.join(',')}`);
  lines.push(`conflicts ${closure.conflicts.join(',')}`);
}

function dump(): string {
  const engine = Engine.build(spaceCatalogue(pibaseRecords()));
  const lines: string[] = [];
  for (const id of engine.subjectIds()) {
    put(lines, `space ${id}`, engine.state(id)!.closure);
  }
  // One space at a time (a write's path), and with a derived fact blocked (proofs, stored-fact checks).
  const scratch = new ClosureScratch();
  for (const id of engine.subjectIds()) {
    const { stored, closure } = engine.state(id)!;
    put(lines, `single ${id}`, closeFacts(stored, engine.rules, scratch));
    const blocked = closure.order.length > closure.storedCount ? closure.order[closure.storedCount] : -1;
    put(lines, `blocked ${id} ${blocked}`, closeFacts(stored, engine.rules, scratch, blocked));
  }
  return `${lines.join('\n')}\n`;
}

const text = dump();
const file = process.argv[2];
if (file) writeFileSync(file, text);
else process.stdout.write(text);
process.stderr.write(`${createHash('sha256').update(text).digest('hex')}\n`);
