;; The closure's hot loop (closeSpace in space-closure.ts) in WebAssembly.
;;
;; Why: a server start or an import closes every space once, in a fresh
;; process, before V8 has optimized any JavaScript; the same loop in JS then
;; runs in the interpreter. WebAssembly is compiled at once (Liftoff), so the
;; first closure already runs as machine code.
;;
;; Assembled by scripts/build-wasm.js (wabt) into closure-kernel-binary.ts.
;; The semantics are exactly those of the loop it replaced (same order of
;; facts, same first derivations, same refirings and conflicts): see the
;; comments in space-closure.ts. All arrays are i32, addressed in bytes; the
;; layout is set by `layout` (closure-kernel.ts places them).
(module
  (memory (export "memory") 1)

  ;; The rules' flat kernel (RuleKernel).
  (global $need (mut i32) (i32.const 0))
  (global $hasAnyOf (mut i32) (i32.const 0))
  (global $headStart (mut i32) (i32.const 0))
  (global $heads (mut i32) (i32.const 0))
  (global $triggerStart (mut i32) (i32.const 0))
  (global $trigger (mut i32) (i32.const 0))
  (global $direct (mut i32) (i32.const 0))
  (global $triggerLimit (mut i32) (i32.const 0))
  ;; Scratch: literal -> position + 1 (0: unknown), per-rule counters with their epoch stamps.
  (global $known (mut i32) (i32.const 0))
  (global $counters (mut i32) (i32.const 0))
  (global $anyOfSeen (mut i32) (i32.const 0))
  (global $stamp (mut i32) (i32.const 0))
  ;; Input (stored literals) and outputs (per position: literal, rule, anyOf; triples of refirings and conflicts).
  (global $stored (mut i32) (i32.const 0))
  (global $order (mut i32) (i32.const 0))
  (global $rule (mut i32) (i32.const 0))
  (global $anyOf (mut i32) (i32.const 0))
  (global $refirings (mut i32) (i32.const 0))
  (global $conflicts (mut i32) (i32.const 0))
  ;; What the last `close` produced, besides its count of facts (lengths of the
  ;; refiring and conflict arrays, 3 per record).
  (global $storedCount (export "storedCount") (mut i32) (i32.const 0))
  (global $refiringCount (export "refiringCount") (mut i32) (i32.const 0))
  (global $conflictCount (export "conflictCount") (mut i32) (i32.const 0))

  (func (export "layout")
    (param $need i32) (param $hasAnyOf i32) (param $headStart i32) (param $heads i32)
    (param $triggerStart i32) (param $trigger i32) (param $direct i32) (param $triggerLimit i32)
    (param $known i32) (param $counters i32) (param $anyOfSeen i32) (param $stamp i32)
    (param $stored i32) (param $order i32) (param $rule i32) (param $anyOf i32)
    (param $refirings i32) (param $conflicts i32)
    (global.set $need (local.get $need))
    (global.set $hasAnyOf (local.get $hasAnyOf))
    (global.set $headStart (local.get $headStart))
    (global.set $heads (local.get $heads))
    (global.set $triggerStart (local.get $triggerStart))
    (global.set $trigger (local.get $trigger))
    (global.set $direct (local.get $direct))
    (global.set $triggerLimit (local.get $triggerLimit))
    (global.set $known (local.get $known))
    (global.set $counters (local.get $counters))
    (global.set $anyOfSeen (local.get $anyOfSeen))
    (global.set $stamp (local.get $stamp))
    (global.set $stored (local.get $stored))
    (global.set $order (local.get $order))
    (global.set $rule (local.get $rule))
    (global.set $anyOf (local.get $anyOf))
    (global.set $refirings (local.get $refirings))
    (global.set $conflicts (local.get $conflicts)))

  ;; A head fired by rule $n (with anyOf $a): a new fact, a refiring (already
  ;; known, or the blocked literal) or a conflict (its negation is known).
  (func $place (param $head i32) (param $n i32) (param $a i32) (param $blocked i32) (param $count i32) (result i32)
    (local $at i32)
    (if (i32.or
          (i32.ne (i32.load (i32.add (global.get $known) (i32.shl (local.get $head) (i32.const 2)))) (i32.const 0))
          (i32.eq (local.get $head) (local.get $blocked)))
      (then
        (local.set $at (i32.add (global.get $refirings) (i32.shl (global.get $refiringCount) (i32.const 2))))
        (i32.store (local.get $at) (local.get $head))
        (i32.store offset=4 (local.get $at) (local.get $n))
        (i32.store offset=8 (local.get $at) (local.get $a))
        (global.set $refiringCount (i32.add (global.get $refiringCount) (i32.const 3)))
        (return (local.get $count))))
    (if (i32.ne (i32.load (i32.add (global.get $known) (i32.shl (i32.xor (local.get $head) (i32.const 1)) (i32.const 2)))) (i32.const 0))
      (then
        (local.set $at (i32.add (global.get $conflicts) (i32.shl (global.get $conflictCount) (i32.const 2))))
        (i32.store (local.get $at) (local.get $head))
        (i32.store offset=4 (local.get $at) (local.get $n))
        (i32.store offset=8 (local.get $at) (local.get $a))
        (global.set $conflictCount (i32.add (global.get $conflictCount) (i32.const 3)))
        (return (local.get $count))))
    (local.set $at (i32.shl (local.get $count) (i32.const 2)))
    (i32.store (i32.add (global.get $order) (local.get $at)) (local.get $head))
    (i32.store (i32.add (global.get $rule) (local.get $at)) (local.get $n))
    (i32.store (i32.add (global.get $anyOf) (local.get $at)) (local.get $a))
    (local.set $count (i32.add (local.get $count) (i32.const 1)))
    (i32.store (i32.add (global.get $known) (i32.shl (local.get $head) (i32.const 2))) (local.get $count))
    (local.get $count))

  ;; Closes the $storedLength literals at $stored; returns the number of known
  ;; literals. $blocked (-1: none) is never asserted; $epoch stamps the counters.
  (func (export "close") (param $storedLength i32) (param $blocked i32) (param $epoch i32) (result i32)
    (local $count i32) (local $i i32) (local $lit i32) (local $next i32)
    (local $w i32) (local $end i32) (local $wake i32) (local $n i32) (local $only i32)
    (local $a i32) (local $h i32) (local $headEnd i32) (local $c i32)
    (global.set $refiringCount (i32.const 0))
    (global.set $conflictCount (i32.const 0))
    ;; The stored literals, each once, none whose negation is already stored.
    (block $storedDone
      (loop $storedLoop
        (br_if $storedDone (i32.ge_u (local.get $i) (local.get $storedLength)))
        (local.set $lit (i32.load (i32.add (global.get $stored) (i32.shl (local.get $i) (i32.const 2)))))
        (if (i32.and
              (i32.ne (local.get $lit) (local.get $blocked))
              (i32.and
                (i32.eqz (i32.load (i32.add (global.get $known) (i32.shl (local.get $lit) (i32.const 2)))))
                (i32.eqz (i32.load (i32.add (global.get $known) (i32.shl (i32.xor (local.get $lit) (i32.const 1)) (i32.const 2)))))))
          (then
            (i32.store (i32.add (global.get $order) (i32.shl (local.get $count) (i32.const 2))) (local.get $lit))
            (i32.store (i32.add (global.get $rule) (i32.shl (local.get $count) (i32.const 2))) (i32.const -1))
            (i32.store (i32.add (global.get $anyOf) (i32.shl (local.get $count) (i32.const 2))) (i32.const -1))
            (local.set $count (i32.add (local.get $count) (i32.const 1)))
            (i32.store (i32.add (global.get $known) (i32.shl (local.get $lit) (i32.const 2))) (local.get $count))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $storedLoop)))
    (global.set $storedCount (local.get $count))
    ;; Semi-naive: each known literal, in order, wakes the rules it triggers.
    (block $factsDone
      (loop $facts
        (br_if $factsDone (i32.ge_u (local.get $next) (local.get $count)))
        (local.set $lit (i32.load (i32.add (global.get $order) (i32.shl (local.get $next) (i32.const 2)))))
        (local.set $next (i32.add (local.get $next) (i32.const 1)))
        (br_if $facts (i32.ge_s (local.get $lit) (global.get $triggerLimit)))
        (local.set $w (i32.load (i32.add (global.get $triggerStart) (i32.shl (local.get $lit) (i32.const 2)))))
        (local.set $end (i32.load offset=4 (i32.add (global.get $triggerStart) (i32.shl (local.get $lit) (i32.const 2)))))
        (block $wakesDone
          (loop $wakes
            (br_if $wakesDone (i32.ge_s (local.get $w) (local.get $end)))
            (local.set $wake (i32.load (i32.add (global.get $trigger) (i32.shl (local.get $w) (i32.const 2)))))
            (local.set $only (i32.load (i32.add (global.get $direct) (i32.shl (local.get $w) (i32.const 2)))))
            (local.set $w (i32.add (local.get $w) (i32.const 1)))
            (local.set $n (i32.shr_s (local.get $wake) (i32.const 1)))
            (if (i32.ge_s (local.get $only) (i32.const 0))
              (then
                ;; A rule with this one trigger and one head: it fires now, no counter needed.
                (local.set $count
                  (call $place (local.get $only) (local.get $n)
                    (select (local.get $lit) (i32.const -1) (i32.and (local.get $wake) (i32.const 1)))
                    (local.get $blocked) (local.get $count)))
                (br $wakes)))
            (if (i32.ne (i32.load (i32.add (global.get $stamp) (i32.shl (local.get $n) (i32.const 2)))) (local.get $epoch))
              (then
                (i32.store (i32.add (global.get $stamp) (i32.shl (local.get $n) (i32.const 2))) (local.get $epoch))
                (i32.store (i32.add (global.get $counters) (i32.shl (local.get $n) (i32.const 2))) (i32.const 0))
                (i32.store (i32.add (global.get $anyOfSeen) (i32.shl (local.get $n) (i32.const 2))) (i32.const 0))))
            (if (i32.and (local.get $wake) (i32.const 1))
              (then
                ;; An anyOf literal: only the first one counts.
                (br_if $wakes (i32.ne (i32.load (i32.add (global.get $anyOfSeen) (i32.shl (local.get $n) (i32.const 2)))) (i32.const 0)))
                (i32.store (i32.add (global.get $anyOfSeen) (i32.shl (local.get $n) (i32.const 2))) (i32.add (local.get $lit) (i32.const 1)))
                (br_if $wakes (i32.ne
                  (i32.load (i32.add (global.get $counters) (i32.shl (local.get $n) (i32.const 2))))
                  (i32.load (i32.add (global.get $need) (i32.shl (local.get $n) (i32.const 2)))))))
              (else
                (local.set $c (i32.add (i32.load (i32.add (global.get $counters) (i32.shl (local.get $n) (i32.const 2)))) (i32.const 1)))
                (i32.store (i32.add (global.get $counters) (i32.shl (local.get $n) (i32.const 2))) (local.get $c))
                (br_if $wakes (i32.ne (local.get $c) (i32.load (i32.add (global.get $need) (i32.shl (local.get $n) (i32.const 2))))))
                (br_if $wakes (i32.and
                  (i32.ne (i32.load (i32.add (global.get $hasAnyOf) (i32.shl (local.get $n) (i32.const 2)))) (i32.const 0))
                  (i32.eqz (i32.load (i32.add (global.get $anyOfSeen) (i32.shl (local.get $n) (i32.const 2)))))))))
            ;; The rule fires: each head in turn.
            (local.set $a (i32.sub (i32.load (i32.add (global.get $anyOfSeen) (i32.shl (local.get $n) (i32.const 2)))) (i32.const 1)))
            (local.set $h (i32.load (i32.add (global.get $headStart) (i32.shl (local.get $n) (i32.const 2)))))
            (local.set $headEnd (i32.load offset=4 (i32.add (global.get $headStart) (i32.shl (local.get $n) (i32.const 2)))))
            (block $headsDone
              (loop $headLoop
                (br_if $headsDone (i32.ge_s (local.get $h) (local.get $headEnd)))
                (local.set $count
                  (call $place
                    (i32.load (i32.add (global.get $heads) (i32.shl (local.get $h) (i32.const 2))))
                    (local.get $n) (local.get $a) (local.get $blocked) (local.get $count)))
                (local.set $h (i32.add (local.get $h) (i32.const 1)))
                (br $headLoop)))
            (br $wakes)))
        (br $facts)))
    ;; Leave `known` all zero for the next closure.
    (local.set $i (i32.const 0))
    (block $clearDone
      (loop $clear
        (br_if $clearDone (i32.ge_u (local.get $i) (local.get $count)))
        (i32.store
          (i32.add (global.get $known) (i32.shl (i32.load (i32.add (global.get $order) (i32.shl (local.get $i) (i32.const 2)))) (i32.const 2)))
          (i32.const 0))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $clear)))
    ;; Pack the outputs after `order` (which is written in place): rule, anyOf,
    ;; refirings, conflicts, so that JS copies them out with one slice.
    (local.set $c (i32.shl (local.get $count) (i32.const 2)))
    (local.set $i (i32.add (global.get $order) (local.get $c)))
    (memory.copy (local.get $i) (global.get $rule) (local.get $c))
    (local.set $i (i32.add (local.get $i) (local.get $c)))
    (memory.copy (local.get $i) (global.get $anyOf) (local.get $c))
    (local.set $i (i32.add (local.get $i) (local.get $c)))
    (memory.copy (local.get $i) (global.get $refirings) (i32.shl (global.get $refiringCount) (i32.const 2)))
    (local.set $i (i32.add (local.get $i) (i32.shl (global.get $refiringCount) (i32.const 2))))
    (memory.copy (local.get $i) (global.get $conflicts) (i32.shl (global.get $conflictCount) (i32.const 2)))
    (local.get $count))
)
