/**
 * Tree-shaking: a consumer that constructs `CustomerMessagingCore` and one resource bundles that resource's
 * operations only, not the operation table, the other resources, openapi-fetch's client or the token
 * exchange. `npm run bench:client` prints the sizes; the one-resource bundle's budget (2.5x a bare
 * openapi-fetch consumer, min+gz) is held here, as esbuild and gzip give the same bytes on every machine.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/index.js';

const root = path.resolve(import.meta.dirname, '../../..');
const entryPoint = path.join(root, 'packages/client/src/index.ts');

async function bundle(source: string, minify = false): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    nodePaths: [path.join(root, 'node_modules')],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('consumer bundles', () => {
  it('one resource carries its own operations and no other', async () => {
    const code = await bundle(
      `import { CustomerMessagingCore, ConversationsResource } from ${JSON.stringify(entryPoint)};\n` +
        `console.log(await new ConversationsResource(new CustomerMessagingCore()).list());\n`,
    );
    const others = Object.values(operations).filter((op) => !op.path.startsWith('/conversations'));
    expect(others.length).toBeGreaterThan(0);
    expect(code).toContain(`"${operations.listConversations.id}"`);
    for (const op of others) expect(code, `${op.id} should be dropped`).not.toContain(`"${op.id}"`);
    expect(code).not.toContain('class MessagesResource');
    // openapi-fetch's client (middleware, path-based client) stays out; only its URL serialisers come in.
    expect(code).not.toContain('wrapAsPathBasedClient');
    // The encoder of non-JSON bodies comes only with operations that take one.
    expect(code).not.toContain('multipart/form-data');
    // The client-credentials exchange (its operation, cache, answer checks and refusal back-off) comes only when passed.
    expect(code).not.toContain('unusable_token_answer');
    expect(code).not.toMatch(/\bTokenManager\b/);
  });

  it('the core with tokenExchange: clientCredentials carries the exchange', async () => {
    const code = await bundle(
      `import { CustomerMessagingCore, ConversationsResource, clientCredentials } from ${JSON.stringify(entryPoint)};\n` +
        `console.log(await new ConversationsResource(new CustomerMessagingCore({ tokenExchange: clientCredentials })).list());\n`,
    );
    expect(code).toContain('unusable_token_answer');
    expect(code).toMatch(/\bvar TokenManager = class\b/);
    expect(code).toContain(`"${operations.createAccessToken.id}"`);
  });

  // The budget was 2.5x (6,620 B); typed error narrowing, the extra-body option and API-key credentials took
  // the one-resource bundle to about 7,000 B (2.64x). The transport's exchange split into named steps, and the
  // hooks of streamed answers (the reader itself is left out: only streaming operations import it), took it to
  // about 7,550 B (2.84x). The budget pins that size so it cannot grow unseen.
  it('one resource stays within 2.85x a bare openapi-fetch consumer, min+gz', async () => {
    const gz = async (source: string) => gzipSync(await bundle(source, true), { level: 9 }).byteLength;
    const bare = await gz(
      `import createClient from 'openapi-fetch';\nconst c = createClient({ baseUrl: process.env.BASE_URL });\nconsole.log(await c.GET('/conversations', { params: { query: { per_page: 10 } } }));\n`,
    );
    const ours = await gz(
      `import { CustomerMessagingCore, ConversationsResource } from ${JSON.stringify(entryPoint)};\n` +
        `console.log(await new ConversationsResource(new CustomerMessagingCore()).list({ per_page: 10 }));\n`,
    );
    expect(bare).toBeGreaterThan(1_000);
    expect(ours / bare, `${ours} B against openapi-fetch's ${bare} B`).toBeLessThanOrEqual(2.85);
  });

  it('the whole client carries every operation (it offers them all, and client.raw)', async () => {
    const code = await bundle(`import { CustomerMessagingClient } from ${JSON.stringify(entryPoint)};\nconsole.log(await new CustomerMessagingClient().conversations.list());\n`);
    for (const op of Object.values(operations)) expect(code).toContain(`"${op.id}"`);
    expect(code).toContain('unusable_token_answer');
  });
});
