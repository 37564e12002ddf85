/**
 * IROperation -> its sample request (request.ts), built once per operation from the spec:
 * - the base URL read from `<prefix>BASE_URL`, the credential of the spec's scheme from the environment;
 * - path parameters from their example (else a value of their schema);
 * - the body from the first request example, or for a required body with none, a value made from its schema
 *   (the token exchange's credential fields read from the environment instead; a multipart body's file parts,
 *   or a binary body, as bytes in TypeScript);
 * - a query object showing the required parameters, the first optional filter that has an example or enum
 *   (not the page position), and the page size parameter with its default;
 * - for TypeScript, the client's call with the same values, and the name of its result.
 */
import type { IROperation, IRParameter, JsonSchema } from '../../ir/types.js';
import { isIdentifier, uniqueIdentifiers } from '../../ir/names.js';
import { sampleOf, sampleValue } from '../../ir/examples.js';
import { BlobValue, EnvValue } from '../ts/literal.js';
import { docsConfig } from '../docs/config.js';
import { safeId, type SampleRequest } from './request.js';
import { mediaTypeBase } from '../../openapi/primitives.js';
import type { SampleSettings } from './settings.js';

export interface OperationSample {
  request: SampleRequest;
  /**
   * The body made from its schema, for a required body the spec gives no example of (a call without one would
   * fail). It reads the components the schema names, so it is part of the samples' store key (index.ts).
   */
  madeBody?: unknown;
  /** The TypeScript call's arguments as values (`BlobValue`s for bytes) and the result's variable name. */
  args: unknown[];
  result: string;
}

export function fromOperation(op: IROperation, settings: SampleSettings, schemas: Record<string, JsonSchema>): OperationSample {
  const documented = op.requestBody?.examples[0]?.value;
  const madeBody = documented === undefined && op.requestBody?.required ? sampleValue(schemas, op.requestBody.schema) : undefined;
  const example = documented ?? madeBody;
  const body = example !== undefined ? withEnvValues(example, settings.bodyFromEnv) : undefined;
  const query = queryExample(op.parameters.query);
  const path = op.parameters.path.map((param) => param.example ?? sampleOf(param.schema));
  let pathAndQuery = op.path;
  op.parameters.path.forEach((param, i) => (pathAndQuery = pathAndQuery.replace(`{${param.name}}`, encodeURIComponent(String(path[i])))));
  if (body === undefined && query) pathAndQuery += queryString(op.parameters.query, query);
  const request: SampleRequest = {
    id: op.id,
    safeId: safeId(op.id),
    method: op.method,
    base: { env: settings.env.baseUrl },
    pathAndQuery,
    headers: [],
    ...(op.security.public ? {} : { credential: settings.credential }),
    ...(body !== undefined && op.requestBody ? { body: { contentType: op.requestBody.contentType, value: body, binary: [...binaryProperties(op.requestBody)] } } : {}),
  };
  const args: unknown[] = [...path];
  if (body !== undefined) args.push(withBlobs(op.requestBody!, body));
  else if (query) args.push(query);
  return { request, args, result: resultName(op, settings), ...(madeBody !== undefined ? { madeBody } : {}) };
}

/** Top-level body properties named in `bodyFromEnv` become environment reads. */
function withEnvValues(body: unknown, bodyFromEnv: Record<string, string>): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, key in bodyFromEnv ? new EnvValue(bodyFromEnv[key]!) : value]));
}

type Body = NonNullable<IROperation['requestBody']>;

const isBinaryBody = (body: Body) => (body.schema as { format?: unknown }).format === 'binary';

/** A multipart body's file parts as Blobs (what the client sends as files); a binary body as one Blob. */
function withBlobs(body: Body, value: unknown): unknown {
  const blob = (v: unknown) => new BlobValue(typeof v === 'string' ? v : JSON.stringify(v));
  if (isBinaryBody(body)) return blob(value);
  if (mediaTypeBase(body.contentType) !== 'multipart/form-data' || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const binary = binaryProperties(body);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, !binary.has(key) ? v : Array.isArray(v) ? v.map(blob) : blob(v)]));
}

/** Properties of a body's schema that are bytes (`format: binary`, or a list of them). */
function binaryProperties(body: Body): Set<string> {
  const properties = ((body.schema as { properties?: unknown }).properties ?? {}) as Record<string, { format?: string; items?: { format?: string } }>;
  return new Set(Object.keys(properties).filter((key) => properties[key]?.format === 'binary' || properties[key]?.items?.format === 'binary'));
}

/** The query in the parameter's own serialization: form style, repeated (explode) or comma-separated. */
function queryString(params: IRParameter[], query: Record<string, unknown>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) => {
    const param = params.find((p) => p.name === name)!;
    const key = encodeURIComponent(name);
    if (!Array.isArray(value)) return [`${key}=${encodeURIComponent(String(value))}`];
    return param.explode ? value.map((v) => `${key}=${encodeURIComponent(String(v))}`) : [`${key}=${value.map((v) => encodeURIComponent(String(v))).join(',')}`];
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function queryExample(params: IRParameter[]): Record<string, unknown> | undefined {
  const pageSize = params.find((p) => docsConfig.pageSizeParams.includes(p.name));
  const filter = params.find((p) => !p.required && p !== pageSize && !docsConfig.pagePositionParams.includes(p.name) && p.example !== undefined);
  const chosen = params.filter((p) => p.required || p === filter || p === pageSize);
  const entries = chosen.map((p) => [p.name, p === pageSize ? (p.schema.default ?? p.example) : p.example] as const).filter(([, v]) => v !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * `page` for a paged list; else the response schema's name in lowerCamelCase (`Message` -> `message`),
 * a `...List` named after its items (`CustomerObjectList` -> `customerObjects`).
 */
function resultName(op: IROperation, settings: SampleSettings): string {
  if (op.pagination !== 'none') return 'page';
  const ref = op.responses.find((r) => r.status.startsWith('2'))?.schema?.$ref;
  const name = typeof ref === 'string' ? decodeURIComponent(ref.split('/').at(-1)!) : 'result';
  const stem = name.endsWith('List') && name.length > 'List'.length ? `${name.slice(0, -'List'.length)}s` : name;
  // A schema name need not be an identifier (`break`, `2fa`, `a.b`), nor differ from the sample's other names.
  const variable = isIdentifier(stem) ? stem[0]!.toLowerCase() + stem.slice(1) : stem;
  return uniqueIdentifiers([variable], { style: 'camel', taken: ['client', settings.client.className] }).get(variable)!;
}
