/**
 * SDK impact: what a spec change does to code written against the generated TypeScript client. The client
 * is generated for the base and the head (generate.ts), a probe of everything user code does with the base
 * SDK is type-checked against the head SDK (probe.ts, check.ts), and each spec change is matched with the
 * probes at its place: `breaking` when one of them no longer compiles, `compatible` when they all do,
 * `unchecked` when no probe covers the change (servers, error codes' prose, security).
 *
 * What compiles then decides the verdict for API clients: a change that breaks compiled code is breaking
 * even when its spec rule says otherwise; a change whose rule is about the SDK's surface alone (rules marked
 * `sdk: 'decides'`) is not breaking when no code written against the base stops compiling.
 */
import type { UserConfig } from '../../config/types.js';
import type { IR } from '../../ir/types.js';
import { Doc, operations, type Json } from '../model.js';
import { RULES } from '../rules/index.js';
import type { Change, SdkImpact } from '../types.js';
import { checkProbe, clientSrc } from './check.js';
import { generateSdk } from './generate.js';
import { OPERATION_ID, opKey, RAW, writeProbe, type Probe } from './probe.js';
import { applyPythonImpact } from './python-impact.js';

export interface SdkImpactOptions {
  repoRoot: string;
  /** The generator configuration the SDK is generated with (the project's cmp.config.ts). */
  config?: UserConfig | undefined;
}

export interface SdkImpactResult {
  /** Why the SDK impact could not be judged, when it could not (the changes then carry none). */
  skipped?: string;
  /** How many probe statements were checked. */
  probes: number;
}

const SDK_DECIDES = new Set(RULES.filter((r) => r.sdk === 'decides').map((r) => r.id));

/** Judges every change by what compiles, in place: `change.sdk`, and the verdict for clients it implies. */
export async function applySdkImpact(base: Json, head: Json, changes: Change[], options: SdkImpactOptions): Promise<SdkImpactResult> {
  try {
    return await judgeChanges(base, head, changes, options);
  } catch (error) {
    // Whatever the generators or the probe meet in a document the loader accepts, the rules' verdicts stand
    // and the report says the SDK impact was not judged (never a crash).
    for (const c of changes) delete c.sdk;
    return { skipped: `SDK impact not judged: ${firstLine(error instanceof Error ? error.message : String(error))}.`, probes: 0 };
  }
}

async function judgeChanges(base: Json, head: Json, changes: Change[], options: SdkImpactOptions): Promise<SdkImpactResult> {
  if (!changes.length) return { probes: 0 };
  const src = clientSrc(options.repoRoot);
  if (!src) return { skipped: `SDK impact not judged: no client runtime at ${options.repoRoot}/packages/client-runtime/src to compile the SDKs against.`, probes: 0 };
  let sdks;
  try {
    sdks = await Promise.all([generateSdk(base, options.config), generateSdk(head, options.config)]);
  } catch (error) {
    // A document the loader accepts that the client generator cannot read (a member of an unexpected type):
    // the rules' verdicts stand, and the report says the SDK impact was not judged, never a crash.
    return {
      skipped: `SDK impact not judged: a client cannot be generated from the base or the head (${firstLine(error instanceof Error ? error.message : String(error))}).`,
      probes: 0,
    };
  }
  const [b, h] = sdks;
  const { prelude, probes } = writeProbe(b.ir, h.ir);
  // Only the probes some change is matched with are compiled: the checker's time follows the change, not the API.
  const groups = matchProbes(changes, probes, new Doc(base));
  const selected = [...new Set(groups.flatMap((g) => g.flatMap((t) => t.probes)))];
  if (!selected.length) {
    for (const c of changes) c.sdk = { impact: 'unchecked', details: [] };
    pythonImpact(b.ir, h.ir, changes);
    return { probes: 0 };
  }
  const first = prelude.split('\n').length;
  const failures = checkProbe(src, b.files, h.files, `${prelude}\n${selected.map((p) => p.code).join('\n')}\n`);
  const failed = new Map<Probe, string[]>();
  const global: string[] = [];
  for (const f of failures) {
    const probe = selected[f.line - first];
    if (!probe) global.push(f.message);
    else failed.set(probe, [...(failed.get(probe) ?? []), f.message]);
  }
  if (global.length)
    return { skipped: `SDK impact not judged: the probe does not compile against the head SDK's entry points (${firstLine(global[0]!)}).`, probes: selected.length };
  judge(changes, groups, failed);
  pythonImpact(b.ir, h.ir, changes);
  return { probes: selected.length };
}

