/**
 * The "Try it" console's code: the request the console sends, in the language the reader picked. Bundled
 * for the browser by esbuild (`bundleTryItSamples`, into the site's `assets/try-it-samples.js`, global
 * `tryItSamples`, loaded when the console first opens), and written by the same snippet library and
 * environment splice as the reference's samples (`snippets.ts`), so the two read alike.
 *
 * What differs from a reference sample: the server is the one the console sent to, written out; the
 * parameters and body are the reader's. The credential is never written out: the sample reads it from the
 * environment variable the reference's samples name (the token typed into the console stays in its field).
 * TypeScript is the SDK's call (as in the reference), built here from the operation's method name; the
 * other languages come from `@readme/httpsnippet`.
 */
import type { HarRequest } from '@readme/httpsnippet';
import { snippetLanguages, type SnippetLanguage } from '../sample-languages.js';
import { harOf, harSamples } from '../snippets.js';

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

/** curl through httpsnippet's shell target: `'...'"$NAME"'...'` is how a single-quoted word reads a variable. */
const curl: SnippetLanguage<'curl'> = {
  key: 'curl',
  label: 'curl',
  lang: 'curl',
  ext: 'sh',
  target: 'shell',
  client: 'curl',
  comment: '#',
  concat: '',
  bareEnv: true,
  env: (name) => `"$${name}"`,
  fileName: (id) => `${id}.sh`,
  needs: 'curl',
  run: (file) => `sh ${file}`,
};

/** Every language the console writes, by the site's language key, in the reference's tab order. */
export const languages: { key: string; label: string }[] = [
  { key: 'typescript', label: 'TypeScript' },
  { key: 'curl', label: 'curl' },
  ...snippetLanguages.map(({ key, label }) => ({ key, label })),
];

const safeId = (id: string) => id.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'request';

/** The console's request in the language `key` (`typescript`, `curl`, or a key of `snippetLanguages`). */
export function render(request: ConsoleRequest, key: string, client?: ConsoleClient): string {
  if (key === 'typescript') return typescript(request, client);
  const language = key === 'curl' ? curl : snippetLanguages.find((l) => l.key === key);
  if (!language) throw new Error(`no sample language "${key}"; the console writes ${languages.map((l) => l.key).join(', ')}`);
  return harSamples(har(request), [language], { id: request.id, safeId: safeId(request.id) })[language.key]!;
}

function har(request: ConsoleRequest): HarRequest {
  const out = harOf(
    request.method,
    request.url,
    request.headers.map(({ name, value }) => ({ name, value })),
    request.credential,
  );
  if (request.body) {
    out.headers.push({ name: 'Content-Type', value: request.body.contentType });
    out.postData = { mimeType: request.body.contentType, text: request.body.text };
  }
  return out as HarRequest;
}

/** The SDK's call with the console's values; the server written out, the credential read by the client. */
function typescript(request: ConsoleRequest, client: ConsoleClient | undefined): string {
  if (!client || !request.sdk) return render(request, 'javascript');
  const variables = [...(request.credential ? Object.values(request.credential) : [])].flatMap((line) => [...line.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!));
  const args = (request.args ?? []).map((value) => JSON.stringify(value, null, 2)).join(', ');
  const file = `${safeId(request.id)}.ts`;
  return [
    `// npm install ${client.packageName}${variables.length ? `; set ${[...new Set(variables)].join(' and ')}` : ''}; save as ${file}, run: npx tsx ${file}`,
    `import { ${client.className} } from '${client.packageName}';`,
    '',
    ...(variables.length ? [`// Reads ${[...new Set(variables)].join(' and ')} from the environment.`] : []),
    `const client = new ${client.className}({ baseUrl: ${JSON.stringify(request.baseUrl)} });`,
    ...(request.leftOut?.length ? [`// Sent by the console, not by this call: the ${request.leftOut.join(', ')} header${request.leftOut.length > 1 ? 's' : ''}.`] : []),
    `const result = await client.${request.sdk}(${args});`,
    'console.log(result);',
    '',
  ].join('\n');
}
