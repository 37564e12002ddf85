/**
 * IROperation -> its request samples, one per language, built from the same values:
 * - TypeScript: the client built with no options (it reads the environment), then
 *   `client.<sdk.resource...>.<sdk.method>(<path params in path order>, <body or query object>)`;
 * - curl: `$<prefix>BASE_URL` + the path, the credential of the spec's scheme from the environment, the body.
 * Values come from the spec: path parameters from their example (else a value of their schema), the body from the first request
 * example (with the token exchange's credential fields read from the environment instead); a
 * query object shows the required parameters, the first optional filter that has an example or enum (not
 * the page position), and the page size parameter with its default.
 */
import type { IR, IRApi, IROperation, IRParameter } from '../../ir/types.js';
import { docsConfig } from './config.js';
import { BlobValue, EnvValue, tsLiteral } from '../ts/literal.js';
import { printTs } from '../ts/print.js';
import { render } from './templates.js';
import { isIdentifier, uniqueIdentifiers } from '../../ir/names.js';
import { sampleOf } from '../../ir/examples.js';
import { credentialSettings } from '../credentials.js';
import { snippetLanguages, type SnippetLanguageKey } from './sample-languages.js';
import { snippetSamples } from './snippets.js';
import { curlStreamCommand, pythonStreamSample, typescriptStreamLines } from './stream-samples.js';

/** Per language, the sample's text; `samplesInOrder` lists them as the page's tabs show them. */
export type Samples = Record<'typescript' | 'curl' | SnippetLanguageKey, string>;

/** Every sample language in tab order: label and highlighting language (`x-codeSamples`), file extension. */
export const sampleLanguages: { key: keyof Samples; label: string; lang: string; ext: string; comment: string }[] = [
  { key: 'typescript', label: 'TypeScript', lang: 'TypeScript', ext: 'ts', comment: '//' },
  { key: 'curl', label: 'curl', lang: 'curl', ext: 'sh', comment: '#' },
  ...snippetLanguages.map(({ key, label, lang, ext, comment }) => ({ key, label, lang, ext, comment })),
];

/**
 * How the samples reach the API, from the client's names and the spec's security scheme (`ir.api`). The
 * TypeScript sample builds the client with no options: it reads `env.baseUrl` and the credentials of the
 * scheme (`reads`) itself. The curl sample reads `env.baseUrl` and sends the credential where the scheme
 * says (`credential`: a bearer token, an API key's header, query parameter or cookie). `bodyFromEnv`:
 * request-body properties whose value a sample reads from the environment instead of the spec's example, so
 * secrets never appear in a sample and the credential is the reader's own.
 */
export function sampleSettings(api: IRApi) {
  const { env, reads, credential } = credentialSettings(api);
  const token = api.tokenExchange;
  return {
    client: { packageName: api.client.packageName, className: api.client.className },
    env,
    reads,
    credential,
    bodyFromEnv: (token ? { [token.clientIdField]: env.clientId, [token.clientSecretField]: env.clientSecret } : {}) as Record<string, string>,
  };
}

/** `A, B and C`. */
const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));
type Settings = ReturnType<typeof sampleSettings>;

interface SampleValues {
  path: { param: IRParameter; value: unknown }[];
  query?: Record<string, unknown>;
  body?: unknown;
}

export function samplesFor(ir: IR, op: IROperation): Samples {
  const settings = sampleSettings(ir.api);
  const values = sampleValues(op, settings);
  const request = { pathAndQuery: pathAndQuery(op, values), ...(values.body !== undefined ? { body: values.body } : {}) };
  const snippets = snippetSamples(op, request, settings, safeId(op.id));
  return {
    typescript: typescriptSample(op, values, settings),
    curl: curlSample(op, values, settings),
    ...snippets,
    python: pythonStreamSample(op, snippets.python),
  };
}

/** An operation id as a file and class name in every language (`repos/get-content` -> `repos_get_content`). */
const safeId = (id: string) => id.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'operation';

/** The path with the example path parameters, and the query a call without a body sends. */
function pathAndQuery(op: IROperation, values: SampleValues): string {
  let path = op.path;
  for (const { param, value } of values.path) path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
  return path + (values.body === undefined && values.query ? queryString(op.parameters.query, values.query) : '');
}

function sampleValues(op: IROperation, settings: Settings): SampleValues {
  const example = op.requestBody?.examples[0]?.value;
  return {
    path: op.parameters.path.map((param) => ({ param, value: param.example ?? sampleOf(param.schema) })),
    ...(example !== undefined ? { body: withEnvValues(example, settings.bodyFromEnv) } : {}),
    ...(queryExample(op.parameters.query) ? { query: queryExample(op.parameters.query) } : {}),
  };
}

/** Top-level body properties named in `bodyFromEnv` become environment reads. */
function withEnvValues(body: unknown, bodyFromEnv: Record<string, string>): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, key in bodyFromEnv ? new EnvValue(bodyFromEnv[key]!) : value]));
}

/** The call of `op` the samples make, with the same example arguments: `client.pets.get(7)`. */
export function sampleCall(ir: IR, op: IROperation): string {
  const settings = sampleSettings(ir.api);
  return callExpression(op, sampleValues(op, settings));
}

