/**
 * Bundles a multi-file OpenAPI document into one with @redocly/openapi-core, the same engine as
 * `redocly bundle`, and turns its problems (bad YAML, dangling $ref, invalid structure) into Diagnostics
 * with file and line.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BaseResolver, bundle, createConfig, getLineColLocation, lintDocument, loadConfig, Source, YamlParseError } from '@redocly/openapi-core';
import type { Config, Document, NormalizedProblem } from '@redocly/openapi-core';
import { lintPlan } from '../incremental/lint.js';
import './redocly-types.js';
import { packageVersion } from '../incremental/store.js';
import { pointerOnLongLine, SpecError, type Diagnostic } from './diagnostics.js';
import { upgradeTo31 } from './upgrade.js';
import { pathSources } from './sources.js';
import { hasExternalRef } from './refs.js';
import { tolerate, type Tolerated } from './lenient.js';
import { convertSwagger2, isSwagger2 } from './swagger2.js';
import { overlaid, type Overlay } from '../overlay/index.js';
import { downgradeTo31, isOpenApi32 } from './downgrade.js';
import { createLocator } from './locate.js';
import { DESCRIPTION_YAML, GuardedResolver } from './aliases.js';
import { jsonErrorPlace } from './fast.js';
import { nullUnionMessage, readNullUnions } from './null-union.js';
import { escapePointer, pointerKeys } from '../openapi/primitives.js';

export interface BundledSpec {
  /** The bundled document, refs to external files turned into #/components refs. */
  document: Record<string, unknown>;
  /** Absolute path of the root file. */
  root: string;
  /** Every file the bundle read. */
  files: string[];
  /** Where each path item was authored (see sources.ts). */
  pathSources: Record<string, string>;
  /** Faults read past with a repair (lenient.ts), each at its authored file and line; empty when strict. */
  warnings: Diagnostic[];
}

export interface BundleOptions {
  /** Redocly configuration to lint with; without it the structural rules only. */
  configPath?: string | undefined;
  /**
   * Called once with the final document as JSON text, as early as it is known: before the lint when the
   * root has no external refs (nothing to bundle), else after bundling. A slow consumer (openapi-typescript
   * in its worker) then runs while the lint does; if the lint fails, the error is thrown as ever.
   */
  onDocument?: ((json: string) => void) | undefined;
  /** Every structural fault is an error; without it, the faults other generators read past are warnings (lenient.ts). */
  strict?: boolean | undefined;
  /** OpenAPI Overlays applied in order to the bundled document, before it is upgraded or read (../overlay/). */
  overlays?: readonly Overlay[] | undefined;
}

