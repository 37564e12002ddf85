/**
 * The request model every sample is rendered from: one per operation of the reference (`fromOperation` in
 * operation.ts, built once from the spec's examples), or one per request the "Try it" console sends
 * (site/try-it-samples.ts). Each renderer (typescript.ts, curl.ts, snippets.ts) reads only this, so the
 * reference and the console write the same request alike in every language.
 *
 * Nothing here needs Node: the console's bundle for the browser holds this file and the renderers.
 */
import { EnvValue } from '../ts/literal.js';

export interface SampleRequest {
  /** The operation's id, for messages, and as a file and class name in every language (`safeId`). */
  id: string;
  safeId: string;
  /** Lower case, as in the spec (`post`). */
  method: string;
  /** Where the URL starts: read from an environment variable (the reference), or written out (the console). */
  base: { env: string } | { url: string };
  /** The path with its parameters filled in and encoded, `?query` included. */
  pathAndQuery: string;
  /** Headers sent besides the credential and the body's content type. */
  headers: { name: string; value: string }[];
  /** Where the credential goes, `$NAME` standing for the variable it is read from; none for a public operation. */
  credential?: { header?: string; query?: string; cookie?: string };
  body?: SampleBody;
  /** The client's call, for the TypeScript sample: the SDK method's path and its arguments. */
  call?: { method: string[]; args: unknown[] };
}

export interface SampleBody {
  /** As the spec writes it (`multipart/form-data; boundary=...` included). */
  contentType: string;
  /** The value to send (`EnvValue`s where it is read from the environment), or the text as typed (`text`). */
  value?: unknown;
  text?: string;
  /** Properties that are bytes (`format: binary`): a multipart body's files. */
  binary: string[];
}

/** An operation id as a file and class name in every language (`repos/get-content` -> `repos_get_content`). */
export const safeId = (id: string, fallback = 'operation') => id.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || fallback;

/** A piece of text: written as it is, or the value of an environment variable. */
export type Segment = string | EnvValue;

/** `Bearer $TOKEN` -> `['Bearer ', EnvValue(TOKEN)]`: how `credentialSettings` writes a variable. */
export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(new EnvValue(match[1]!));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The variables a request reads, in the order they appear: the base URL's, then the credential's. */
export function variablesRead(request: SampleRequest): string[] {
  const names = 'env' in request.base ? [request.base.env] : [];
  for (const line of Object.values(request.credential ?? {})) for (const s of segments(line)) if (s instanceof EnvValue) names.push(s.name);
  return [...new Set(names)];
}

/** `A, B and C`. */
export const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));