function callExpression(op: IROperation, values: SampleValues): string {
  const args = values.path.map(({ value }) => tsLiteral(value));
  if (values.body !== undefined) args.push(tsLiteral(withBlobs(op.requestBody!, values.body)));
  else if (values.query) args.push(tsLiteral(values.query));
  return `client.${[...op.sdk.resource, op.sdk.method].join('.')}(${args.join(', ')})`;
}

function typescriptSample(op: IROperation, values: SampleValues, settings: Settings): string {
  const result = resultName(op, settings);
  return printTs([
    { kind: 'import', names: [settings.client.className], from: settings.client.packageName },
    {
      kind: 'statements',
      comment: `Reads ${listed(settings.reads)} from the environment.`,
      code: [`const client = new ${settings.client.className}();`],
    },
    { kind: 'statements', code: typescriptStreamLines(op, callExpression(op, values)) ?? [`const ${result} = await ${callExpression(op, values)};`, `console.log(${result});`] },
  ]);
}

/** A multipart body's file parts as Blobs (what the client sends as files); a binary body as one Blob. */
function withBlobs(body: NonNullable<IROperation['requestBody']>, value: unknown): unknown {
  const blob = (v: unknown) => new BlobValue(typeof v === 'string' ? v : JSON.stringify(v));
  if ((body.schema as { format?: unknown }).format === 'binary') return blob(value);
  if (mediaType(body) !== 'multipart/form-data' || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const binary = binaryProperties(body);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, !binary.has(key) ? v : Array.isArray(v) ? v.map(blob) : blob(v)]));
}

/** Properties of a body's schema that are bytes (`format: binary`, or a list of them). */
function binaryProperties(body: NonNullable<IROperation['requestBody']>): Set<string> {
  const properties = ((body.schema as { properties?: unknown }).properties ?? {}) as Record<string, { format?: string; items?: { format?: string } }>;
  return new Set(Object.keys(properties).filter((key) => properties[key]?.format === 'binary' || properties[key]?.items?.format === 'binary'));
}

const mediaType = (body: NonNullable<IROperation['requestBody']>) => body.contentType.split(';')[0]!.trim().toLowerCase();

function curlSample(op: IROperation, values: SampleValues, settings: Settings): string {
  let url = pathAndQuery(op, values);
  const { credential } = settings;
  if (!op.security.public && credential.query) url += `${url.includes('?') ? '&' : '?'}${credential.query}`;
  const method = op.method === 'get' ? '' : ` -X ${op.method.toUpperCase()}`;
  const lines = [curlStreamCommand(op, `curl -sS --fail-with-body${method} "$${settings.env.baseUrl}${url}"`)];
  if (!op.security.public && credential.header) lines.push(`-H "${credential.header}"`);
  if (!op.security.public && credential.cookie) lines.push(`-b "${credential.cookie}"`);
  if (values.body !== undefined) lines.push(...curlBody(op.requestBody!, values.body));
  return render('code-sample.sh.hbs', { command: lines.join(' \\\n  ') });
}

/**
 * The body in the media type the operation takes first: `-F name=value` parts for multipart (a file part as
 * `@name`, a local file to attach), `--data-urlencode` pairs for a form, `-d` with the JSON (or text) otherwise.
 */
function curlBody(body: NonNullable<IROperation['requestBody']>, value: unknown): string[] {
  const type = mediaType(body);
  const form = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
  if (!form || !value || typeof value !== 'object' || Array.isArray(value)) {
    return [`-H 'Content-Type: ${body.contentType}'`, `-d ${typeof value === 'string' && !/json/.test(type) ? shellWord(value) : shellJson(value)}`];
  }
  const binaries = binaryProperties(body);
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    (Array.isArray(item) ? item : [item]).map((each) => {
      const binary = binaries.has(key);
      const text = typeof each === 'object' && each !== null ? JSON.stringify(each) : String(each);
      if (type === 'multipart/form-data') return `-F ${shellWord(`${key}=${binary ? `@${text || key}` : text}`)}`;
      return `--data-urlencode ${shellWord(`${key}=${text}`)}`;
    }),
  );
}

/** One literal shell word. */
function shellWord(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
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

/**
 * A JSON body as one shell word: single-quoted when it is all literal; double-quoted, with `$NAME` for
 * the values read from the environment, when it holds any.
 */
function shellJson(body: unknown): string {
  const holes: string[] = [];
  const json = JSON.stringify(body, (_key, value: unknown) => (value instanceof EnvValue ? `\uE000${holes.push(value.name) - 1}\uE000` : value));
  if (!holes.length) return `'${json.replace(/'/g, `'\\''`)}'`;
  const escaped = json.replace(/["\\$`]/g, (c) => `\\${c}`);
  return `"${escaped.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => `$${holes[Number(i)]}`)}"`;
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
function resultName(op: IROperation, settings: Settings): string {
  if (op.pagination !== 'none') return 'page';
  const ref = op.responses.find((r) => r.status.startsWith('2'))?.schema?.$ref;
  const name = typeof ref === 'string' ? decodeURIComponent(ref.split('/').at(-1)!) : 'result';
  const stem = name.endsWith('List') && name.length > 'List'.length ? `${name.slice(0, -'List'.length)}s` : name;
  // A schema name need not be an identifier (`break`, `2fa`, `a.b`), nor differ from the sample's other names.
  const variable = isIdentifier(stem) ? stem[0]!.toLowerCase() + stem.slice(1) : stem;
  return uniqueIdentifiers([variable], { style: 'camel', taken: ['client', settings.client.className] }).get(variable)!;
}
