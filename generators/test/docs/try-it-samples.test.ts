/**
 * The "Try it" console's code (site/try-it-samples.ts): the request the console sends, in each language,
 * names the server the console sent to and reads the credential from the environment (never the token),
 * wherever the API's security scheme puts it; TypeScript is the SDK's call with the console's values. And
 * the browser bundle the site ships works with no Node built-in (as in a page): run in a bare V8 context,
 * it writes exactly what the module writes in Node.
 */
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { tryItSamplesScript } from '../../src/emitters/docs/site/bundle.js';
import { referenceRoutes, tryItData } from '../../src/emitters/docs/site/reference.js';
import { languages, render, type ConsoleRequest } from '../../src/emitters/docs/site/try-it-samples.js';
import { loadIR } from '../../src/load/index.js';
import { fixturesDir } from '../fixtures/config.js';

const bearer: ConsoleRequest = {
  id: 'conversations/send-message',
  sdk: 'messages.send',
  method: 'post',
  baseUrl: 'http://127.0.0.1:4321/v1',
  url: 'http://127.0.0.1:4321/v1/conversations/c%2F1/messages?notify=true',
  headers: [{ name: 'accept', value: 'application/json' }],
  body: { contentType: 'application/json', text: '{"text":"It\'s \\"here\\""}' },
  credential: { header: 'Authorization: Bearer $API_TOKEN' },
  args: ['c/1', { text: 'It\'s "here"' }],
};

/** How each language reads a variable, as the reference's samples do. */
const reads: Record<string, (name: string) => string> = {
  curl: (n) => `"$${n}"`,
  javascript: (n) => `process.env.${n}`,
  python: (n) => `os.environ["${n}"]`,
  go: (n) => `os.Getenv("${n}")`,
  java: (n) => `System.getenv("${n}")`,
  csharp: (n) => `Environment.GetEnvironmentVariable("${n}")`,
  php: (n) => `getenv('${n}')`,
  ruby: (n) => `ENV.fetch("${n}")`,
};

describe('the console’s request in code', () => {
  it('offers every language of the reference, TypeScript first', () => {
    expect(languages.map((l) => l.key)).toEqual(['typescript', 'curl', 'javascript', 'python', 'go', 'java', 'csharp', 'php', 'ruby']);
  });

  it.each(Object.keys(reads))('%s: the server written out, the token read from the environment, the body as typed', (key) => {
    const code = render(bearer, key);
    expect(code).toContain('127.0.0.1:4321/v1/conversations/c%2F1/messages');
    expect(code).toContain(reads[key]!('API_TOKEN'));
    expect(code).not.toMatch(/ENVREAD|\$API_TOKEN(?!")/);
    expect(code).toMatch(/It(\\u0027|'\\''|'|\\')s/);
    // The reader's remaining work is the first line (after PHP's opening tag).
    expect(code.replace(/^<\?php\n/, '').split('\n')[0]).toMatch(/^(#|\/\/) .*set API_TOKEN/);
  });

  it('puts an API key where the scheme says: a header, the query, a cookie', () => {
    const header = render({ ...bearer, credential: { header: 'X-Api-Key: $KEY' } }, 'python');
    expect(header).toMatch(/"X-Api-Key": os\.environ\["KEY"\]/);
    const query = render({ ...bearer, credential: { query: 'api_key=$KEY' } }, 'javascript');
    expect(query).toContain("notify=true&api_key=' + process.env.KEY");
    const cookie = render({ ...bearer, credential: { cookie: 'session=$KEY' } }, 'curl');
    expect(cookie).toMatch(/--cookie (session="\$KEY"|'session='"\$KEY")/);
  });

  it('writes a public operation with no credential and no variable to set', () => {
    const { credential: _none, ...open } = bearer;
    for (const key of Object.keys(reads)) {
      const code = render(open, key);
      expect(code).not.toMatch(/Authorization|API_TOKEN/i);
      expect(code.replace(/^<\?php\n/, '').split('\n')[0]).not.toContain('set ');
    }
  });

  it('writes TypeScript as the SDK’s call with the console’s values, and says what the call leaves out', () => {
    const code = render({ ...bearer, leftOut: ['X-Request-Id'] }, 'typescript', { packageName: '@acme/sdk', className: 'AcmeClient' });
    expect(code).toContain("import { AcmeClient } from '@acme/sdk';");
    expect(code).toContain('new AcmeClient({ baseUrl: "http://127.0.0.1:4321/v1" })');
    expect(code).toContain('await client.messages.send("c/1", {\n  "text": "It\'s \\"here\\""\n})');
    expect(code).toContain('set API_TOKEN');
    expect(code).toContain('X-Request-Id header');
    expect(code).not.toContain('Bearer');
    // No SDK to call (another spec's site with no client): JavaScript's fetch, which TypeScript runs too.
    expect(render(bearer, 'typescript')).toBe(render(bearer, 'javascript'));
  });

  it('names the languages it writes when asked for another', () => {
    expect(() => render(bearer, 'cobol')).toThrow(/no sample language "cobol".*typescript, curl, javascript/);
  });

  it('ships as a browser bundle that needs no Node built-in and writes what the module writes', async () => {
    const script = await tryItSamplesScript();
    // A page's globals only: no require, process, Buffer or module.
    const page = vm.createContext({ URL, URLSearchParams, TextEncoder, TextDecoder, console });
    vm.runInContext(`${script}\nthis.tryItSamples = tryItSamples;`, page);
    const bundled = page.tryItSamples as { render: typeof render; languages: typeof languages };
    expect(bundled.languages.map((l) => l.key)).toEqual(languages.map((l) => l.key));
    for (const { key } of languages) expect(bundled.render(bearer, key, { packageName: 'p', className: 'C' })).toBe(render(bearer, key, { packageName: 'p', className: 'C' }));
  });

  it('takes another API’s scheme, names and SDK from its spec: the Petstore’s API key header', async () => {
    const { ir } = await loadIR(path.join(fixturesDir, 'petstore/openapi.yaml'));
    const data = tryItData(ir, referenceRoutes(undefined), undefined, '') as {
      credential: ConsoleRequest['credential'];
      client: { packageName: string; className: string };
      languages: { key: string }[];
      operations: { id: string; sdk: string; method: string; path: string; public: boolean }[];
    };
    expect(data.credential).toEqual({ header: `X-API-Key: $${ir.api.client.envPrefix}API_KEY` });
    expect(data.client).toEqual({ packageName: ir.api.client.packageName, className: ir.api.client.className });
    expect(data.languages.map((l) => l.key)).toEqual(languages.map((l) => l.key));
    expect(data.operations.length).toBe(ir.operations.length);
    const op = data.operations.find((o) => !o.public && o.method === 'get')!;
    expect(op.sdk).toMatch(/^\w+(\.\w+)+$/);
    const request: ConsoleRequest = {
      id: op.id,
      sdk: op.sdk,
      method: op.method,
      baseUrl: 'http://127.0.0.1:9/v1',
      url: `http://127.0.0.1:9/v1${op.path.replace(/\{[^}]+\}/g, '7')}`,
      headers: [],
      credential: data.credential,
      args: [],
    };
    expect(render(request, 'python')).toContain(`"X-API-Key": os.environ["${ir.api.client.envPrefix}API_KEY"]`);
    expect(render(request, 'typescript', data.client)).toContain(`await client.${op.sdk}()`);
  });
});