export async function bundleSpec(specPath: string, options: BundleOptions | string = {}): Promise<BundledSpec> {
  const { configPath, onDocument, strict = false, overlays = [] } = typeof options === 'string' ? { configPath: options, onDocument: undefined } : options;
  const root = path.resolve(specPath);
  // Our own spec is linted with redocly.yaml (house rules); any other document with the structural rules
  // only (`struct`: a wrong type, a missing required field). Redocly's `minimal` set would add only
  // warnings, which are not reported, and costs five times as much on a large document (GitHub's: 28 s
  // against 5.5 s here).
  if (configPath && !existsSync(configPath)) {
    throw new SpecError([
      { file: relative(configPath), message: "File not found: the generator configuration's `redocly` names this Redocly configuration file (relative to the configuration)." },
    ]);
  }
  const config = configPath ? await loadConfig({ configPath }) : await createConfig({ rules: STRUCTURAL_RULES } as never);
  const resolver = new GuardedResolver(config.resolve, relative);
  let sources: Record<string, string> = {};
  let document: Record<string, unknown>;
  let files: Set<string> = new Set();
  const warnings: Diagnostic[] = [];
  // The overlays change a copy of the document as written (the lint reads the authored one); their
  // warnings are kept once, however many times the document is made.
  let overlayWarnings: Diagnostic[] | undefined;
  const withOverlays = (doc: Record<string, unknown>) => {
    const result = overlaid(doc, overlays);
    overlayWarnings ??= result.warnings;
    return result.document;
  };
  try {
    // One parse of each file serves the lint and the bundle (the resolver caches the files it read). The
    // lint runs first: bundling rewrites the document in place, and problems must point at what was written.
    const authored = await readRoot(root, resolver);
    if (resolver.faults.length) throw new SpecError(resolver.faults);
    const yamlNamedJson = notJson.get(authored);
    if (yamlNamedJson && strict) throw new SpecError([yamlNamedJson]);
    if (yamlNamedJson) warnings.push(yamlNamedJson);
    checkVersion(authored.parsed, root);
    sources = pathSources(root, authored.parsed);
    // A document whose $refs are all local (a bundle, a released spec, GitHub's description) is already
    // what bundling would make: the lint checks every ref resolves, and the bundler's walk (0.4 s on
    // GitHub's description) is skipped. A 3.0 document is upgraded in a copy: the lint reads the original.
    const local = !hasExternalRef(authored.parsed);
    const swagger2 = isSwagger2(authored.parsed);
    const numbered = swagger2 ? swaggerVersionAsString(authored) : undefined;
    if (numbered && strict) throw new SpecError([{ ...numbered, message: `\`swagger\` must be the string "2.0". (struct)` }]);
    if (numbered) warnings.push(numbered);
    let final: Record<string, unknown> | undefined;
    // What 3.2 adds is read into 3.1's terms or left out with a warning (downgrade.ts); warned about once.
    let versionWarnings: Diagnostic[] = [];
    // `fresh`: the same document parsed again from its JSON text, when nothing has changed it since it was
    // parsed: JSON.parse makes the copy in a fifth of structuredClone's time (GitHub's description: about
    // 0.15 s against 0.7 s) and the same plain data.
    const as31 = (parsed: Record<string, unknown>, fresh?: () => Record<string, unknown>) => {
      if (isOpenApi30(parsed)) return upgradeTo31(fresh?.() ?? structuredClone(parsed)) as Record<string, unknown>;
      if (!isOpenApi32(parsed)) return parsed;
      const copy = structuredClone(parsed);
      versionWarnings = downgradeTo31(copy, createLocator(root));
      return copy;
    };
    if (local && !swagger2) {
      // Read from JSON text by readRoot (JSON.parse) and not yet repaired or overlaid: parsing the text again is a copy.
      const body = readAsJson.has(authored) && !overlays.length ? authored.source.body : undefined;
      final = as31(withOverlays(authored.parsed as Record<string, unknown>), body === undefined ? undefined : () => JSON.parse(body) as Record<string, unknown>);
      onDocument?.(JSON.stringify(final));
    }
    const problems = await lint(authored, { config, resolver, partial: !configPath && local && !swagger2 });
    if (resolver.faults.length) throw new SpecError(resolver.faults);
    const repaired = strict ? [] : await tolerated(problems, { root, authored, resolver, swagger2 });
    const errors = problems.filter((p) => !repaired.some((r) => r.problem === p));
    if (errors.length) throw new SpecError(errors.map((p) => problemToDiagnostic(p, root)));
    const groups = new Set<string>();
    for (const { problem, repair } of repaired) {
      if (repair.group !== undefined && groups.has(repair.group)) continue;
      if (repair.group !== undefined) groups.add(repair.group);
      // Placed before the repair changes the file the locator reads.
      warnings.push({ ...problemToDiagnostic(problem, root), message: `${repair.message} (${problem.ruleId})` });
      repair.repair();
    }
    if (final && repaired.length) {
      // The repaired document, overlaid and read as 3.1 again.
      final = as31(withOverlays(authored.parsed as Record<string, unknown>));
      onDocument?.(JSON.stringify(final));
    }
    if (final) {
      document = final;
    } else {
      if (local) {
        document = authored.parsed as Record<string, unknown>;
      } else {
        // Redocly bundles Swagger 2.0 as well: its external refs become `definitions`, `parameters`, ...
        const result = await bundle({ doc: authored, config, externalRefResolver: resolver, dereference: false, removeUnusedComponents: false });
        const unresolved = result.problems.filter((p) => p.severity === 'error');
        if (unresolved.length) throw new SpecError(unresolved.map((p) => problemToDiagnostic(p, root)));
        document = result.bundle.parsed as Record<string, unknown>;
        files = result.fileDependencies;
      }
      document = withOverlays(document);
      if (swagger2) {
        const converted = await convertSwagger2(document, authored.source, relative(root));
        document = converted.document;
        // What the converter reads past (a 2.0 feature 3.0 cannot say) is refused like any other fault when strict.
        if (strict && converted.warnings.length) throw new SpecError(converted.warnings);
        warnings.push(...converted.warnings);
      }
      if (isOpenApi30(document)) upgradeTo31(document);
      if (isOpenApi32(document)) versionWarnings = downgradeTo31(document, createLocator(root));
      onDocument?.(JSON.stringify(document));
    }
    if (strict && versionWarnings.length) throw new SpecError(versionWarnings);
    warnings.push(...versionWarnings);
    const nullUnions = readNullUnions(document);
    if (nullUnions.length) {
      const locate = createLocator(root);
      const said = nullUnions.map(({ pointer, keyword }) => ({ ...locate(pointer), message: nullUnionMessage(keyword) }));
      if (strict) throw new SpecError(said);
      warnings.push(...said);
      onDocument?.(JSON.stringify(document));
    }
  } catch (error) {
    if (error instanceof SpecError) throw error;
    if (error instanceof Error && error.message === 'Self-referencing circular pointer') throw new SpecError([await refCycle(root)]);
    throw new SpecError([toDiagnostic(error, root)]);
  }
  warnings.push(...(overlayWarnings ?? []));
  return { document, root, pathSources: sources, files: [...files, root].filter((f, i, all) => all.indexOf(f) === i).sort(), warnings };
}

