/**
 * When V8 optimizes a function, for processes that run once and end (a `generate`, and the Redocly process a
 * reference page is rendered in).
 *
 * V8 hands a function to its optimizing compiler (TurboFan, on background threads) once the function has
 * run through a budget of bytecode (`--interrupt-budget`, 66 KB by default), a budget tuned for long-lived
 * programs. A generate runs a great deal of code (Redocly's walk, the IR, TypeScript's printer, the YAML
 * and Handlebars writers, openapi-typescript in its worker) a few seconds each, and that compiler was a
 * fifth of all the CPU time of a generate on GitHub's description (`perf`: 739 functions optimized, several
 * of them again after a deoptimization), on the same two cores the run itself needs. With a budget eight
 * times larger only what runs longest is optimized: 1.2 to 1.5 CPU-s less of about 15 (the field's pair of
 * tools on the same document: 7.6), the output the same (tier-up changes how fast code runs, never what
 * it computes). `npm run dev` keeps V8's default: its process lives on, and what it optimizes pays off.
 */
export const ONE_RUN_TIER_UP = '--interrupt-budget=528000';
