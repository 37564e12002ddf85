/**
 * YAML aliases (`*name`) that expand a small file into an enormous document (the "billion laughs" attack:
 * ten aliases of ten aliases of ...). YAML parsers hand such a document over as a graph whose nodes are shared,
 * so it parses in a moment; every reader that walks it as a tree (the lint, the bundler, the IR) then never
 * ends. The `yaml` package has a guard for this (`maxAliasCount`), Redocly's parser (js-yaml) none, so the
 * expansion is measured here on the parsed graph, once per node (memoized by identity), before anything walks it.
 */
import { BaseResolver, getLineColLocation, Source } from '@redocly/openapi-core';
import type { Document } from '@redocly/openapi-core';
import { escapePointer } from '../openapi/primitives.js';
import type { Diagnostic } from './diagnostics.js';

/**
 * A document is refused when, with its aliases expanded, it would hold more than this many nodes and more
 * than EXPANSION times the nodes written. Real descriptions that use anchors (shared error answers, common
 * parameters) expand by a few times at most; GitHub's whole description is about a million nodes.
 */
export const MAX_EXPANDED_NODES = 2_000_000;
const EXPANSION = 20;

/**
 * For the `yaml` package's own guard (`maxAliasCount`: uses of an anchor times the aliases inside it): high
 * enough for any real description, low enough that a ten-by-ten bomb stops within a few levels.
 */
const YAML_MAX_ALIAS_COUNT = 100_000;

/**
 * The `yaml` package's options wherever it parses a description Redocly also reads: the guard above, and merge
 * keys (`<<: *shared`) applied, as Redocly's js-yaml applies them, so both readers see the same document.
 */
export const DESCRIPTION_YAML = { maxAliasCount: YAML_MAX_ALIAS_COUNT, merge: true } as const;

/** The fault, or undefined when the parsed value expands within bounds. `body` may hold an alias only if it holds `*`. */
export function aliasExpansionFault(parsed: unknown, body: string, file: string, shownFile: string): Diagnostic | undefined {
  if (!body.includes('*') || parsed === null || typeof parsed !== 'object') return undefined;
  const sizes = new Map<object, number>();
  let written = 0;
  // The first node met again (an alias) whose expansion is large: where the report points.
  let place: string | undefined;
  const size = (node: unknown, pointer: string): number => {
    if (node === null || typeof node !== 'object') return 1;
    const known = sizes.get(node);
    if (known !== undefined) {
      if (place === undefined && known > 1000) place = pointer;
      return known;
    }
    sizes.set(node, 1); // a cycle (`&a [*a]`) counts once and stops here
    written += 1;
    let total = 1;
    for (const [key, value] of Object.entries(node)) {
      total += size(value, `${pointer}/${escapePointer(key)}`);
      if (total > MAX_EXPANDED_NODES) total = MAX_EXPANDED_NODES + 1; // enough to decide; no overflow to Infinity
    }
    sizes.set(node, total);
    return total;
  };
  const expanded = size(parsed, '#');
  if (expanded <= MAX_EXPANDED_NODES || expanded <= EXPANSION * written) return undefined;
  let line: number | undefined;
  let col: number | undefined;
  if (place !== undefined) {
    try {
      ({ line, col } = getLineColLocation({ source: new Source(file, body), pointer: place, reportOnKey: false }).start);
    } catch {
      // No line when the locator cannot follow the pointer; the file and the pointer are still said.
    }
  }
  return {
    file: shownFile,
    ...(line !== undefined ? { line, col } : {}),
    message:
      `YAML aliases expand this file of ${written.toLocaleString('en-US')} nodes to more than ${MAX_EXPANDED_NODES.toLocaleString('en-US')}` +
      `${place === undefined ? '' : ` (the first large alias is at ${place})`}: refused as an alias bomb. Write the shared part once and refer to it with \`$ref\`.`,
  };
}

/**
 * Redocly's resolver with the guard: every file it parses (the root and each file a `$ref` reaches) is
 * measured, and a bomb is kept out of the lint and the bundle (read as an empty document) and recorded in
 * `faults`, which the loader throws before anything else is reported.
 */
export class GuardedResolver extends BaseResolver {
  readonly faults: Diagnostic[] = [];
  constructor(
    config: ConstructorParameters<typeof BaseResolver>[0],
    private readonly shown: (file: string) => string,
  ) {
    super(config);
  }
  override parseDocument(source: Source, isRoot = false): Document {
    const document = super.parseDocument(source, isRoot);
    if (/\.json$/i.test(source.absoluteRef)) return document;
    const fault = aliasExpansionFault(document.parsed, source.body, source.absoluteRef, this.shown(source.absoluteRef));
    if (!fault) return document;
    this.faults.push(fault);
    return { source, parsed: {} };
  }
}

/** The `yaml` package's refusal (its `maxAliasCount`) said in the loader's words, or undefined for any other error. */
export function aliasBombMessage(error: unknown): string | undefined {
  if (!(error instanceof ReferenceError) || !/excessive alias count/i.test(error.message)) return undefined;
  return 'YAML aliases expand this file far beyond what it writes: refused as an alias bomb. Write the shared part once and refer to it with `$ref`.';
}
