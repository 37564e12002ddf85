/** Bundled document -> IR. The only place that reads raw OpenAPI; emitters read what this returns. */
import { transformWebhooks } from './webhooks.js';
import { pascalCase } from './names.js';
import { createHash } from 'node:crypto';
import type { UserConfig } from '../config/types.js';
import type { Locator } from '../load/locate.js';
import type { HttpMethod, IR, IRApi, IRErrorCode, IRErrorTypes, IROperation, JsonSchema } from './types.js';
import { declaredOperationId, HTTP_METHODS, transformOperation, type OperationContext } from './operations.js';
import { escapePointer, type Doc } from './refs.js';
import { settleSdkNames } from './sdk-names.js';
import { envelopes, resolveApi, resolveServers } from './api.js';
import { Problems } from './problems.js';
import { readExtensibleEnum, readScopes } from './extensions.js';
import { valueAt } from './examples.js';

export interface BuildOptions {
  /** Path of the file each path item was authored in, keyed by path (provenance). */
  pathSources?: Record<string, string>;
  /** The spec's path as generated headers name it. */
  source?: string;
  /** The configuration file's values (defaults for what it leaves out). */
  config?: UserConfig;
  /** The configuration file as diagnostics name it. */
  configFile?: string;
  /** Places a JSON pointer of the document at its authored file and line (the loader's provenance). */
  locate?: Locator;
  /** The Redocly configuration of the run (IR.redoclyConfig). */
  redoclyConfig?: string;
}

export function buildIR(document: Doc, options: BuildOptions = {}): IR {
  const source = options.source ?? 'openapi.yaml';
  const problems = new Problems(options.locate ?? (() => ({ file: source })));
  const config = options.config ?? {};
  const info = (document.info ?? {}) as Record<string, unknown>;
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const servers = resolveServers(document);
  // The envelopes are read before the operations (paging and error codes need them); the rest of `api` after.
  const ctx = { doc: document, ...envelopes(config), problems };
  const operations = buildOperations(ctx, paths, options.pathSources);
  const api = resolveApi({ document, operations, servers, config, ...(options.configFile ? { configFile: options.configFile } : {}), problems });
  const scopes = collectScopes(components.securitySchemes ?? {}, problems);
  checkExtensibleEnums(document, problems);
  problems.throwIfAny();
  const schemas = Object.fromEntries(
    Object.keys(components.schemas ?? {})
      .sort()
      .map((name) => [name, components.schemas![name] as JsonSchema]),
  );
  const errorCodes = collectErrorCodes(operations, api);
  return {
    info: { title: String(info.title ?? ''), version: String(info.version ?? ''), description: String(info.description ?? '') },
    specHash: hashDocument(document),
    source,
    ...(options.redoclyConfig ? { redoclyConfig: options.redoclyConfig } : {}),
    document,
    servers,
    api,
    operations,
    webhooks: transformWebhooks(document, Object.keys(schemas).map(pascalCase)),
    schemas,
    readWrite: marksReadWrite(document),
    scopes,
    errorCodes,
    ...(errorTypes(errorCodes) ? { errorTypes: errorTypes(errorCodes)! } : {}),
  };
}

type Transform = (
  ctx: OperationContext,
  path: string,
  method: HttpMethod,
  pathItem: Record<string, unknown>,
  sourceFile: string | undefined,
) => IROperation & { declaredSdkMethod?: string };

/**
 * Every operation of the document in path and method order, with operationIds and SDK names settled across
 * the document. The IR and the diff's view of the SDK surface (`surface.ts`) both come from here.
 */
export function buildOperations(
  ctx: OperationContext,
  paths: Record<string, Record<string, unknown>>,
  pathSources?: Record<string, string>,
  transform: Transform = transformOperation,
): IROperation[] {
  const operations: (IROperation & { declaredSdkMethod?: string })[] = [];
  for (const path of Object.keys(paths).sort()) {
    for (const method of HTTP_METHODS) {
      if (paths[path]![method]) operations.push(transform(ctx, path, method, paths[path]!, pathSources?.[path]));
    }
  }
  settleOperationIds(operations, paths, ctx.problems);
  refuseIdenticalPaths(operations, ctx.problems);
  settleSdkNames(operations, (op) => (op as { declaredSdkMethod?: string }).declaredSdkMethod, ctx.problems);
  for (const op of operations) delete op.declaredSdkMethod;
  return operations;
}

/** status -> the type its error examples carry (see `IR.errorTypes`). */
function errorTypes(codes: IRErrorCode[]): IRErrorTypes | undefined {
  const tally = new Map<string, Map<string, number>>();
  for (const { type, statuses } of codes) {
    if (!type) continue;
    for (const status of statuses) {
      const counts = tally.get(status) ?? new Map<string, number>();
      counts.set(type, (counts.get(type) ?? 0) + 1);
      tally.set(status, counts);
    }
  }
  if (!tally.size) return undefined;
  const byStatus = Object.fromEntries(
    [...tally.keys()].sort().map((status) => {
      // The most frequent type; a tie goes to the alphabetically first, so the table is deterministic.
      const [type] = [...tally.get(status)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
      return [status, type];
    }),
  );
  const clientError = byStatus['400'] ?? byStatus['4XX'];
  const serverError = byStatus['500'] ?? byStatus['5XX'];
  return { byStatus, ...(clientError ? { clientError } : {}), ...(serverError ? { serverError } : {}) };
}

/**
 * Every `x-extensible-enum` of the document checked where it stands (its pointer): the types printer and the
 * diff read the values, so a malformed list is a located problem here rather than a wrong type later.
 */
function checkExtensibleEnums(document: unknown, problems: Problems): void {
  // [node, pointer, whether its keys are property names (the members of `properties`)]
  const stack: [unknown, string, boolean][] = [[document, '#', false]];
  while (stack.length) {
    const [node, at, names] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([item, `${at}/${i}`, false]));
      continue;
    }
    if (!names && 'x-extensible-enum' in node) readExtensibleEnum(node as Record<string, unknown>, at, problems);
    for (const [key, value] of Object.entries(node)) {
      // Examples are data, not schemas: a field named so inside one is not the extension.
      if (!value || typeof value !== 'object' || (!names && (key === 'example' || key === 'examples'))) continue;
      stack.push([value, `${at}/${escapePointer(key)}`, !names && (key === 'properties' || key === 'patternProperties')]);
    }
  }
}

