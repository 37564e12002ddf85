/**
 * What `npm run mock` prints once it listens: the API it mocks, the variables to paste, a first call and
 * how to ask for a documented error, all from the generated table of the spec it serves (its title, its
 * security scheme, its first operation, its error examples), so a mock of any API reads as that API's.
 */
import type { MockApi, MockOperation } from './operation.js';

export interface BannerInput {
  url: string;
  /** How answers are made (static examples, or dynamic). */
  answers: string;
  api: MockApi;
  operations: readonly MockOperation[];
}

export function banner({ url, answers, api, operations }: BannerInput): string {
  const baseUrl = api.baseUrlVariable ?? 'API_BASE_URL';
  const { credential } = api;
  const exports = [`export ${baseUrl}=${url}`, ...(credential ? [`export ${credential.variable}=mock`] : [])];
  const notes = [api.basePath ? `Prism serves the paths at the bare origin, without ${api.basePath}` : '', credential ? 'any credential is accepted' : ''].filter(Boolean);
  const lines = [`Mock of ${api.title || 'the API'}: ${url}  (${answers})`, '', `Paste into your shell${notes.length ? ` (${notes.join('; ')})` : ''}:`, '', ...exports];
  // A first call: the first GET the mock answers as documented without a body, else the first operation.
  const first = operations.find((op) => op.method === 'GET' && op.successStatus < 300) ?? operations[0];
  if (first) lines.push('', curl(first, baseUrl, api));
  const error = operations.flatMap((op) => op.errorExamples.map((e) => ({ op, e })))[0];
  if (error) {
    lines.push(
      '',
      `A documented error answer: add -H 'Prefer: ${error.e.prefer}' (to ${error.op.method} ${error.op.path}). The example is named by`,
      'its key or by its summary as the reference page shows it; an unknown name answers with the list.',
    );
  }
  lines.push(`${api.requestIdHeader ? `Your ${headerCase(api.requestIdHeader)} is echoed. ` : ''}Ctrl+C stops it.`);
  return lines.join('\n');
}

function curl(op: MockOperation, baseUrl: string, api: MockApi): string {
  const credential = op.authenticated ? api.credential : undefined;
  const query = credential?.query ? `${op.requestPath.includes('?') ? '&' : '?'}${credential.query}` : '';
  const method = op.method === 'GET' ? '' : ` -X ${op.method}`;
  const body = op.body === undefined ? '' : ` -H 'Content-Type: application/json' -d '${JSON.stringify(op.body).replace(/'/g, `'\\''`)}'`;
  const header = credential?.header ? ` -H "${credential.header}"` : '';
  const cookie = credential?.cookie ? ` -b "${credential.cookie}"` : '';
  return `curl -s${method} "$${baseUrl}${op.requestPath}${query}"${header}${cookie}${body}`;
}

/** `x-correlation-id` -> `X-Correlation-Id`, as a reader writes the header. */
function headerCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => `${dash}${c.toUpperCase()}`);
}