/** The rules of a document linted without a configuration of its own. */
const STRUCTURAL_RULES = { struct: 'error', 'no-unresolved-refs': 'error' } as const;

/**
 * The lint's errors. Under the structural rules alone (`partial`: no configuration of its own, refs all
 * local), a run may lint only what changed since a clean lint (../incremental/lint.ts); a part with a
 * problem, or no part, lints the whole document.
 */
async function lint(authored: Document, { config, resolver, partial }: { config: Config; resolver: BaseResolver; partial: boolean }): Promise<NormalizedProblem[]> {
  const plan = partial ? lintPlan(authored.parsed, `@redocly/openapi-core@${packageVersion('@redocly/openapi-core')} ${JSON.stringify(STRUCTURAL_RULES)}`) : undefined;
  if (plan?.part) {
    const document = { source: new Source(authored.source.absoluteRef, JSON.stringify(plan.part), 'application/json'), parsed: plan.part };
    const found = await lintDocument({ document, config, externalRefResolver: new BaseResolver(config.resolve) });
    if (!found.some((p) => p.severity === 'error')) {
      plan.record(true);
      return [];
    }
  }
  const problems = (await lintDocument({ document: authored, config, externalRefResolver: resolver })).filter((p) => p.severity === 'error');
  plan?.record(problems.length === 0);
  return problems;
}

/** The problems lenient reading repairs, each with its repair of the parsed file it is in (the resolver's cached copy). */
async function tolerated(problems: NormalizedProblem[], { root, authored, resolver, swagger2 }: { root: string; authored: Document; resolver: BaseResolver; swagger2: boolean }) {
  const out: { problem: NormalizedProblem; repair: Tolerated }[] = [];
  for (const problem of problems) {
    const ref = problem.location[0]?.source.absoluteRef;
    if (!ref) continue;
    const file = ref === root ? authored : await resolver.resolveDocument(null, ref, true);
    if (file instanceof Error) continue;
    const repair = tolerate(problem, (file as Document).parsed) ?? (swagger2 ? toConverter(problem) : undefined);
    if (repair) out.push({ problem, repair });
  }
  return out;
}

/**
 * A structural fault of a Swagger 2.0 document with no repair of ours (a parameter without `type`, a query
 * parameter of `type: object`) is left to swagger2openapi, which converts what the peers read; the warning
 * says so. Unresolved refs are never read past.
 */
function toConverter(problem: NormalizedProblem): Tolerated | undefined {
  if (problem.ruleId !== 'struct') return undefined;
  return { message: `${problem.message.replace(/\.?$/, '.')} Left as written; converted as swagger2openapi reads it.`, repair: () => {} };
}