/** Any `readOnly: true` or `writeOnly: true` in the document (a property named so is a property, not a marker). */
function marksReadWrite(document: unknown): boolean {
  const stack: unknown[] = [document];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'readOnly' || key === 'writeOnly') && value === true) return true;
      if (key === 'properties' && value && typeof value === 'object') stack.push(...Object.values(value));
      else if (value && typeof value === 'object') stack.push(value);
    }
  }
  return false;
}

export function hashDocument(document: unknown): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex');
}

/**
 * operationIds are unique (OpenAPI 3.1 4.8.10.1): a declared duplicate is a problem of the spec; an id
 * derived from method and path (no operationId) that meets another gets `2`, `3`, ...
 */
function settleOperationIds(operations: IROperation[], paths: Record<string, Record<string, unknown>>, problems: Problems) {
  const declared = (op: IROperation) => declaredOperationId(paths[op.path]![op.method] as Record<string, unknown>) !== undefined;
  const seen = new Map<string, IROperation>();
  for (const op of operations.filter(declared)) {
    const prior = seen.get(op.id);
    if (prior)
      problems.at(`${op.provenance.pointer}/operationId`, `operationId ${op.id} is also the id of ${prior.method.toUpperCase()} ${prior.path}; operationIds must be unique.`);
    else seen.set(op.id, op);
  }
  for (const op of operations.filter((o) => !declared(o))) {
    let id = op.id;
    for (let n = 2; seen.has(id); n++) id = `${op.id}${n}`;
    op.id = id;
    seen.set(id, op);
  }
}

/**
 * Templated paths that differ only in their parameters' names (`/a/{x}`, `/a/{y}`) are the same path (OpenAPI
 * 3.1 section 4.8.8.2: they must not both exist); the same method on both is two routes for one request, which
 * the generated server cannot register and the client cannot tell apart.
 */
function refuseIdenticalPaths(operations: IROperation[], problems: Problems) {
  const seen = new Map<string, IROperation>();
  for (const op of operations) {
    const key = `${op.method} ${op.path.replace(/\{[^}]*\}/g, '{}')}`;
    const prior = seen.get(key);
    if (!prior) seen.set(key, op);
    else if (prior.path !== op.path)
      problems.at(
        op.provenance.pointer,
        `${op.method.toUpperCase()} ${op.path} is the same route as ${prior.method.toUpperCase()} ${prior.path} (templated paths that differ only in their parameters' names are identical).`,
      );
  }
}

/** Scopes from `x-scopes` of security schemes and from OAuth 2 flows, sorted by name. */
function collectScopes(schemes: Record<string, unknown>, problems: Problems): IR['scopes'] {
  const scopes = new Map<string, string>();
  type Scheme = { $ref?: unknown; 'x-scopes'?: unknown; flows?: Record<string, { scopes?: Record<string, unknown> } | undefined> } | undefined;
  for (const [name, scheme] of Object.entries(schemes) as [string, Scheme][]) {
    const at = typeof scheme?.$ref === 'string' ? scheme.$ref : `#/components/securitySchemes/${escapePointer(name)}`;
    for (const [scope, description] of Object.entries(readScopes(scheme?.['x-scopes'], at, problems))) scopes.set(scope, description);
    for (const flow of Object.values(scheme?.flows ?? {})) {
      for (const [scope, description] of Object.entries(flow?.scopes ?? {})) scopes.set(scope, String(description));
    }
  }
  return [...scopes].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => ({ name, description }));
}

/** Every error code an error example names, with its type, statuses and operations. */
function collectErrorCodes(operations: IROperation[], api: IRApi): IRErrorCode[] {
  const codes = new Map<string, IRErrorCode>();
  for (const op of operations) {
    for (const response of op.responses) {
      for (const example of response.examples) {
        if (example.errorCode === undefined) continue;
        const type = api.errors?.type ? valueAt(example.value, api.errors.type) : undefined;
        const entry = codes.get(example.errorCode) ?? { code: example.errorCode, type: typeof type === 'string' ? type : '', statuses: [], operations: [] };
        if (!entry.statuses.includes(response.status)) entry.statuses.push(response.status);
        if (!entry.operations.includes(op.id)) entry.operations.push(op.id);
        if (example.inferred) entry.inferred = example.inferred;
        codes.set(example.errorCode, entry);
      }
    }
  }
  return [...codes.values()].map((c) => ({ ...c, statuses: c.statuses.sort(), operations: c.operations.sort() })).sort((a, b) => a.code.localeCompare(b.code));
}
