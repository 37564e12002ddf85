/**
 * One operation's example request -> its samples in the languages of `sample-languages.ts`, written by
 * `@readme/httpsnippet` from a HAR request (the same values as the curl sample: path parameters from their
 * examples, the query, the first request example as the body) whose base URL and credentials are markers,
 * then spliced into each language's environment read.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import type { IROperation } from '../../ir/types.js';
import { EnvValue } from '../ts/literal.js';
import { snippetLanguages, type SnippetLanguage, type SnippetLanguageKey } from './sample-languages.js';

/** What the samples read from the environment and send where; see `sampleSettings` in samples.ts. */
export interface SnippetSettings {
  env: { baseUrl: string };
  credential: { header?: string; query?: string; cookie?: string };
}

export interface SnippetRequest {
  /** The path with its parameters filled in and encoded, `?query` included. */
  pathAndQuery: string;
  body?: unknown;
}

const MARKER = /ENVREAD_([A-Za-z0-9_]+?)_ENVREAD/g;
const MARKER_HERE = new RegExp(MARKER.source, 'y');
const marker = (name: string) => `ENVREAD_${name}_ENVREAD`;
/** The base URL httpsnippet sees: a reserved host (RFC 2606) that the splice replaces with `<prefix>BASE_URL`. */
const BASE = 'http://envread-base.invalid';
/** `$NAME` in the credential lines of `credentialSettings` (`Authorization: Bearer $ACME_ACCESS_TOKEN`) -> markers. */
const withMarkers = (text: string): string => text.replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => marker(name));

export function snippetSamples(op: IROperation, request: SnippetRequest, settings: SnippetSettings, safeId: string): Record<SnippetLanguageKey, string> {
  return harSamples(harRequest(op, request, settings), snippetLanguages, { id: op.id, safeId, baseUrlEnv: settings.env.baseUrl }) as Record<SnippetLanguageKey, string>;
}

/**
 * One HAR request in each of `languages`: a value to read from the environment is a marker in it (see
 * `withMarkers`), and its URL starts with `http://envread-base.invalid` where the base URL is read from
 * `baseUrlEnv` (or holds its own base URL, as the "Try it" console's request does).
 */
export function harSamples(
  har: HarRequest,
  languages: SnippetLanguage<string>[],
  { id, safeId, baseUrlEnv }: { id: string; safeId: string; baseUrlEnv?: string },
): Record<string, string> {
  const snippet = new HTTPSnippet(har, { harIsAlreadyEncoded: true });
  return Object.fromEntries(
    languages.map((language) => {
      const [raw] = snippet.convert(language.target, language.client, language.options as never);
      if (typeof raw !== 'string') throw new Error(`${id}: @readme/httpsnippet wrote no ${language.label} sample`);
      const base = baseUrlEnv ? raw.split(BASE).join(marker(baseUrlEnv)) : raw;
      const reads = [...new Set([...base.matchAll(MARKER)].map((m) => m[1]!))];
      let code = spliceEnv(base, language, id);
      code = language.finish ? language.finish(code, safeId) : code;
      return [language.key, `${withComment(code, language, reads, safeId)}\n`];
    }),
  );
}

function harRequest(op: IROperation, request: SnippetRequest, settings: SnippetSettings): HarRequest {
  const har = harOf(op.method, `${BASE}${request.pathAndQuery}`, [], op.security.public ? undefined : settings.credential);
  const headers = har.headers;
  if (request.body !== undefined && op.requestBody) {
    const type = op.requestBody.contentType;
    const media = type.split(';')[0]!.trim().toLowerCase();
    headers.push({ name: 'Content-Type', value: type });
    const body = request.body;
    if ((media === 'application/x-www-form-urlencoded' || media === 'multipart/form-data') && body && typeof body === 'object' && !Array.isArray(body)) {
      const params = Object.entries(body as Record<string, unknown>).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((each) => ({ name, value: text(each) })),
      );
      har.postData = { mimeType: type, params };
    } else {
      har.postData = { mimeType: type, text: typeof body === 'string' && !/json/.test(media) ? body : text(body) };
    }
  }
  return har as HarRequest;
}

/**
 * A HAR request (no body yet: `postData` is optional in HAR and in httpsnippet's reading of it, though its
 * type requires one) with the credential where the scheme puts it, its `$NAME` as markers.
 */
export function harOf(
  method: string,
  url: string,
  headers: HarRequest['headers'],
  credential: SnippetSettings['credential'] | undefined,
): Omit<HarRequest, 'postData'> & { postData?: HarRequest['postData'] } {
  const cookies: HarRequest['cookies'] = [];
  if (credential?.header) {
    const [name, ...value] = credential.header.split(':');
    headers.push({ name: name!.trim(), value: withMarkers(value.join(':').trim()) });
  }
  if (credential?.query) url += `${url.includes('?') ? '&' : '?'}${withMarkers(credential.query)}`;
  if (credential?.cookie) {
    const [name, ...value] = credential.cookie.split('=');
    cookies.push({ name: name!, value: withMarkers(value.join('=')) });
  }
  return { method: method.toUpperCase(), url, httpVersion: 'HTTP/1.1', headers, cookies, queryString: [], headersSize: -1, bodySize: -1 };
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
  return code
    .split('\n')
    .map((line) => {
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

/** The reader's remaining work, one comment line at the top (after PHP's `<?php`, which must come first). */
function withComment(code: string, language: SnippetLanguage<string>, reads: string[], safeId: string): string {
  const file = language.fileName(safeId);
  const variables = reads.length ? `set ${reads.length > 1 ? `${reads.slice(0, -1).join(', ')} and ${reads.at(-1)}` : reads[0]}, ` : '';
  const saveAs = language.run(file).includes(file) ? `save as ${file}, ` : '';
  const line = `${language.comment} ${language.needs}; ${variables}${saveAs}run: ${language.run(file)}`;
  if (code.startsWith('<?php\n')) return `<?php\n${line}\n${code.slice('<?php\n'.length)}`;
  return `${line}\n${code}`;
}
