/**
 * A request -> its curl command: `curl -sS --fail-with-body` (the answer's body shown, a non-2xx status an
 * exit code), the method, the URL, the headers, the credential where the scheme puts it, the body in the
 * media type the operation takes. Written here rather than by httpsnippet's shell target so that a value
 * read from the environment can sit inside a word (`"$BASE_URL/pets"`), which httpsnippet would quote away.
 *
 * `quoting` says how a word that reads a variable is quoted: `double` (the reference: the whole word in
 * double quotes, `"Authorization: Bearer $TOKEN"`) or `split` (the console: the literal parts in single
 * quotes, each variable in double quotes, `'Authorization: Bearer '"$TOKEN"`, so nothing a reader typed is
 * expanded by the shell). A word that reads nothing is single-quoted either way.
 */
import { EnvValue } from '../ts/literal.js';
import { segments, type SampleBody, type SampleRequest, type Segment } from './request.js';
import { mediaTypeBase } from '../../openapi/primitives.js';

export type CurlQuoting = 'double' | 'split';

export function curlSample(request: SampleRequest, quoting: CurlQuoting = 'double'): string {
  const word = (parts: Segment[]) => shellWordOf(parts, quoting);
  const { credential } = request;
  const url: Segment[] = ['env' in request.base ? new EnvValue(request.base.env) : request.base.url, request.pathAndQuery];
  if (credential?.query) url.push(request.pathAndQuery.includes('?') ? '&' : '?', ...segments(credential.query));
  const method = request.method === 'get' ? '' : ` -X ${request.method.toUpperCase()}`;
  const lines = [`curl -sS --fail-with-body${method} ${word(url)}`];
  for (const { name, value } of request.headers) lines.push(`-H ${word([`${name}: ${value}`])}`);
  if (credential?.header) lines.push(`-H ${word(segments(credential.header))}`);
  if (credential?.cookie) lines.push(`--cookie ${word(segments(credential.cookie))}`);
  if (request.body) lines.push(...curlBody(request.body, word));
  return `${lines.join(' \\\n  ')}\n`;
}

/**
 * The body in its media type: `-F name=value` parts for multipart (a file part as `@name`, a local file to
 * attach), `--data-urlencode` pairs for a form, `-d` with the JSON (or text) otherwise.
 */
function curlBody(body: SampleBody, word: (parts: Segment[]) => string): string[] {
  const type = mediaTypeBase(body.contentType);
  const { value } = body;
  const form = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
  if (body.text !== undefined) return [`-H ${word([`Content-Type: ${body.contentType}`])}`, `-d ${word([body.text])}`];
  if (!form || !value || typeof value !== 'object' || Array.isArray(value)) {
    const data = typeof value === 'string' && !/json/.test(type) ? [value] : jsonSegments(value);
    return [`-H ${word([`Content-Type: ${body.contentType}`])}`, `-d ${word(data)}`];
  }
  const binaries = new Set(body.binary);
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    (Array.isArray(item) ? item : [item]).map((each) => {
      const binary = binaries.has(key);
      const text = typeof each === 'object' && each !== null ? JSON.stringify(each) : String(each);
      if (type === 'multipart/form-data') return `-F ${word([`${key}=${binary ? `@${text || key}` : text}`])}`;
      return `--data-urlencode ${word([`${key}=${text}`])}`;
    }),
  );
}

/** A JSON value as text, each value read from the environment (an `EnvValue`) a variable inside its string. */
function jsonSegments(value: unknown): Segment[] {
  const holes: string[] = [];
  const json = JSON.stringify(value, (_key, v: unknown) => (v instanceof EnvValue ? `\uE000${holes.push(v.name) - 1}\uE000` : v));
  return json
    .split(/\uE000(\d+)\uE000/)
    .map((part, i) => (i % 2 ? new EnvValue(holes[Number(part)]!) : part))
    .filter((part) => part !== '');
}

/** One shell word of literal text and variables (see `quoting` above). */
function shellWordOf(all: Segment[], quoting: CurlQuoting): string {
  const parts = all.filter((p) => p !== '');
  if (!parts.some((p) => p instanceof EnvValue)) return literal(parts.join(''));
  if (quoting === 'split') return parts.map((p) => (p instanceof EnvValue ? `"$${p.name}"` : literal(p))).join('');
  return `"${parts.map((p) => (p instanceof EnvValue ? `$${p.name}` : p.replace(/["\\$`]/g, (c) => `\\${c}`))).join('')}"`;
}

/** Literal text as one single-quoted shell word. */
function literal(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
