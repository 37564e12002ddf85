/**
 * The "Try it" console's code: the request the console sends, in the language the reader picked. Bundled
 * for the browser by esbuild (`bundleTryItSamples`, into the site's `assets/try-it-samples.js`, global
 * `tryItSamples`, loaded when the console first opens), and written by the samples' renderers, so the
 * console and the reference read alike.
 *
 * What differs from a reference sample: the server is the one the console sent to, written out; the
 * parameters and body are the reader's. The credential is never written out: the sample reads it from the
 * environment variable the reference's samples name (the token typed into the console stays in its field).
 * The request becomes the samples' request model (../../samples/request.ts) and goes through the reference's
 * renderers: TypeScript is the SDK's call, curl the reference's command, the others `@readme/httpsnippet`.
 */
import { curlSample } from '../../samples/curl.js';
import { curlFacts, sampleLanguages, snippetLanguages, typescriptFacts } from '../../samples/languages.js';
import { safeId, variablesRead, type SampleRequest } from '../../samples/request.js';
import { withRunLine } from '../../samples/run-line.js';
import { snippetSamples } from '../../samples/snippets.js';
import { typescriptSample } from '../../samples/typescript.js';

/** The console's request, as try-it.js builds it (no credential in it: see `credential`). */
export interface ConsoleRequest {
  /** The operation's id and its SDK method path (`pets.list`). */
  id: string;
  sdk?: string;
  method: string;
  /** The full URL the console sends to, with the query, and the server's base URL it starts with. */
  url: string;
  baseUrl: string;
  headers: { name: string; value: string }[];
  body?: { contentType: string; text: string };
  /** Where the credential goes, with `$NAME` for the variable it is read from; none for a public operation. */
  credential?: { header?: string; query?: string; cookie?: string };
  /** For the SDK's call: the path parameters in order, then the body (or the query) as a value. */
  args?: unknown[];
  /** Header parameters sent that the SDK's call does not take. */
  leftOut?: string[];
}

export interface ConsoleClient {
  packageName: string;
  className: string;
}

/** Every language the console writes, by the site's language key, in the reference's tab order. */
// The console writes the request it sends; it has no writer of the Python SDK's call.
export const languages: { key: string; label: string }[] = sampleLanguages.filter(({ key }) => key !== 'pythonSdk').map(({ key, label }) => ({ key, label }));

/** The console's request in the language `key` (`typescript`, `curl`, or a key of `snippetLanguages`). */
export function render(request: ConsoleRequest, key: string, client?: ConsoleClient): string {
  const model = sampleRequest(request);
  if (key === 'typescript') return client && request.sdk ? typescript(request, model, client) : render(request, 'javascript');
  // The literal parts of a word in single quotes: nothing the reader typed is expanded by the shell.
  if (key === 'curl') return withRunLine(curlSample(model, 'split'), curlFacts, variablesRead(model), model.safeId);
  const language = snippetLanguages.find((l) => l.key === key);
  if (!language) throw new Error(`no sample language "${key}"; the console writes ${languages.map((l) => l.key).join(', ')}`);
  return snippetSamples(model, [language])[language.key]!;
}

/** The console's request as the samples' request model: the server written out, the body as typed. */
function sampleRequest(request: ConsoleRequest): SampleRequest {
  return {
    id: request.id,
    safeId: safeId(request.id, 'request'),
    method: request.method,
    base: { url: request.url },
    pathAndQuery: '',
    headers: request.headers.map(({ name, value }) => ({ name, value })),
    ...(request.credential ? { credential: request.credential } : {}),
    ...(request.body ? { body: { contentType: request.body.contentType, text: request.body.text, binary: [] } } : {}),
  };
}

/** The SDK's call with the console's values (as the JSON the reader typed); the server written out, the credential read by the client. */
function typescript(request: ConsoleRequest, model: SampleRequest, client: ConsoleClient): string {
  // The server is written out: the variables read are the credential's.
  const reads = variablesRead(model);
  const leftOut = request.leftOut ?? [];
  const code = typescriptSample({
    client,
    reads,
    options: `{ baseUrl: ${JSON.stringify(request.baseUrl)} }`,
    method: request.sdk!.split('.'),
    args: (request.args ?? []).map((value) => JSON.stringify(value, null, 2)),
    result: 'result',
    ...(leftOut.length ? { note: `Sent by the console, not by this call: the ${leftOut.join(', ')} header${leftOut.length > 1 ? 's' : ''}.` } : {}),
  });
  return withRunLine(code, typescriptFacts(client.packageName), reads, model.safeId);
}