/**
 * `swagger: 2.0` unquoted in YAML is the number 2, which Redocly's lint refuses as an unknown version; the
 * version meant is plain, so it is read as "2.0" with a warning (before the lint, which then reads 2.0).
 */
function swaggerVersionAsString(authored: Document): Diagnostic | undefined {
  const parsed = authored.parsed as { swagger?: unknown };
  if (typeof parsed.swagger !== 'number') return undefined;
  const { start } = getLineColLocation({ source: authored.source, pointer: '#/swagger', reportOnKey: false });
  const value = parsed.swagger;
  parsed.swagger = '2.0';
  return { file: relative(authored.source.absoluteRef), line: start.line, col: start.col, message: `\`swagger\` is the number ${value}, not a string; read as "2.0". (struct)` };
}

const isOpenApi30 = (document: Record<string, unknown>) => String(document.openapi).startsWith('3.0');

/**
 * The root file as Redocly's Document. A `.json` root is parsed with JSON.parse, several times faster than
 * the YAML parser Redocly would use on it (GitHub's 10 MB description: about 0.2 s against 0.6 s).
 */
async function readRoot(root: string, resolver: BaseResolver): Promise<Document> {
  if (root.endsWith('.json')) {
    const body = await readFile(root, 'utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      // Not strict JSON: let Redocly's parser say where. What it reads (YAML is a superset of JSON: comments,
      // trailing commas in flow style, unquoted keys) is read with a warning at the place JSON stopped.
      const document = await resolveRoot(root, resolver);
      const place = jsonErrorPlace(body, error);
      notJson.set(document, {
        file: relative(root),
        ...place,
        message: `Not valid JSON (${String((error as Error).message).split('\n')[0]}); read as YAML, which the file also is.`,
      });
      return document;
    }
    const document = { source: new Source(root, body, 'application/json'), parsed };
    readAsJson.add(document);
    return document;
  }
  return resolveRoot(root, resolver);
}

/** The `.json` roots that only parsed as YAML, with where JSON stopped. */
const notJson = new WeakMap<Document, Diagnostic>();

/** The roots readRoot parsed with JSON.parse, whose text parsed again is a copy of them (Redocly's YAML parser may read some texts otherwise). */
const readAsJson = new WeakSet<Document>();

async function resolveRoot(root: string, resolver: BaseResolver): Promise<Document> {
  const document = await resolver.resolveDocument(null, root, true);
  if (document instanceof Error) throw document;
  return document as Document;
}

/**
 * OpenAPI 3.0.x, 3.1.x and 3.2.x are read (3.0 upgraded, 3.2 downgraded after lint), Swagger 2.0 converted (swagger2.ts); anything
 * else is refused with what was found.
 */
function checkVersion(document: unknown, root: string) {
  if (document == null || typeof document !== 'object' || Array.isArray(document)) {
    throw new SpecError([{ file: relative(root), message: 'The document is empty or not a YAML/JSON object.' }]);
  }
  const { openapi, swagger } = document as { openapi?: unknown; swagger?: unknown };
  if (swagger !== undefined) {
    if (['2.0', '2'].includes(String(swagger))) return;
    throw new SpecError([
      {
        file: relative(root),
        line: 1,
        message: `Swagger ${String(swagger)} is not supported: expected "swagger: '2.0'", "openapi: 3.0.x", "openapi: 3.1.x" or "openapi: 3.2.x" at the top of the document.`,
      },
    ]);
  }
  if (typeof openapi !== 'string' || !/^3\.[012]\.\d+$/.test(openapi)) {
    throw new SpecError([
      {
        file: relative(root),
        line: 1,
        message: `Unsupported OpenAPI version ${JSON.stringify(openapi ?? null)}: expected "openapi: 3.0.x", "openapi: 3.1.x", "openapi: 3.2.x" or "swagger: '2.0'" at the top of the document.`,
      },
    ]);
  }
}

/**
 * Redocly's resolver refuses a chain of `$ref`s that comes back to where it started with no schema on the
 * way (`A: {$ref: B}`, `B: {$ref: A}`) without saying where; the chain is found here and told at its first
 * member. It has no meaning (no value is described), so it stays an error whatever `--strict` says.
 */
async function refCycle(root: string): Promise<Diagnostic> {
  const fallback = { file: relative(root), message: 'A chain of `$ref`s leads back to where it started without reaching a schema (a self-referencing pointer).' };
  try {
    const body = await readFile(root, 'utf8');
    const parsed: unknown = root.endsWith('.json') ? JSON.parse(body) : (await import('yaml')).parse(body, DESCRIPTION_YAML);
    const at = (pointer: string): unknown =>
      pointerKeys(pointer).reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), parsed);
    const refOf = (node: unknown) => (node && typeof node === 'object' ? (node as { $ref?: unknown }).$ref : undefined);
    const stack: [unknown, string][] = [[parsed, '#']];
    while (stack.length) {
      const [node, pointer] = stack.pop()!;
      if (!node || typeof node !== 'object') continue;
      const ref = refOf(node);
      if (typeof ref === 'string' && ref.startsWith('#/')) {
        const chain = [pointer];
        for (let next: unknown = ref; typeof next === 'string' && next.startsWith('#/') && chain.length < 64; next = refOf(at(next))) {
          if (next === pointer || chain.includes(next)) {
            const { start } = getLineColLocation({ source: new Source(root, body), pointer: `${pointer}/$ref`, reportOnKey: true });
            return {
              file: relative(root),
              line: start.line,
              col: start.col,
              message: `\`$ref\` cycle with no schema in it: ${[...chain, next].join(' -> ')}. Give one of them a schema of its own.`,
            };
          }
          chain.push(next);
        }
      }
      for (const [key, value] of Object.entries(node)) stack.push([value, `${pointer}/${escapePointer(key)}`]);
    }
  } catch {
    // Fall through to the message without a place.
  }
  return fallback;
}