/** The Python SDK's verdicts; whatever it meets in a document, the TypeScript verdicts stand without them. */
function pythonImpact(base: IR, head: IR, changes: Change[]): void {
  try {
    applyPythonImpact(base, head, changes);
  } catch {
    for (const c of changes) if (c.sdk) delete c.sdk.python;
  }
}

interface Target {
  root: string;
  suffix: string;
}

interface Group extends Target {
  /** The place of the probes matched: the change's own, or the nearest above it. */
  at: string;
  probes: Probe[];
}

/** Each change's probes: at its own place, else at the nearest place above it, in each root it names. */
function matchProbes(changes: Change[], probes: Probe[], base: Doc): Group[][] {
  const byRoot = new Map<string, Probe[]>();
  for (const p of probes) byRoot.set(p.root, [...(byRoot.get(p.root) ?? []), p]);
  const refs = sharedUses(base);
  return changes.map((c) =>
    targets(c.location, refs, c.rule).flatMap((t) => {
      const list = byRoot.get(t.root) ?? [];
      const at = nearest(
        list.map((p) => p.suffix),
        t.suffix,
      );
      return at === undefined ? [] : [{ ...t, at, probes: list.filter((p) => p.suffix === at) }];
    }),
  );
}

function judge(changes: Change[], groups: Group[][], failed: Map<Probe, string[]>): void {
  changes.forEach((change, i) => {
    const mine = groups[i]!;
    if (!mine.length) {
      change.sdk = { impact: 'unchecked', details: [] };
      return;
    }
    const details: string[] = [];
    for (const g of mine) {
      const broken = g.probes.filter((p) => failed.has(p));
      if (!broken.length) continue;
      // A failure at a place above this change is another change's when that one, deeper down, fails on its own.
      const elsewhere =
        g.suffix !== g.at &&
        !g.root.startsWith('op:') &&
        groups.some((other, j) => j !== i && other.some((o) => o.root === g.root && o.at !== g.at && below(o.at, g.at) && o.probes.some((p) => failed.has(p))));
      if (elsewhere) continue;
      for (const p of broken) details.push(`${p.label}: ${firstLine(failed.get(p)![0]!)}`);
    }
    verdict(change, details.length ? { impact: 'breaking', details: [...new Set(details)].slice(0, 3) } : { impact: 'compatible', details: [] });
  });
}

/** What the lifecycle policy allows (diff.lifecycle): the SDK impact is reported, the policy's verdict stands. */
const POLICY_ALLOWS = new Set(['deprecated-operation-removed-after-sunset', 'deprecated-parameter-removed-after-sunset']);

/** Records the SDK impact and the verdict for clients it implies (the rule's own kept in `spec`). */
function verdict(change: Change, sdk: SdkImpact): void {
  change.sdk = sdk;
  if (change.policy || POLICY_ALLOWS.has(change.rule)) return;
  const own = { client: change.client, semver: change.semver };
  if (sdk.impact === 'breaking' && change.client !== 'breaking') {
    Object.assign(change, { spec: own, client: 'breaking', semver: 'major' });
  } else if (sdk.impact === 'compatible' && SDK_DECIDES.has(change.rule) && change.client !== 'non-breaking') {
    Object.assign(change, { spec: own, client: 'non-breaking', semver: change.semver === 'major' ? 'minor' : change.semver });
  }
}

/** The longest of `suffixes` that is `suffix` or a place above it (`.data` above `.data[].kind`). */
function nearest(suffixes: string[], suffix: string): string | undefined {
  let best: string | undefined;
  for (const s of suffixes) if ((s === suffix || below(suffix, s)) && (best === undefined || s.length > best.length)) best = s;
  return best;
}

