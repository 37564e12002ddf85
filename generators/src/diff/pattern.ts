/**
 * Two `pattern`s compared as the sets of strings they accept, so that a pattern replaced by a wider one
 * (`^\w+$` -> `^[\w\s]+$`) is a loosened bound and not a guess. JSON Schema's `pattern` is an ECMA-262 regular
 * expression that matches anywhere in the value unless anchored: each is read as `[^]*(?:pattern)[^]*`, its edge
 * anchors resolved, and turned into a finite automaton by refa (a library of regular expressions and automata
 * in JavaScript's own RegExp dialect); one pattern accepts all the other does when the intersection of the one's
 * complement with the other is empty. Unbounded backreferences, assertions that do not resolve (a lookahead inside), patterns
 * that do not parse and automata beyond a size limit are `unknown`: the caller keeps its cautious verdict.
 */
import { createRequire } from 'node:module';
import type * as Refa from 'refa';

// refa takes 80-100 ms to load, which every `diff` and every `generate` (the rules page reads the rules) would
// pay; it is loaded the first time two patterns are compared instead (it ships CommonJS, so `require` can).
let refa: typeof Refa | undefined;
const loadRefa = () => (refa ??= createRequire(import.meta.url)('refa') as typeof Refa);

/**
 * `tighter`: the new pattern accepts a subset of the old one's strings; `looser`: a superset; `same`: equal sets;
 * `unknown`: neither (each accepts strings the other refuses), or not decided here.
 */
export type PatternChange = 'tighter' | 'looser' | 'same' | 'unknown';

/** Nodes any automaton may have: a few thousand are plenty for the patterns APIs use, and bound the time. */
const LIMIT = 5000;

let resolveEdges: Refa.CombinedTransformer | undefined;

function language(pattern: string, flags: string): Refa.DFA {
  const { CombinedTransformer, DFA, JS, NFA, Transformers, transform } = loadRefa();
  resolveEdges ??= new CombinedTransformer([
    Transformers.applyAssertions(),
    Transformers.removeDeadBranches(),
    Transformers.patternEdgeAssertions({ remove: true }),
    Transformers.inline(),
    Transformers.removeUnnecessaryAssertions(),
  ]);
  const { expression, maxCharacter } = JS.Parser.fromLiteral({ source: `[^]*(?:${pattern})[^]*`, flags }).parse({ backreferences: 'throw', maxNodes: LIMIT });
  const nfa = NFA.fromRegex(transform(resolveEdges, expression), { maxCharacter }, { assertions: 'throw' }, new NFA.LimitedNodeFactory(LIMIT));
  return DFA.fromFA(nfa, new DFA.LimitedNodeFactory(LIMIT));
}

/** Whether every string `a` accepts, `b` accepts too. */
function within(a: Refa.DFA, b: Refa.DFA): boolean {
  const { DFA } = loadRefa();
  const notB = b.copy(new DFA.LimitedNodeFactory(LIMIT));
  notB.complement();
  return DFA.fromIntersection(a, notB, new DFA.LimitedNodeFactory(LIMIT)).isEmpty;
}

function compiles(pattern: string, flags: string): boolean {
  try {
    return !!new RegExp(pattern, flags);
  } catch {
    return false;
  }
}

/** Each bound rule reads the limits of a schema pair anew: one comparison per pair of patterns is enough. */
const memo = new Map<string, PatternChange>();

export function comparePatterns(before: string, after: string): PatternChange {
  const key = JSON.stringify([before, after]);
  let known = memo.get(key);
  if (known === undefined) {
    if (memo.size >= 1000) memo.clear();
    memo.set(key, (known = compare(before, after)));
  }
  return known;
}

function compare(before: string, after: string): PatternChange {
  // Validators read patterns as Unicode regular expressions (Ajv's default, the `u` flag) where they can; both
  // are read alike so that their automata share one alphabet. `new RegExp` first: refa reads some sources the
  // engines refuse, and such a pattern validates nothing.
  const valid = (flags: string) => [before, after].every((p) => compiles(p, flags));
  const flags = valid('u') ? 'u' : valid('') ? '' : undefined;
  if (flags === undefined) return 'unknown';
  try {
    const [a, b] = [language(before, flags), language(after, flags)];
    const [narrowed, widened] = [within(b, a), within(a, b)];
    return narrowed && widened ? 'same' : narrowed ? 'tighter' : widened ? 'looser' : 'unknown';
  } catch {
    return 'unknown';
  }
}
