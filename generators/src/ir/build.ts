/** Bundled document -> IR. The only place that reads raw OpenAPI; emitters read what this returns. */
import { createHash } from 'node:crypto';
import type { IR, IRErrorCode, IROperation, JsonSchema } from './types.js';
import { HTTP_METHODS, transformOperation } from './operations.js';
import type { Doc } from './refs.js';
import { settleSdkNames } from './sdk-names.js';

export interface BuildOptions {
  /** Path of the file each path item was authored in, keyed by path (provenance). */
  pathSources?: Record<string, string>;
  /** The spec's path as generated headers name it. */
  source?: string;
}

export function buildIR(document: Doc, options: BuildOptions = {}): IR {
  const info = (document.info ?? {}) as Record<string, unknown>;
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const operations: IROperation[] = [];
  for (const path of Object.keys(paths).sort()) {
    for (const method of HTTP_METHODS) {
      if (paths[path]![method]) operations.push(transformOperation(document, path, method, paths[path]!, options.pathSources?.[path]));
    }
  }
  settleSdkNames(operations, (op) => (paths[op.path]![op.method] as Record<string, unknown>)['x-sdk-method'], options.source ?? 'openapi.yaml');
  const schemas = Object.fromEntries(
    Object.keys(components.schemas ?? {})
      .sort()
      .map((name) => [name, components.schemas![name] as JsonSchema]),
  );
  return {
    info: { title: String(info.title ?? ''), version: String(info.version ?? ''), description: String(info.description ?? '') },
    specHash: hashDocument(document),
    source: options.source ?? 'openapi.yaml',
    document,
    servers: ((document.servers ?? []) as Record<string, unknown>[]).map((s) => ({
      url: String(s.url),
      description: String(s.description ?? ''),
    })),
    operations,
    schemas,
    scopes: collectScopes(components.securitySchemes ?? {}),
    errorCodes: collectErrorCodes(operations),
    extensions: Object.fromEntries(Object.entries(info).filter(([k]) => k.startsWith('x-'))),
  };
}

export function hashDocument(document: unknown): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex');
}

/** Scopes from `x-scopes` of security schemes and from OAuth 2 flows, sorted by name. */
function collectScopes(schemes: Record<string, unknown>): IR['scopes'] {
  const scopes = new Map<string, string>();
  for (const scheme of Object.values(schemes) as Record<string, any>[]) {
    for (const [name, description] of Object.entries({ ...(scheme['x-scopes'] ?? {}) })) scopes.set(name, String(description));
    for (const flow of Object.values(scheme.flows ?? {}) as Record<string, any>[]) {
      for (const [name, description] of Object.entries(flow.scopes ?? {})) scopes.set(name, String(description));
    }
  }
  return [...scopes].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => ({ name, description }));
}

/** Every `error.code` an error example names, with its type, statuses and operations. */
function collectErrorCodes(operations: IROperation[]): IRErrorCode[] {
  const codes = new Map<string, IRErrorCode>();
  for (const op of operations) {
    for (const response of op.responses) {
      for (const example of response.examples) {
        const error = (example.value as { error?: { code?: unknown; type?: unknown } } | null)?.error;
        if (typeof error?.code !== 'string') continue;
        const entry = codes.get(error.code) ?? { code: error.code, type: String(error.type ?? ''), statuses: [], operations: [] };
        if (!entry.statuses.includes(response.status)) entry.statuses.push(response.status);
        if (!entry.operations.includes(op.id)) entry.operations.push(op.id);
        if (example.inferred) entry.inferred = example.inferred;
        codes.set(error.code, entry);
      }
    }
  }
  return [...codes.values()]
    .map((c) => ({ ...c, statuses: c.statuses.sort(), operations: c.operations.sort() }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
