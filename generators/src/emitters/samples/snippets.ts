/**
 * A request -> its samples in the languages of `languages.ts` that `@readme/httpsnippet` writes, from a HAR
 * request whose base URL (when it is read from the environment) and credentials are markers, then spliced
 * into each language's environment read.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import { EnvValue } from '../ts/literal.js';
import type { SnippetLanguage } from './languages.js';
import { type SampleRequest } from './request.js';
import { mediaTypeBase } from '../../openapi/primitives.js';
import { withRunLine } from './run-line.js';

const MARKER = /ENVREAD_([A-Za-z0-9_]+?)_ENVREAD/g;
const MARKER_HERE = new RegExp(MARKER.source, 'y');
const marker = (name: string) => `ENVREAD_${name}_ENVREAD`;
/** The base URL httpsnippet sees: a reserved host (RFC 2606) that the splice replaces with `<prefix>BASE_URL`. */
const BASE = 'http://envread-base.invalid';
/** `$NAME` in the credential lines of `credentialSettings` (`Authorization: Bearer $ACME_ACCESS_TOKEN`) -> markers. */
const withMarkers = (text: string): string => text.replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => marker(name));

/**
 * The request in each of `languages`: a value to read from the environment is a marker in the HAR request
 * (see `withMarkers`), and its URL starts with `http://envread-base.invalid` when the base URL is read from
 * a variable.
 */
export function snippetSamples(request: SampleRequest, languages: SnippetLanguage<string>[]): Record<string, string> {
  const snippet = new HTTPSnippet(harOf(request), { harIsAlreadyEncoded: true });
  const baseUrlEnv = 'env' in request.base ? request.base.env : undefined;
  return Object.fromEntries(
    languages.map((language) => {
      const [raw] = snippet.convert(language.target, language.client, language.options as never);
      if (typeof raw !== 'string') throw new Error(`${request.id}: @readme/httpsnippet wrote no ${language.label} sample`);
      const base = baseUrlEnv ? raw.split(BASE).join(marker(baseUrlEnv)) : raw;
      const reads = [...new Set([...base.matchAll(MARKER)].map((m) => m[1]!))];
      let code = spliceEnv(base, language, request.id);
      code = language.finish ? language.finish(code, request.safeId) : code;
      return [language.key, `${withRunLine(code, language, reads, request.safeId)}\n`];
    }),
  );
}

/**
 * The HAR request (`postData` is optional in HAR and in httpsnippet's reading of it, though its type
 * requires one): the headers, the credential where the scheme puts it (its `$NAME` as markers), the body.
 */
function harOf(request: SampleRequest): HarRequest {
  let url = `${'env' in request.base ? BASE : request.base.url}${request.pathAndQuery}`;
  const headers: HarRequest['headers'] = request.headers.map(({ name, value }) => ({ name, value }));
  const cookies: HarRequest['cookies'] = [];
  const { credential, body } = request;
  if (credential?.header) {
    const [name, ...value] = credential.header.split(':');
    headers.push({ name: name!.trim(), value: withMarkers(value.join(':').trim()) });
  }
  if (credential?.query) url += `${url.includes('?') ? '&' : '?'}${withMarkers(credential.query)}`;
  if (credential?.cookie) {
    const [name, ...value] = credential.cookie.split('=');
    cookies.push({ name: name!, value: withMarkers(value.join('=')) });
  }
  const har: Omit<HarRequest, 'postData'> & { postData?: HarRequest['postData'] } = {
    method: request.method.toUpperCase(),
    url,
    httpVersion: 'HTTP/1.1',
    headers,
    cookies,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
  };
  if (body) {
    const type = body.contentType;
    const media = mediaTypeBase(type);
    headers.push({ name: 'Content-Type', value: type });
    const value = body.value;
    if (body.text !== undefined) har.postData = { mimeType: type, text: body.text };
    else if ((media === 'application/x-www-form-urlencoded' || media === 'multipart/form-data') && value && typeof value === 'object' && !Array.isArray(value)) {
      const params = Object.entries(value as Record<string, unknown>).flatMap(([name, each]) => (Array.isArray(each) ? each : [each]).map((one) => ({ name, value: text(one) })));
      har.postData = { mimeType: type, params };
    } else {
      har.postData = { mimeType: type, text: typeof value === 'string' && !/json/.test(media) ? value : text(value) };
    }
  }
  return har as HarRequest;
}

/** A value as the request sends it; a value read from the environment as its marker. */
function text(value: unknown): string {
  if (value instanceof EnvValue) return marker(value.name);
  if (typeof value === 'string') return value;
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof EnvValue ? marker(v.name) : v));
}

/**
 * Each marker, inside its string literal, becomes the language's environment read joined to what is left
 * of the literal: `"Bearer ENVREAD_T_ENVREAD"` -> `"Bearer " + os.Getenv("T")`, `'ENVREAD_T_ENVREAD'` ->
 * `process.env.T`. The literal is found by reading the line from its start ('...' and "..." with backslash
 * escapes: what every target here writes); a marker outside a literal is a fault of this table, not the spec.
 */
function spliceEnv(code: string, language: SnippetLanguage<string>, opId: string): string {
  // A line without a marker reads out as it is (the walk below copies every character of it in order).
  if (!code.includes('ENVREAD_')) return code;
  return code
    .split('\n')
    .map((line) => {
      if (!line.includes('ENVREAD_')) return line;
      let out = '';
      let quote: string | undefined;
      let opened = -1;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        MARKER_HERE.lastIndex = i;
        const found = c === 'E' ? MARKER_HERE.exec(line) : null;
        if (found) {
          const read = language.env(found[1]!);
          const end = i + found[0].length;
          if (!quote && language.bareEnv) {
            out += read;
            i = end - 1;
            continue;
          }
          if (!quote) throw new Error(`${opId}: the ${language.label} sample has a value to read from the environment outside a string literal: ${line.trim()}`);
          const atStart = out.length === opened + 1;
          const atEnd = line[end] === quote;
          out = atStart ? out.slice(0, opened) : `${out}${quote}${language.concat}`;
          out += read;
          if (atEnd) {
            quote = undefined;
            i = end;
          } else {
            out += `${language.concat}${quote}`;
            opened = out.length - 1;
            i = end - 1;
          }
          continue;
        }
        out += c;
        if (quote) {
          if (c === '\\') out += line[++i] ?? '';
          else if (c === quote) quote = undefined;
        } else if (c === '"' || c === "'") {
          quote = c;
          opened = out.length - 1;
        }
      }
      return out;
    })
    .join('\n');
}