function toDiagnostic(error: unknown, root: string): Diagnostic {
  if (error instanceof YamlParseError) {
    // js-yaml's own place, `in "<file>" (line:col)` at the end of its message, is 1-based already (Redocly reads
    // it from there): it is the diagnostic's place, not repeated in its text. JSON is read by the YAML parser.
    const file = error.source.absoluteRef;
    const what = /\.json$/i.test(file) ? 'JSON' : 'YAML';
    return {
      file: relative(file),
      ...(Number.isFinite(error.line) ? { line: error.line, col: error.col } : {}),
      message: `${what} syntax error: ${firstLine(error.originalError.message).replace(/\s+in "[^"]*"\s*\(\d+:\d+\)$/, '')}`,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/ENOENT/.test(message)) return { file: relative(root), message: 'File not found.' };
  if (/^Unsupported OpenAPI version/.test(message)) return { file: relative(root), line: 1, message: `${firstLine(message)}; expected "openapi: 3.0.x" or "openapi: 3.1.x".` };
  return { file: relative(root), message: firstLine(message) };
}

export function problemToDiagnostic(problem: NormalizedProblem, root: string): Diagnostic {
  const location = problem.location[0];
  if (!location) return { file: relative(root), message: problem.message };
  const { start } = getLineColLocation(location);
  return {
    file: relative(location.source.absoluteRef),
    line: start.line,
    col: start.col,
    ...pointerOnLongLine(location.source.body, start.line, location.pointer ?? '#'),
    message: `${problem.ruleId === 'no-unresolved-refs' ? namedRef(problem.message, location.source.body, start) : problem.message} (${problem.ruleId})`,
  };
}

/**
 * Redocly's "Can't resolve $ref" with the reference that does not resolve, read from the text at the place it
 * reports (the `$ref` member), so the reader need not go and look; a target inside the document says so.
 */
function namedRef(message: string, body: string, start: { line: number; col: number }): string {
  const text = body.split('\n')[start.line - 1]?.slice(start.col - 1) ?? '';
  const ref = /^\{?\s*["']?\$ref["']?\s*:\s*(?:"([^"]*)"|'([^']*)'|([^\s,}\]]+))/.exec(text);
  const target = ref ? (ref[1] ?? ref[2] ?? ref[3]) : undefined;
  if (target === undefined || !message.startsWith("Can't resolve $ref")) return message;
  const rest = message.slice("Can't resolve $ref".length);
  return `Can't resolve $ref ${JSON.stringify(target)}${rest || (target.startsWith('#') ? ': nothing in the document is at that pointer' : '')}`;
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}
