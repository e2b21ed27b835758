;; The closure's hot loop (closeSpace in space-closure.ts) in WebAssembly.
;;
;; Why: a server start or an import closes every space once, in a fresh
;; process, before V8 has optimized any JavaScript; the same loop in JS then
;; runs in the interpreter. WebAssembly is compiled at once (Liftoff), so the
;; first closure already runs as machine code.
;;
;; Assembled by scripts/build-wasm.js (wabt) into closure-kernel-binary.ts.
;; The semantics are exactly those of the JS loop it replaced (same order of
;; facts, same first derivations, same refirings and conflicts): see
;; space-closure.ts. Shaped for Liftoff, V8's one-pass baseline compiler: the
;; array bases are copied into locals, `place` is written out at both of its
;; uses (no calls), and what one step reads sits together:
;;   rule n at ruleInfo + 16n: g when it leads a group (not read here), state
;;     (counter * 2 + anyOf seen; a group's
;;     also the sum of the numbers of its conditions in << 16), anyOfSeen (the
;;     first anyOf literal + 1), need * 2 + hasAnyOf
;;     (its heads: heads[headStart[n] .. headStart[n + 1]]);
;;   trigger entry w at triggers + 8w: wake (rule * 2 + anyOf bit), then the
;;     direct head, or -1 (a counted rule), or ~(2g - 1 | j << 16) (a group of
;;     g + 1 rules from rule: see closeOne).
;; The layout is set by `layout` (closure-kernel.ts places the regions, in bytes).
(module
  (memory (export "memory") 32)

  (global $ruleInfo (mut i32) (i32.const 0))
  (global $headStart (mut i32) (i32.const 0))
  (global $heads (mut i32) (i32.const 0))
  (global $triggerStart (mut i32) (i32.const 0))
  (global $triggers (mut i32) (i32.const 0))
  (global $triggerLimit (mut i32) (i32.const 0))
  ;; literal -> position + 1 (0: unknown); all zero between closures.
  (global $known (mut i32) (i32.const 0))
  ;; Input (stored literals) and outputs (per position: literal, rule, anyOf; triples of refirings and conflicts).
  (global $stored (mut i32) (i32.const 0))
  (global $order (mut i32) (i32.const 0))
  (global $rule (mut i32) (i32.const 0))
  (global $anyOf (mut i32) (i32.const 0))
  (global $refirings (mut i32) (i32.const 0))
  (global $conflicts (mut i32) (i32.const 0))
  ;; The rules woken in the current closure (one word per rule, and one spare).
  (global $touched (mut i32) (i32.const 0))
  ;; What the last `close` produced besides its count of facts is left in the
  ;; first words of memory (JS reads them there, cheaper than globals): the
  ;; number of stored literals kept, the lengths of the refiring and conflict
  ;; arrays (3 words per record); the fourth word is a spare the loop writes
  ;; to instead of branching. The layout starts after them.

  (func (export "layout")
    (param $ruleInfo i32) (param $headStart i32) (param $heads i32) (param $triggerStart i32) (param $triggers i32) (param $triggerLimit i32)
    (param $known i32) (param $stored i32) (param $order i32) (param $rule i32) (param $anyOf i32)
    (param $refirings i32) (param $conflicts i32) (param $touched i32)
    (global.set $ruleInfo (local.get $ruleInfo))
    (global.set $headStart (local.get $headStart))
    (global.set $heads (local.get $heads))
    (global.set $triggerStart (local.get $triggerStart))
    (global.set $triggers (local.get $triggers))
    (global.set $triggerLimit (local.get $triggerLimit))
    (global.set $known (local.get $known))
    (global.set $stored (local.get $stored))
    (global.set $order (local.get $order))
    (global.set $rule (local.get $rule))
    (global.set $anyOf (local.get $anyOf))
    (global.set $refirings (local.get $refirings))
    (global.set $conflicts (local.get $conflicts))
    (global.set $touched (local.get $touched)))

  ;; Closes the $storedLength literals at $stored; returns the number of known
  ;; literals. $blocked (-1: none) is never asserted.
  (func (export "close") (param $storedLength i32) (param $blocked i32) (result i32)
    (call $closeOne
      (global.get $stored)
      (i32.add (global.get $stored) (i32.shl (local.get $storedLength) (i32.const 2)))
      (local.get $blocked) (global.get $order) (i32.const 0)))

  ;; Closes $spaces spaces in one call (a build, a reload: every space at once,
  ;; with no JS between them). Space s's stored literals are words
  ;; spans[s] .. spans[s + 1] of $stored; its outputs are packed one after the
  ;; other from $order, and table[5s ..] says where: word offset from $order,
  ;; count, stored literals kept, refiring words, conflict words. Memory grows
  ;; when fewer than $room bytes (one closure's most) are left. $shift, when
  ;; not 0, packs each refiring in one word (see $closeOne).
  (func (export "closeAll") (param $spans i32) (param $table i32) (param $spaces i32) (param $room i32) (param $shift i32)
    (local $s i32) (local $out i32) (local $count i32) (local $size i32) (local $entry i32)
    (local.set $out (global.get $order))
    (block $done
      (loop $spaceLoop
        (br_if $done (i32.ge_u (local.get $s) (local.get $spaces)))
        (if (i32.gt_u (i32.add (local.get $out) (local.get $room)) (i32.shl (memory.size) (i32.const 16)))
          (then
            (if (i32.lt_s
                  ;; by what is short, and at least half the memory again (fewer grows: each is a system call)
                  (memory.grow (call $atLeast
                    (i32.add (i32.shr_u (i32.sub (i32.add (local.get $out) (local.get $room)) (i32.shl (memory.size) (i32.const 16))) (i32.const 16)) (i32.const 1))
                    (i32.shr_u (memory.size) (i32.const 1))))
                  (i32.const 0))
              (then unreachable))))
        (local.set $entry (i32.add (local.get $spans) (i32.shl (local.get $s) (i32.const 2))))
        (local.set $count
          (call $closeOne
            (i32.add (global.get $stored) (i32.shl (i32.load (local.get $entry)) (i32.const 2)))
            (i32.add (global.get $stored) (i32.shl (i32.load offset=4 (local.get $entry)) (i32.const 2)))
            (i32.const -1) (local.get $out) (local.get $shift)))
        (local.set $entry (i32.add (local.get $table) (i32.mul (local.get $s) (i32.const 20))))
        (i32.store (local.get $entry) (i32.shr_u (i32.sub (local.get $out) (global.get $order)) (i32.const 2)))
        (i32.store offset=4 (local.get $entry) (local.get $count))
        (i32.store offset=8 (local.get $entry) (i32.load (i32.const 0)))
        (i32.store offset=12 (local.get $entry) (i32.load (i32.const 4)))
        (i32.store offset=16 (local.get $entry) (i32.load (i32.const 8)))
        (local.set $out (i32.add (local.get $out)
          (i32.shl (i32.add (i32.mul (local.get $count) (i32.const 3)) (i32.add (i32.load (i32.const 4)) (i32.load (i32.const 8)))) (i32.const 2))))
        (local.set $s (i32.add (local.get $s) (i32.const 1)))
        (br $spaceLoop))))

  ;; One closure: the literals at $at .. $storedEnd (bytes) in, its outputs
  ;; packed at $order (which must have room for them), its counts in the first
  ;; words of memory; returns the number of known literals. Each refiring is
  ;; (literal, rule, anyOf) in three words, or, when $shift is not 0 (every
  ;; literal + 1 below 2^shift, every rule below 2^(32 - 2 shift)), one word
  ;; rule << 2 shift | literal << shift | anyOf + 1: a build's refirings were
  ;; 60% of its outputs, and each page of them is a fault on first touch.
  (func $closeOne (param $at i32) (param $storedEnd i32) (param $blocked i32) (param $order i32) (param $shift i32) (result i32)
    (local $known i32) (local $ruleInfo i32) (local $headStart i32) (local $heads i32) (local $triggerStart i32) (local $triggers i32) (local $limit i32)
    (local $rule i32) (local $anyOf i32) (local $refirings i32) (local $conflicts i32)
    (local $count i32) (local $i i32) (local $lit i32) (local $next i32) (local $w i32) (local $end i32)
    (local $wake i32) (local $n i32) (local $head i32) (local $a i32) (local $r i32) (local $h i32)
    (local $headEnd i32) (local $c i32) (local $rc i32) (local $cc i32) (local $shift2 i32)
    (local $s i32) (local $any i32) (local $first i32) (local $touchedAt i32)
    (local $t i32) (local $mask i32) (local $m i32) (local $fa i32) (local $g i32) (local $j i32)
    (local.set $touchedAt (global.get $touched))
    (local.set $shift2 (i32.shl (local.get $shift) (i32.const 1)))
    (local.set $known (global.get $known))
    (local.set $ruleInfo (global.get $ruleInfo))
    (local.set $headStart (global.get $headStart))
    (local.set $heads (global.get $heads))
    (local.set $triggerStart (global.get $triggerStart))
    (local.set $triggers (global.get $triggers))
    (local.set $limit (global.get $triggerLimit))
    (local.set $rule (global.get $rule))
    (local.set $anyOf (global.get $anyOf))
    (local.set $refirings (global.get $refirings))
    (local.set $conflicts (global.get $conflicts))
    ;; The stored literals, each once, none whose negation is already stored.
    (local.set $end (local.get $storedEnd))
    (block $storedDone
      (loop $storedLoop
        (br_if $storedDone (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $lit (i32.load (local.get $at)))
        (local.set $at (i32.add (local.get $at) (i32.const 4)))
        (br_if $storedLoop (i32.eq (local.get $lit) (local.get $blocked)))
        (br_if $storedLoop (i32.load (i32.add (local.get $known) (i32.shl (local.get $lit) (i32.const 2)))))
        (br_if $storedLoop (i32.load (i32.add (local.get $known) (i32.shl (i32.xor (local.get $lit) (i32.const 1)) (i32.const 2)))))
        (local.set $i (i32.shl (local.get $count) (i32.const 2)))
        (i32.store (i32.add (local.get $order) (local.get $i)) (local.get $lit))
        (i32.store (i32.add (local.get $rule) (local.get $i)) (i32.const -1))
        (i32.store (i32.add (local.get $anyOf) (local.get $i)) (i32.const -1))
        (local.set $count (i32.add (local.get $count) (i32.const 1)))
        (i32.store (i32.add (local.get $known) (i32.shl (local.get $lit) (i32.const 2))) (local.get $count))
        (br $storedLoop)))
    (i32.store (i32.const 0) (local.get $count))
    ;; Semi-naive: each known literal, in order, wakes the rules it triggers.
    (block $factsDone
      (loop $facts
        (br_if $factsDone (i32.ge_u (local.get $next) (local.get $count)))
        (local.set $lit (i32.load (i32.add (local.get $order) (i32.shl (local.get $next) (i32.const 2)))))
        (local.set $next (i32.add (local.get $next) (i32.const 1)))
        (br_if $facts (i32.ge_s (local.get $lit) (local.get $limit)))
        (local.set $at (i32.add (local.get $triggerStart) (i32.shl (local.get $lit) (i32.const 2))))
        (local.set $w (i32.add (local.get $triggers) (i32.shl (i32.load (local.get $at)) (i32.const 3))))
        (local.set $end (i32.add (local.get $triggers) (i32.shl (i32.load offset=4 (local.get $at)) (i32.const 3))))
        (block $wakesDone
          (loop $wakes
            (br_if $wakesDone (i32.ge_u (local.get $w) (local.get $end)))
            (local.set $wake (i32.load (local.get $w)))
            (local.set $head (i32.load offset=4 (local.get $w)))
            (local.set $w (i32.add (local.get $w) (i32.const 8)))
            (local.set $n (i32.shr_s (local.get $wake) (i32.const 1)))
            (if (i32.ge_s (local.get $head) (i32.const 0))
              (then
                ;; A rule with this one trigger and one head: it fires now, no counter needed.
                (local.set $a (select (local.get $lit) (i32.const -1) (i32.and (local.get $wake) (i32.const 1))))
                ;; place (1 of 2): a refiring (known, or blocked), a conflict, or a new fact.
                (if (i32.or
                      (i32.ne (i32.load (i32.add (local.get $known) (i32.shl (local.get $head) (i32.const 2)))) (i32.const 0))
                      (i32.eq (local.get $head) (local.get $blocked)))
                  (then
                    (local.set $at (i32.add (local.get $refirings) (local.get $rc)))
                    (if (local.get $shift)
                      (then
                        (i32.store (local.get $at)
                          (i32.or (i32.or (i32.shl (local.get $n) (local.get $shift2)) (i32.shl (local.get $head) (local.get $shift)))
                            (i32.add (local.get $a) (i32.const 1))))
                        (local.set $rc (i32.add (local.get $rc) (i32.const 4))))
                      (else
                        (i32.store (local.get $at) (local.get $head))
                        (i32.store offset=4 (local.get $at) (local.get $n))
                        (i32.store offset=8 (local.get $at) (local.get $a))
                        (local.set $rc (i32.add (local.get $rc) (i32.const 12))))))
                  (else
                    (if (i32.load (i32.add (local.get $known) (i32.shl (i32.xor (local.get $head) (i32.const 1)) (i32.const 2))))
                      (then
                        (local.set $at (i32.add (local.get $conflicts) (local.get $cc)))
                        (i32.store (local.get $at) (local.get $head))
                        (i32.store offset=4 (local.get $at) (local.get $n))
                        (i32.store offset=8 (local.get $at) (local.get $a))
                        (local.set $cc (i32.add (local.get $cc) (i32.const 12))))
                      (else
                        (local.set $at (i32.shl (local.get $count) (i32.const 2)))
                        (i32.store (i32.add (local.get $order) (local.get $at)) (local.get $head))
                        (i32.store (i32.add (local.get $rule) (local.get $at)) (local.get $n))
                        (i32.store (i32.add (local.get $anyOf) (local.get $at)) (local.get $a))
                        (local.set $count (i32.add (local.get $count) (i32.const 1)))
                        (i32.store (i32.add (local.get $known) (i32.shl (local.get $head) (i32.const 2))) (local.get $count))))))
                (br $wakes)))
            ;; A counted rule, or a group: the forward rule n of a theorem over one
            ;; scalar and its g contrapositives n + 1 .. n + g, which share their
            ;; literals (each condition is in the forward rule's body and in the
            ;; other conditions' contrapositives, each false conclusion in every
            ;; contrapositive's anyOf), so one state counts them all: one entry
            ;; per literal instead of one per (literal, rule), and which of the
            ;; rules fire at a wake follows from it (see the firing below).
            ;; The state is counter * 2 + 1 once an anyOf literal was seen
            ;; (whose literal + 1 goes to the anyOfSeen word). Branch-free up to
            ;; that test (what a wake mostly costs is mispredicted branches): a
            ;; body literal or condition adds 2, the first anyOf literal 1, a
            ;; later one 0; a state left 0 until now puts the rule on the list
            ;; of those to reset after this closure.
            ;; A group's entry carries ~direct = 2g - 1 | j << 16, j being the
            ;; condition's number (1 .. g; 0 for an anyOf literal), which its state
            ;; sums from bit 16 on; a rule's carries 0 (direct -1).
            (local.set $t (i32.xor (local.get $head) (i32.const -1)))
            (local.set $r (i32.add (local.get $ruleInfo) (i32.shl (local.get $n) (i32.const 4))))
            (local.set $s (i32.load offset=4 (local.get $r)))
            (local.set $any (i32.and (local.get $wake) (i32.const 1)))
            (local.set $first (i32.and (local.get $any) (i32.xor (local.get $s) (i32.const 1))))
            (local.set $c (i32.add (local.get $s)
              (select (local.get $first) (i32.add (i32.and (local.get $t) (i32.const -65536)) (i32.const 2)) (local.get $any))))
            (i32.store offset=4 (local.get $r) (local.get $c))
            (i32.store (local.get $touchedAt) (local.get $n))
            (local.set $touchedAt (i32.add (local.get $touchedAt) (i32.shl (i32.eqz (local.get $s)) (i32.const 2))))
            ;; anyOfSeen, or a spare word (12) when this is not the first anyOf literal.
            (i32.store (select (i32.add (local.get $r) (i32.const 8)) (i32.const 12) (local.get $first)) (i32.add (local.get $lit) (i32.const 1)))
            ;; What the state (a group's below bit 16) must reach for something to fire: a
            ;; rule's need * 2 + hasAnyOf (which it never exceeds; a silenced rule's -2 is
            ;; out of reach unsigned), or a group's 2g - 1 (g - 1 conditions and an anyOf
            ;; literal).
            (local.set $g (i32.and (local.get $t) (i32.const 255)))
            (br_if $wakes (i32.or (i32.eq (local.get $c) (local.get $s))
              (i32.lt_u
                (select (i32.and (local.get $c) (i32.const 65535)) (local.get $c) (local.get $g))
                (select (local.get $g) (i32.load offset=12 (local.get $r)) (local.get $g)))))
            ;; What fires: bit j of $mask for rule n + j (a rule alone: itself).
            (local.set $a (i32.sub (i32.load offset=8 (local.get $r)) (i32.const 1)))
            (local.set $mask (i32.const 1))
            (if (local.get $t)
              (then
                ;; A group with k conditions in: the forward rule fires when the last
                ;; condition comes (k = g); the contrapositive of condition j when the other
                ;; conditions and an anyOf literal are in, at whichever of them comes last:
                ;; with k = g - 1 (so an anyOf literal seen), that of the one condition not
                ;; in yet, whose number is 1 + … + g less the sum of the others'; with
                ;; k = g and an anyOf literal seen, those of all conditions but this wake's
                ;; own (fired already, when its others were in).
                (local.set $g (i32.shr_u (i32.add (local.get $g) (i32.const 1)) (i32.const 1)))
                (local.set $mask
                  (select
                    (i32.or (i32.xor (local.get $any) (i32.const 1))
                      (select
                        (i32.and (i32.sub (i32.shl (i32.const 1) (i32.add (local.get $g) (i32.const 1))) (i32.const 2))
                          (i32.xor (i32.shl (i32.const 1) (i32.shr_u (local.get $t) (i32.const 16))) (i32.const -1)))
                        (i32.const 0)
                        (i32.and (local.get $c) (i32.const 1))))
                    (i32.shl (i32.const 1)
                      (i32.sub (i32.shr_u (i32.mul (local.get $g) (i32.add (local.get $g) (i32.const 1))) (i32.const 1)) (i32.shr_u (local.get $c) (i32.const 16))))
                    (i32.eq (i32.shr_u (i32.and (local.get $c) (i32.const 65535)) (i32.const 1)) (local.get $g))))))
            ;; Each rule of the mask in rule order, as their own entries came, each head in turn.
            (block $firedAll (loop $fire
              (br_if $firedAll (i32.eqz (local.get $mask)))
              (local.set $j (i32.ctz (local.get $mask)))
              (local.set $mask (i32.and (local.get $mask) (i32.sub (local.get $mask) (i32.const 1))))
              (local.set $m (i32.add (local.get $n) (local.get $j)))
              ;; A group's rule silenced (RuleKernel.silence) does not fire.
              (br_if $fire (i32.eq (i32.load offset=12 (i32.add (local.get $ruleInfo) (i32.shl (local.get $m) (i32.const 4)))) (i32.const -2)))
              ;; A group's forward rule has no anyOf: its state's anyOfSeen is its contrapositives'.
              (local.set $fa (select (i32.const -1) (local.get $a) (i32.and (i32.ne (local.get $t) (i32.const 0)) (i32.eqz (local.get $j)))))
              (local.set $at (i32.add (local.get $headStart) (i32.shl (local.get $m) (i32.const 2))))
              (local.set $h (i32.add (local.get $heads) (i32.shl (i32.load (local.get $at)) (i32.const 2))))
              (local.set $headEnd (i32.add (local.get $heads) (i32.shl (i32.load offset=4 (local.get $at)) (i32.const 2))))
              (block $headsDone
                (loop $headLoop
                  (br_if $headsDone (i32.ge_u (local.get $h) (local.get $headEnd)))
                  (local.set $head (i32.load (local.get $h)))
                  (local.set $h (i32.add (local.get $h) (i32.const 4)))
                  ;; place (2 of 2), as above.
                  (if (i32.or
                        (i32.ne (i32.load (i32.add (local.get $known) (i32.shl (local.get $head) (i32.const 2)))) (i32.const 0))
                        (i32.eq (local.get $head) (local.get $blocked)))
                    (then
                      (local.set $at (i32.add (local.get $refirings) (local.get $rc)))
                      (if (local.get $shift)
                        (then
                          (i32.store (local.get $at)
                            (i32.or (i32.or (i32.shl (local.get $m) (local.get $shift2)) (i32.shl (local.get $head) (local.get $shift)))
                              (i32.add (local.get $fa) (i32.const 1))))
                          (local.set $rc (i32.add (local.get $rc) (i32.const 4))))
                        (else
                          (i32.store (local.get $at) (local.get $head))
                          (i32.store offset=4 (local.get $at) (local.get $m))
                          (i32.store offset=8 (local.get $at) (local.get $fa))
                          (local.set $rc (i32.add (local.get $rc) (i32.const 12))))))
                    (else
                      (if (i32.load (i32.add (local.get $known) (i32.shl (i32.xor (local.get $head) (i32.const 1)) (i32.const 2))))
                        (then
                          (local.set $at (i32.add (local.get $conflicts) (local.get $cc)))
                          (i32.store (local.get $at) (local.get $head))
                          (i32.store offset=4 (local.get $at) (local.get $m))
                          (i32.store offset=8 (local.get $at) (local.get $fa))
                          (local.set $cc (i32.add (local.get $cc) (i32.const 12))))
                        (else
                          (local.set $at (i32.shl (local.get $count) (i32.const 2)))
                          (i32.store (i32.add (local.get $order) (local.get $at)) (local.get $head))
                          (i32.store (i32.add (local.get $rule) (local.get $at)) (local.get $m))
                          (i32.store (i32.add (local.get $anyOf) (local.get $at)) (local.get $fa))
                          (local.set $count (i32.add (local.get $count) (i32.const 1)))
                          (i32.store (i32.add (local.get $known) (i32.shl (local.get $head) (i32.const 2))) (local.get $count))))))
                  (br $headLoop)))
              (br $fire)))
            (br $wakes)))
        (br $facts)))
    (i32.store (i32.const 4) (i32.shr_u (local.get $rc) (i32.const 2)))
    (i32.store (i32.const 8) (i32.shr_u (local.get $cc) (i32.const 2)))
    ;; Reset the states of the rules this closure woke (their anyOfSeen words are
    ;; read only once a state says an anyOf literal was seen: left as they are).
    (local.set $at (global.get $touched))
    (block $resetDone
      (loop $reset
        (br_if $resetDone (i32.ge_u (local.get $at) (local.get $touchedAt)))
        (i32.store offset=4 (i32.add (local.get $ruleInfo) (i32.shl (i32.load (local.get $at)) (i32.const 4))) (i32.const 0))
        (local.set $at (i32.add (local.get $at) (i32.const 4)))
        (br $reset)))
    ;; Leave `known` all zero for the next closure.
    (local.set $at (local.get $order))
    (local.set $end (i32.add (local.get $order) (i32.shl (local.get $count) (i32.const 2))))
    (block $clearDone
      (loop $clear
        (br_if $clearDone (i32.ge_u (local.get $at) (local.get $end)))
        (i32.store (i32.add (local.get $known) (i32.shl (i32.load (local.get $at)) (i32.const 2))) (i32.const 0))
        (local.set $at (i32.add (local.get $at) (i32.const 4)))
        (br $clear)))
    ;; Pack the outputs after `order` (which is written in place): rule, anyOf,
    ;; refirings, conflicts, so that JS copies them out with one slice.
    (local.set $c (i32.shl (local.get $count) (i32.const 2)))
    (local.set $at (i32.add (local.get $order) (local.get $c)))
    (memory.copy (local.get $at) (local.get $rule) (local.get $c))
    (local.set $at (i32.add (local.get $at) (local.get $c)))
    (memory.copy (local.get $at) (local.get $anyOf) (local.get $c))
    (local.set $at (i32.add (local.get $at) (local.get $c)))
    (memory.copy (local.get $at) (local.get $refirings) (local.get $rc))
    (local.set $at (i32.add (local.get $at) (local.get $rc)))
    (memory.copy (local.get $at) (local.get $conflicts) (local.get $cc))
    (local.get $count))

  ;; A build's stored facts: the engine's storedLiterals for every space at
  ;; once. $links holds $count (space index or -1, property code masked by
  ;; the scalars the space allows or -1, field bits) triples in catalogue
  ;; order; each space's links keep that order (a counting sort by space),
  ;; which is the order of its link map, unless a space has two links to one
  ;; property: then -1 (the engine reads its maps instead). The literals go
  ;; to $stored, space s's being words spans[s] .. spans[s + 1]; returns
  ;; their count. $stamp (a word per property) and $order (a word per link)
  ;; are scratch; $linkStart has a word per space and one more.
  (func (export "storedLiterals")
    (param $links i32) (param $count i32) (param $spaces i32) (param $properties i32)
    (param $stamp i32) (param $linkStart i32) (param $order i32) (param $spans i32) (param $stored i32) (result i32)
    (local $i i32) (local $s i32) (local $at i32) (local $cell i32) (local $code i32) (local $bits i32) (local $base i32)
    (local $out i32) (local $end i32) (local $p i32)
    (memory.fill (local.get $stamp) (i32.const 0) (i32.shl (local.get $properties) (i32.const 2)))
    (memory.fill (local.get $linkStart) (i32.const 0) (i32.shl (i32.add (local.get $spaces) (i32.const 1)) (i32.const 2)))
    ;; Count each space's links (those with a space and a property), then sum.
    (local.set $i (i32.const 0))
    (block $cd (loop $cl
      (br_if $cd (i32.ge_u (local.get $i) (local.get $count)))
      (local.set $at (i32.add (local.get $links) (i32.mul (local.get $i) (i32.const 12))))
      (if (i32.and (i32.ge_s (i32.load (local.get $at)) (i32.const 0)) (i32.ge_s (i32.load offset=4 (local.get $at)) (i32.const 0)))
        (then
          (local.set $cell (i32.add (local.get $linkStart) (i32.shl (i32.add (i32.load (local.get $at)) (i32.const 1)) (i32.const 2))))
          (i32.store (local.get $cell) (i32.add (i32.load (local.get $cell)) (i32.const 1)))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $cl)))
    (local.set $s (i32.const 0))
    (block $sd (loop $sl
      (br_if $sd (i32.ge_u (local.get $s) (local.get $spaces)))
      (local.set $cell (i32.add (local.get $linkStart) (i32.shl (local.get $s) (i32.const 2))))
      (i32.store offset=4 (local.get $cell) (i32.add (i32.load offset=4 (local.get $cell)) (i32.load (local.get $cell))))
      (local.set $s (i32.add (local.get $s) (i32.const 1)))
      (br $sl)))
    ;; Each space's links in catalogue order, with linkStart[s] as space s's cursor (left at s + 1's start).
    (local.set $i (i32.const 0))
    (block $od (loop $ol
      (br_if $od (i32.ge_u (local.get $i) (local.get $count)))
      (local.set $at (i32.add (local.get $links) (i32.mul (local.get $i) (i32.const 12))))
      (if (i32.and (i32.ge_s (i32.load (local.get $at)) (i32.const 0)) (i32.ge_s (i32.load offset=4 (local.get $at)) (i32.const 0)))
        (then
          (local.set $cell (i32.add (local.get $linkStart) (i32.shl (i32.load (local.get $at)) (i32.const 2))))
          (i32.store (i32.add (local.get $order) (i32.shl (i32.load (local.get $cell)) (i32.const 2))) (local.get $i))
          (i32.store (local.get $cell) (i32.add (i32.load (local.get $cell)) (i32.const 1)))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $ol)))
    ;; Per space (its links now end at linkStart[s]): the literals, as putStoredLiterals makes them.
    (local.set $s (i32.const 0))
    (local.set $i (i32.const 0))
    (block $pd (loop $pl
      (br_if $pd (i32.ge_u (local.get $s) (local.get $spaces)))
      (i32.store (i32.add (local.get $spans) (i32.shl (local.get $s) (i32.const 2))) (local.get $out))
      (local.set $end (i32.load (i32.add (local.get $linkStart) (i32.shl (local.get $s) (i32.const 2)))))
      (block $ld (loop $ll
        (br_if $ld (i32.ge_u (local.get $i) (local.get $end)))
        (local.set $at (i32.add (local.get $links) (i32.mul (i32.load (i32.add (local.get $order) (i32.shl (local.get $i) (i32.const 2)))) (i32.const 12))))
        (local.set $code (i32.load offset=4 (local.get $at)))
        (local.set $bits (i32.load offset=8 (local.get $at)))
        (local.set $base (i32.and (local.get $code) (i32.const -4)))
        (local.set $p (i32.add (local.get $stamp) (i32.shl (i32.shr_u (local.get $code) (i32.const 2)) (i32.const 2))))
        (if (i32.eq (i32.load (local.get $p)) (i32.add (local.get $s) (i32.const 1))) (then (return (i32.const -1))))
        (i32.store (local.get $p) (i32.add (local.get $s) (i32.const 1)))
        (if (i32.and (i32.and (local.get $code) (local.get $bits)) (i32.const 1))
          (then
            (i32.store (i32.add (local.get $stored) (i32.shl (local.get $out) (i32.const 2)))
              (i32.add (local.get $base) (i32.and (i32.shr_u (local.get $bits) (i32.const 1)) (i32.const 1))))
            (local.set $out (i32.add (local.get $out) (i32.const 1)))))
        (if (i32.and (i32.ne (i32.and (local.get $code) (i32.const 2)) (i32.const 0)) (i32.ne (i32.and (local.get $bits) (i32.const 4)) (i32.const 0)))
          (then
            (i32.store (i32.add (local.get $stored) (i32.shl (local.get $out) (i32.const 2)))
              (i32.add (i32.add (local.get $base) (i32.const 2)) (i32.and (i32.shr_u (local.get $bits) (i32.const 3)) (i32.const 1))))
            (local.set $out (i32.add (local.get $out) (i32.const 1)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $ll)))
      (local.set $s (i32.add (local.get $s) (i32.const 1)))
      (br $pl)))
    (i32.store (i32.add (local.get $spans) (i32.shl (local.get $spaces) (i32.const 2))) (local.get $out))
    (local.get $out))

  ;; compile-all.ts's rules in one pass over the encoded theorems at $in (per
  ;; theorem: id, condition count c, conclusion count m, then each atom's
  ;; property code and field bits, which become in place its literal over
  ;; the real and the complex scalar, -1 where undefined): per
  ;; scalar the forward rule, then a contrapositive per condition, exactly as
  ;; compileTheorem makes them; then the trigger rows (RuleKernel.of's order:
  ;; by rule, a rule's body before its anyOf; a group's entries where its
  ;; rules' would be, decided as RuleKernel.of's groupAt does). Every output region is given
  ;; by JS with room enough; the trigger entries follow triggerStart. Leaves
  ;; the rule, literal and head counts and the literal bound in words 0-3.
  (func (export "compile")
    (param $in i32) (param $theorems i32) (param $theoremOf i32) (param $kind i32) (param $bodyAt i32) (param $bodyLength i32)
    (param $anyOfAt i32) (param $anyOfLength i32) (param $literals i32) (param $words i32) (param $headStart i32) (param $heads i32)
    (param $ruleStart i32) (param $theoremIds i32) (param $triggerStart i32)
    (local $t i32) (local $p i32) (local $id i32) (local $c i32) (local $atoms i32) (local $s i32) (local $i i32) (local $j i32)
    (local $defined i32) (local $headCount i32) (local $n i32) (local $l i32) (local $h i32) (local $bound i32)
    (local $body i32) (local $falseConclusions i32) (local $lit i32) (local $a i32) (local $end i32) (local $triggers i32)
    (local $direct i32) (local $at i32) (local $entry i32) (local $g i32)
    (local.set $p (local.get $in))
    (block $theoremsDone
      (loop $theoremLoop
        (br_if $theoremsDone (i32.ge_u (local.get $t) (local.get $theorems)))
        (local.set $id (i32.load (local.get $p)))
        (local.set $c (i32.load offset=4 (local.get $p)))
        (local.set $atoms (i32.add (local.get $c) (i32.load offset=8 (local.get $p))))
        (local.set $a (i32.add (local.get $p) (i32.const 12)))
        (i32.store (i32.add (local.get $ruleStart) (i32.shl (local.get $t) (i32.const 2))) (local.get $n))
        (i32.store (i32.add (local.get $theoremIds) (i32.shl (local.get $t) (i32.const 2))) (local.get $id))
        (call $atomLiterals (local.get $a) (local.get $atoms))
        (if (local.get $c)
          (then
            (local.set $s (i32.const 0))
            (block $scalarsDone
              (loop $scalarLoop
                (br_if $scalarsDone (i32.ge_u (local.get $s) (i32.const 2)))
                ;; Every condition defined over this scalar, and some conclusion?
                (local.set $defined (i32.const 1))
                (local.set $i (i32.const 0))
                (block $d (loop $dl
                  (br_if $d (i32.ge_u (local.get $i) (local.get $c)))
                  (if (i32.lt_s (call $atom (local.get $a) (local.get $i) (local.get $s)) (i32.const 0)) (then (local.set $defined (i32.const 0))))
                  (local.set $i (i32.add (local.get $i) (i32.const 1)))
                  (br $dl)))
                (local.set $headCount (i32.const 0))
                (local.set $i (local.get $c))
                (block $hc (loop $hcl
                  (br_if $hc (i32.ge_u (local.get $i) (local.get $atoms)))
                  (if (i32.ge_s (call $atom (local.get $a) (local.get $i) (local.get $s)) (i32.const 0)) (then (local.set $headCount (i32.add (local.get $headCount) (i32.const 1)))))
                  (local.set $i (i32.add (local.get $i) (i32.const 1)))
                  (br $hcl)))
                (if (i32.and (local.get $defined) (i32.ne (local.get $headCount) (i32.const 0)))
                  (then
                    ;; Forward: body = the conditions, heads = the defined conclusions (their negations: the false conclusions).
                    (local.set $body (local.get $l))
                    (local.set $i (i32.const 0))
                    (block $b (loop $bl
                      (br_if $b (i32.ge_u (local.get $i) (local.get $c)))
                      (local.set $lit (call $atom (local.get $a) (local.get $i) (local.get $s)))
                      (i32.store (i32.add (local.get $literals) (i32.shl (local.get $l) (i32.const 2))) (local.get $lit))
                      (local.set $l (i32.add (local.get $l) (i32.const 1)))
                      (local.set $bound (call $above (local.get $bound) (local.get $lit)))
                      (local.set $i (i32.add (local.get $i) (i32.const 1)))
                      (br $bl)))
                    (local.set $falseConclusions (local.get $l))
                    (local.set $i (local.get $c))
                    (block $f (loop $fl
                      (br_if $f (i32.ge_u (local.get $i) (local.get $atoms)))
                      (local.set $lit (call $atom (local.get $a) (local.get $i) (local.get $s)))
                      (if (i32.ge_s (local.get $lit) (i32.const 0))
                        (then
                          (i32.store (i32.add (local.get $heads) (i32.shl (local.get $h) (i32.const 2))) (local.get $lit))
                          (local.set $h (i32.add (local.get $h) (i32.const 1)))
                          (i32.store (i32.add (local.get $literals) (i32.shl (local.get $l) (i32.const 2))) (i32.xor (local.get $lit) (i32.const 1)))
                          (local.set $l (i32.add (local.get $l) (i32.const 1)))
                          (local.set $bound (call $above (call $above (local.get $bound) (local.get $lit)) (i32.xor (local.get $lit) (i32.const 1))))))
                      (local.set $i (i32.add (local.get $i) (i32.const 1)))
                      (br $fl)))
                    (call $rule (local.get $n) (local.get $theoremOf) (local.get $kind) (local.get $bodyAt) (local.get $bodyLength) (local.get $anyOfAt) (local.get $anyOfLength)
                      (local.get $words) (local.get $headStart)
                      (local.get $id) (i32.shl (local.get $s) (i32.const 1)) (local.get $body) (local.get $c) (local.get $falseConclusions) (i32.const 0)
                      (i32.shl (local.get $c) (i32.const 1)) (i32.sub (local.get $h) (local.get $headCount)))
                    (local.set $n (i32.add (local.get $n) (i32.const 1)))
                    ;; A contrapositive per condition i: the other conditions, anyOf the false conclusions, head ¬ci.
                    (local.set $i (i32.const 0))
                    (block $k (loop $kl
                      (br_if $k (i32.ge_u (local.get $i) (local.get $c)))
                      (call $rule (local.get $n) (local.get $theoremOf) (local.get $kind) (local.get $bodyAt) (local.get $bodyLength) (local.get $anyOfAt) (local.get $anyOfLength)
                        (local.get $words) (local.get $headStart)
                        (local.get $id) (i32.add (i32.shl (local.get $s) (i32.const 1)) (i32.const 1)) (local.get $l) (i32.sub (local.get $c) (i32.const 1))
                        (local.get $falseConclusions) (local.get $headCount)
                        (i32.sub (i32.shl (local.get $c) (i32.const 1)) (i32.const 1)) (local.get $h))
                      (local.set $j (i32.const 0))
                      (block $o (loop $ol
                        (br_if $o (i32.ge_u (local.get $j) (local.get $c)))
                        (if (i32.ne (local.get $j) (local.get $i))
                          (then
                            (i32.store (i32.add (local.get $literals) (i32.shl (local.get $l) (i32.const 2)))
                              (i32.load (i32.add (local.get $literals) (i32.shl (i32.add (local.get $body) (local.get $j)) (i32.const 2)))))
                            (local.set $l (i32.add (local.get $l) (i32.const 1)))))
                        (local.set $j (i32.add (local.get $j) (i32.const 1)))
                        (br $ol)))
                      (local.set $lit (i32.xor (i32.load (i32.add (local.get $literals) (i32.shl (i32.add (local.get $body) (local.get $i)) (i32.const 2)))) (i32.const 1)))
                      (i32.store (i32.add (local.get $heads) (i32.shl (local.get $h) (i32.const 2))) (local.get $lit))
                      (local.set $h (i32.add (local.get $h) (i32.const 1)))
                      (local.set $bound (call $above (local.get $bound) (local.get $lit)))
                      (local.set $n (i32.add (local.get $n) (i32.const 1)))
                      (local.set $i (i32.add (local.get $i) (i32.const 1)))
                      (br $kl)))
                    ;; Counted as a group (see closeOne) when its literals allow: word 0 of the forward rule = g.
                    (if (call $groupable (local.get $literals) (local.get $body) (local.get $c) (local.get $headCount))
                      (then (i32.store (i32.add (local.get $words) (i32.shl (i32.sub (local.get $n) (i32.add (local.get $c) (i32.const 1))) (i32.const 4)))
                        (local.get $c))))))
                (local.set $s (i32.add (local.get $s) (i32.const 1)))
                (br $scalarLoop)))))
        (local.set $p (i32.add (local.get $a) (i32.shl (local.get $atoms) (i32.const 3))))
        (local.set $t (i32.add (local.get $t) (i32.const 1)))
        (br $theoremLoop)))
    (i32.store (i32.add (local.get $ruleStart) (i32.shl (local.get $theorems) (i32.const 2))) (local.get $n))
    (i32.store (i32.add (local.get $headStart) (i32.shl (local.get $n) (i32.const 2))) (local.get $h))
    ;; Trigger rows for literals 0 .. bound + 1: counted, summed, then filled
    ;; with triggerStart[lit] as lit's cursor (which leaves it at lit + 1's
    ;; start: shifted back after).
    (local.set $end (i32.add (local.get $bound) (i32.const 2)))
    (memory.fill (local.get $triggerStart) (i32.const 0) (i32.shl (i32.add (local.get $end) (i32.const 1)) (i32.const 2)))
    (local.set $i (i32.const 0))
    (block $cd (loop $cl
      (br_if $cd (i32.ge_u (local.get $i) (local.get $n)))
      ;; A group: its conditions (the forward rule's body) and its false conclusions (the first contrapositive's anyOf), once each.
      (local.set $g (i32.load (i32.add (local.get $words) (i32.shl (local.get $i) (i32.const 4)))))
      (if (local.get $g)
        (then
          (call $countRow (local.get $triggerStart) (local.get $literals)
            (i32.load (i32.add (local.get $bodyAt) (i32.shl (local.get $i) (i32.const 2)))) (local.get $g))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (call $countRow (local.get $triggerStart) (local.get $literals)
            (i32.load (i32.add (local.get $anyOfAt) (i32.shl (local.get $i) (i32.const 2)))) (i32.load (i32.add (local.get $anyOfLength) (i32.shl (local.get $i) (i32.const 2)))))
          (local.set $i (i32.add (local.get $i) (local.get $g)))
          (br $cl)))
      (call $countRow (local.get $triggerStart) (local.get $literals)
        (i32.load (i32.add (local.get $bodyAt) (i32.shl (local.get $i) (i32.const 2)))) (i32.load (i32.add (local.get $bodyLength) (i32.shl (local.get $i) (i32.const 2)))))
      (call $countRow (local.get $triggerStart) (local.get $literals)
        (i32.load (i32.add (local.get $anyOfAt) (i32.shl (local.get $i) (i32.const 2)))) (i32.load (i32.add (local.get $anyOfLength) (i32.shl (local.get $i) (i32.const 2)))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $cl)))
    (local.set $i (i32.const 0))
    (block $sd (loop $sl
      (br_if $sd (i32.ge_u (local.get $i) (local.get $end)))
      (local.set $at (i32.add (local.get $triggerStart) (i32.shl (local.get $i) (i32.const 2))))
      (i32.store offset=4 (local.get $at) (i32.add (i32.load offset=4 (local.get $at)) (i32.load (local.get $at))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $sl)))
    (local.set $triggers (i32.add (local.get $triggerStart) (i32.shl (i32.add (local.get $end) (i32.const 1)) (i32.const 2))))
    (local.set $i (i32.const 0))
    (block $fd (loop $fl2
      (br_if $fd (i32.ge_u (local.get $i) (local.get $n)))
      ;; A group: one entry per literal where its rules' entries would be, (forward
      ;; rule * 2 + anyOf bit, ~(2g - 1 | j << 16)), j = the condition's number or 0
      ;; (see closeOne).
      (local.set $at (i32.add (local.get $words) (i32.shl (local.get $i) (i32.const 4))))
      (local.set $g (i32.load (local.get $at)))
      (if (local.get $g)
        (then
          (local.set $j (i32.const 1))
          (block $cf (loop $cfl
            (br_if $cf (i32.gt_u (local.get $j) (local.get $g)))
            (call $fillRow (local.get $triggerStart) (local.get $triggers) (local.get $literals)
              (i32.add (i32.load (i32.add (local.get $bodyAt) (i32.shl (local.get $i) (i32.const 2)))) (i32.sub (local.get $j) (i32.const 1))) (i32.const 1)
              (i32.shl (local.get $i) (i32.const 1))
              (i32.xor (i32.or (i32.sub (i32.shl (local.get $g) (i32.const 1)) (i32.const 1)) (i32.shl (local.get $j) (i32.const 16))) (i32.const -1)))
            (local.set $j (i32.add (local.get $j) (i32.const 1)))
            (br $cfl)))
          (call $fillRow (local.get $triggerStart) (local.get $triggers) (local.get $literals)
            (i32.load (i32.add (local.get $anyOfAt) (i32.shl (i32.add (local.get $i) (i32.const 1)) (i32.const 2))))
            (i32.load (i32.add (local.get $anyOfLength) (i32.shl (i32.add (local.get $i) (i32.const 1)) (i32.const 2))))
            (i32.add (i32.shl (local.get $i) (i32.const 1)) (i32.const 1))
            (i32.xor (i32.sub (i32.shl (local.get $g) (i32.const 1)) (i32.const 1)) (i32.const -1)))
          (local.set $i (i32.add (local.get $i) (i32.add (local.get $g) (i32.const 1))))
          (br $fl2)))
      ;; Direct: one head, and the rule fires on its one trigger (one body literal and no anyOf, or none and one anyOf literal).
      (local.set $at (i32.add (local.get $headStart) (i32.shl (local.get $i) (i32.const 2))))
      (local.set $direct (i32.const -1))
      (if (i32.and
            (i32.eq (i32.sub (i32.load offset=4 (local.get $at)) (i32.load (local.get $at))) (i32.const 1))
            (i32.eq (i32.add (i32.load (i32.add (local.get $bodyLength) (i32.shl (local.get $i) (i32.const 2))))
                             (i32.load (i32.add (local.get $anyOfLength) (i32.shl (local.get $i) (i32.const 2))))) (i32.const 1)))
        (then (local.set $direct (i32.load (i32.add (local.get $heads) (i32.shl (i32.load (local.get $at)) (i32.const 2)))))))
      (call $fillRow (local.get $triggerStart) (local.get $triggers) (local.get $literals)
        (i32.load (i32.add (local.get $bodyAt) (i32.shl (local.get $i) (i32.const 2)))) (i32.load (i32.add (local.get $bodyLength) (i32.shl (local.get $i) (i32.const 2))))
        (i32.shl (local.get $i) (i32.const 1)) (local.get $direct))
      (call $fillRow (local.get $triggerStart) (local.get $triggers) (local.get $literals)
        (i32.load (i32.add (local.get $anyOfAt) (i32.shl (local.get $i) (i32.const 2)))) (i32.load (i32.add (local.get $anyOfLength) (i32.shl (local.get $i) (i32.const 2))))
        (i32.add (i32.shl (local.get $i) (i32.const 1)) (i32.const 1)) (local.get $direct))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $fl2)))
    ;; Shift the cursors back: triggerStart[lit] = where lit's row starts.
    (local.set $i (local.get $end))
    (block $bd (loop $bl2
      (br_if $bd (i32.eqz (local.get $i)))
      (local.set $i (i32.sub (local.get $i) (i32.const 1)))
      (local.set $at (i32.add (local.get $triggerStart) (i32.shl (local.get $i) (i32.const 2))))
      (i32.store offset=4 (local.get $at) (i32.load (local.get $at)))
      (br $bl2)))
    (i32.store (local.get $triggerStart) (i32.const 0))
    (i32.store (i32.const 0) (local.get $n))
    (i32.store (i32.const 4) (local.get $l))
    (i32.store (i32.const 8) (local.get $h))
    (i32.store (i32.const 12) (local.get $bound)))

  ;; compile.ts's putAtomLiterals for each of `atoms` (code, bits) pairs at $a, in place.
  (func $atomLiterals (param $a i32) (param $atoms i32)
    (local $end i32) (local $code i32) (local $bits i32) (local $base i32)
    (local.set $end (i32.add (local.get $a) (i32.shl (local.get $atoms) (i32.const 3))))
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $a) (local.get $end)))
      (local.set $code (i32.load (local.get $a)))
      (local.set $bits (i32.load offset=4 (local.get $a)))
      (local.set $base (i32.and (local.get $code) (i32.const -4)))
      (i32.store (local.get $a)
        (select
          (i32.add (local.get $base) (i32.and (i32.shr_u (local.get $bits) (i32.const 1)) (i32.const 1)))
          (i32.const -1)
          (i32.and (i32.ge_s (local.get $code) (i32.const 0)) (i32.and (i32.and (local.get $code) (local.get $bits)) (i32.const 1)))))
      (i32.store offset=4 (local.get $a)
        (select
          (i32.add (i32.add (local.get $base) (i32.const 2)) (i32.and (i32.shr_u (local.get $bits) (i32.const 3)) (i32.const 1)))
          (i32.const -1)
          (i32.and (i32.ge_s (local.get $code) (i32.const 0)) (i32.and (i32.ne (i32.and (local.get $code) (i32.const 2)) (i32.const 0)) (i32.ne (i32.and (local.get $bits) (i32.const 4)) (i32.const 0))))))
      (local.set $a (i32.add (local.get $a) (i32.const 8)))
      (br $next))))

  ;; Atom i's literal over scalar s (0 real, 1 complex) from a theorem's atoms at $a.
  (func $atom (param $a i32) (param $i i32) (param $s i32) (result i32)
    (i32.load (i32.add (local.get $a) (i32.shl (i32.add (i32.shl (local.get $i) (i32.const 1)) (local.get $s)) (i32.const 2)))))

  ;; Whether a theorem's rules over one scalar (its c conditions then its m false
  ;; conclusions at literals[at ..]) are counted as a group: 2 to 30 conditions (a
  ;; wake's firings are a mask of g + 1 bits), and no literal twice, so that each
  ;; literal has one entry and wakes the group once (RuleKernel.of decides alike).
  (func $groupable (param $literals i32) (param $at i32) (param $c i32) (param $m i32) (result i32)
    (local $p i32) (local $q i32) (local $end i32)
    (if (i32.or (i32.lt_u (local.get $c) (i32.const 2)) (i32.gt_u (local.get $c) (i32.const 30))) (then (return (i32.const 0))))
    (local.set $p (i32.add (local.get $literals) (i32.shl (local.get $at) (i32.const 2))))
    (local.set $end (i32.add (local.get $p) (i32.shl (i32.add (local.get $c) (local.get $m)) (i32.const 2))))
    (block $done (loop $outer
      (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
      (local.set $q (i32.add (local.get $p) (i32.const 4)))
      (block $inner (loop $next
        (br_if $inner (i32.ge_u (local.get $q) (local.get $end)))
        (if (i32.eq (i32.load (local.get $p)) (i32.load (local.get $q))) (then (return (i32.const 0))))
        (local.set $q (i32.add (local.get $q) (i32.const 4)))
        (br $next)))
      (local.set $p (i32.add (local.get $p) (i32.const 4)))
      (br $outer)))
    (i32.const 1))

  ;; max(a, b)
  (func $atLeast (param $a i32) (param $b i32) (result i32)
    (select (local.get $a) (local.get $b) (i32.gt_u (local.get $a) (local.get $b))))

  ;; max(bound, lit + 1)
  (func $above (param $bound i32) (param $lit i32) (result i32)
    (select (local.get $bound) (i32.add (local.get $lit) (i32.const 1)) (i32.gt_s (local.get $bound) (local.get $lit))))

  (func $rule
    (param $n i32) (param $theoremOf i32) (param $kind i32) (param $bodyAt i32) (param $bodyLength i32) (param $anyOfAt i32) (param $anyOfLength i32)
    (param $words i32) (param $headStart i32)
    (param $id i32) (param $k i32) (param $body i32) (param $bodyCount i32) (param $anyOf i32) (param $anyOfCount i32) (param $need i32) (param $head i32)
    (local $w i32)
    (local.set $w (i32.shl (local.get $n) (i32.const 2)))
    (i32.store (i32.add (local.get $theoremOf) (local.get $w)) (local.get $id))
    (i32.store (i32.add (local.get $kind) (local.get $w)) (local.get $k))
    (i32.store (i32.add (local.get $bodyAt) (local.get $w)) (local.get $body))
    (i32.store (i32.add (local.get $bodyLength) (local.get $w)) (local.get $bodyCount))
    (i32.store (i32.add (local.get $anyOfAt) (local.get $w)) (local.get $anyOf))
    (i32.store (i32.add (local.get $anyOfLength) (local.get $w)) (local.get $anyOfCount))
    (i32.store (i32.add (local.get $headStart) (local.get $w)) (local.get $head))
    (local.set $w (i32.add (local.get $words) (i32.shl (local.get $n) (i32.const 4))))
    (i64.store (local.get $w) (i64.const 0))
    (i32.store offset=8 (local.get $w) (i32.const 0))
    (i32.store offset=12 (local.get $w) (local.get $need)))

  ;; triggerStart[lit + 1]++ for each of `count` literals from literals[at].
  (func $countRow (param $triggerStart i32) (param $literals i32) (param $at i32) (param $count i32)
    (local $p i32) (local $end i32) (local $cell i32)
    (local.set $p (i32.add (local.get $literals) (i32.shl (local.get $at) (i32.const 2))))
    (local.set $end (i32.add (local.get $p) (i32.shl (local.get $count) (i32.const 2))))
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
      (local.set $cell (i32.add (local.get $triggerStart) (i32.shl (i32.add (i32.load (local.get $p)) (i32.const 1)) (i32.const 2))))
      (i32.store (local.get $cell) (i32.add (i32.load (local.get $cell)) (i32.const 1)))
      (local.set $p (i32.add (local.get $p) (i32.const 4)))
      (br $next))))

  ;; Appends (wake, direct) to the row of each of `count` literals from literals[at].
  (func $fillRow (param $triggerStart i32) (param $triggers i32) (param $literals i32) (param $at i32) (param $count i32) (param $wake i32) (param $direct i32)
    (local $p i32) (local $end i32) (local $cell i32) (local $t i32)
    (local.set $p (i32.add (local.get $literals) (i32.shl (local.get $at) (i32.const 2))))
    (local.set $end (i32.add (local.get $p) (i32.shl (local.get $count) (i32.const 2))))
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
      (local.set $cell (i32.add (local.get $triggerStart) (i32.shl (i32.load (local.get $p)) (i32.const 2))))
      (local.set $t (i32.load (local.get $cell)))
      (i32.store (local.get $cell) (i32.add (local.get $t) (i32.const 1)))
      (local.set $t (i32.add (local.get $triggers) (i32.shl (local.get $t) (i32.const 3))))
      (i32.store (local.get $t) (local.get $wake))
      (i32.store offset=4 (local.get $t) (local.get $direct))
      (local.set $p (i32.add (local.get $p) (i32.const 4)))
      (br $next))))
)