/** Whether place `a` is strictly below place `b`. */
const below = (a: string, b: string) => a.length > b.length && a.startsWith(b) && /^[.[{ ]/.test(a.slice(b.length));

/** Variant markers (` (oneOf 2)`) are not places of their own in the SDK's types: a union's members share their fields. */
const place = (rest: string) => rest.replace(/ \((?:oneOf|anyOf|allOf) \d+\)/g, '');

const METHOD = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\S+)(.*)$/;

/** The places of an operation's probes an operation-level rule is about: the calls (''), `client.raw`, `operations`. */
const OPERATION_PLACES: Record<string, string[]> = {
  'operation-removed': ['', RAW, OPERATION_ID],
  'operation-path-changed': ['', RAW, OPERATION_ID],
  'operation-id-changed': [OPERATION_ID],
  'path-parameter-renamed': ['', RAW],
};

/** The probe roots and places a change's location names. */
function targets(location: string, refs: SharedUses, rule: string): Target[] {
  let m: RegExpExecArray | null;
  if ((m = /^schema ([^.[{ ]+)(.*)$/.exec(location))) return [{ root: `model:${m[1]}`, suffix: place(m[2]!) }];
  if ((m = /^error code (\S+)$/.exec(location))) return [{ root: 'errors', suffix: m[1]! }];
  if ((m = /^parameter (\S+)(.*)$/.exec(location))) {
    return (refs.parameters.get(m[1]!) ?? []).flatMap(({ key, param }) => paramTargets(key, param.in, param.name, place(m![2]!)));
  }
  if ((m = /^request body (\S+)(?: \([^)]*\))?(.*)$/.exec(location))) return (refs.requestBodies.get(m[1]!) ?? []).map((key) => ({ root: `body:${key}`, suffix: place(m![2]!) }));
  if ((m = /^response (\S+) body(?: \([^)]*\))?(.*)$/.exec(location))) {
    return (refs.responses.get(m[1]!) ?? []).map((key) => ({ root: `response:${key}`, suffix: place(m![2]!) }));
  }
  if (!(m = METHOD.exec(location))) return [];
  const key = opKey(m[1]!, m[2]!);
  const rest = m[3]!;
  const op = { root: `op:${key}`, suffix: '' };
  let r: RegExpExecArray | null;
  if ((r = /^ request body(?: \([^)]*\))?(.*)$/.exec(rest))) return [{ root: `body:${key}`, suffix: place(r[1]!) }, ...(r[1] ? [] : [op])];
  if ((r = /^ (\S+) response body(?: \([^)]*\))?(.*)$/.exec(rest))) {
    return refs.success.get(key) === r[1] ? [{ root: `response:${key}`, suffix: place(r[2]!) }, ...(r[2] ? [] : [op])] : [];
  }
  if ((r = /^ (\S+) response$/.exec(rest))) return refs.success.get(key) === r[1] ? [op, { root: `response:${key}`, suffix: '' }] : [];
  if ((r = /^ (query|header|cookie|path) parameter (\S+?)((?:[.[{ ].*)?)$/.exec(rest))) return paramTargets(key, r[1]!, r[2]!, place(r[3]!));
  return (OPERATION_PLACES[rule] ?? ['']).map((suffix) => ({ root: op.root, suffix }));
}

function paramTargets(key: string, location: string, name: string, rest: string): Target[] {
  const op = { root: `op:${key}`, suffix: '' };
  if (location === 'path') return [op];
  return [{ root: `${location}:${key}`, suffix: `.${name}${rest}` }, ...(rest ? [] : [op])];
}

interface SharedUses {
  /** Shared parameter -> the operations using it, with the parameter. */
  parameters: Map<string, { key: string; param: { in: string; name: string } }[]>;
  requestBodies: Map<string, string[]>;
  /** Shared response -> the operations whose success answer it is. */
  responses: Map<string, string[]>;
  /** Operation -> the status of its success answer (the one the SDK's method resolves to). */
  success: Map<string, string>;
}

/** Where the base's shared parameters, bodies and responses are used, for changes reported at the component. */
function sharedUses(doc: Doc): SharedUses {
  const out: SharedUses = { parameters: new Map(), requestBodies: new Map(), responses: new Map(), success: new Map() };
  const name = (raw: unknown, kind: string) => {
    const ref = (raw as Json | undefined)?.$ref;
    const prefix = `#/components/${kind}/`;
    return typeof ref === 'string' && ref.startsWith(prefix) ? decodeURIComponent(ref.slice(prefix.length)).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
  };
  const push = <T>(map: Map<string, T[]>, k: string, v: T) => map.set(k, [...(map.get(k) ?? []), v]);
  for (const o of operations(doc).values()) {
    const key = opKey(o.method, o.path);
    for (const raw of [...(o.pathItem.parameters ?? []), ...(o.op.parameters ?? [])]) {
      const n = name(raw, 'parameters');
      const p = doc.deref(raw);
      if (n && p) push(out.parameters, n, { key, param: { in: String(p.in), name: String(p.name) } });
    }
    const body = name(o.op.requestBody, 'requestBodies');
    if (body) push(out.requestBodies, body, key);
    const success = Object.keys(o.op.responses ?? {}).find((s) => /^2(\d\d|XX)$/i.test(s) && doc.deref(o.op.responses[s])?.content);
    if (success) {
      out.success.set(key, success);
      const shared = name(o.op.responses[success], 'responses');
      if (shared) push(out.responses, shared, key);
    }
  }
  return out;
}

const firstLine = (text: string) => {
  const line = text.split('\n')[0]!.trim();
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
};
