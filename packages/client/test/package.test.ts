/**
 * The published package: build (tsdown, ESM + CJS + types), `npm pack`, install the tarball (from the npm cache when it has the dependencies, else the registry) in a
 * scratch project, then type-check and run an ESM and a CJS consumer against a local HTTP server. The other
 * consumer settings (node16, bundler, strictest on Node alone) are checked for every published package in
 * tests/packages/publish.test.ts.
 */
import { execFile } from 'node:child_process';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, withTokens, type TestServer } from './helpers/server.js';
import { jsTsc } from '../../../tests/support/tsc.js';
import { consumerDir } from '../../../tests/support/packed.js';

const run = promisify(execFile);
const pkgDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(pkgDir, '../..');
// TypeScript 5.9, the compiler most consumers run (tests/support/tsc.ts).
const tsc = jsTsc;

// The consumers declare \`process\` themselves so they need no @types/node.
const ESM = `declare const process: { env: Record<string, string | undefined> };
import { CustomerMessagingClient, NotFoundError, type Conversation } from '@customer-messaging/client';
const client = new CustomerMessagingClient({ baseUrl: process.env['BASE_URL'], clientId: 'cli_1', clientSecret: 'sec_1234567' });
const page = await client.conversations.list({ per_page: 1 });
const first: Conversation | undefined = page.data[0];
console.log(JSON.stringify({ kind: 'esm', id: first?.id, notFound: typeof NotFoundError }));
`;

// The strict consumer (test/consumer/strict-consumer.ts, also checked against the sources by `npm run typecheck`)
// is compiled against the tarball with the rest, under @tsconfig/strictest.
const STRICTEST = path.join(repoRoot, 'node_modules/@tsconfig/strictest/tsconfig.json');

const CJS = `declare const process: { env: Record<string, string | undefined> };
import sdk = require('@customer-messaging/client');
const { CustomerMessagingClient, NotFoundError } = sdk;
const client = new CustomerMessagingClient({ baseUrl: process.env['BASE_URL'], clientId: 'cli_1', clientSecret: 'sec_1234567' });
client.conversations.list({ per_page: 1 }).then((page) => {
  const id: string | undefined = page.data[0]?.id;
  console.log(JSON.stringify({ kind: 'cjs', id, notFound: typeof NotFoundError }));
});
`;

let scratch: string;
let server: TestServer;

beforeAll(async () => {
  // Built by the toolchain's build, packed and installed once per run with the other published packages
  // (tests/support/packed.ts), in an empty project outside the repository; this folder links that install.
  scratch = await consumerDir('cmp-client-pack-');
  await writeFile(path.join(scratch, 'esm.mts'), ESM);
  await writeFile(path.join(scratch, 'cjs.cts'), CJS);
  await writeFile(path.join(scratch, 'strict.mts'), await readFile(path.join(pkgDir, 'test/consumer/strict-consumer.ts'), 'utf8'));
  await writeFile(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      extends: STRICTEST,
      compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', outDir: 'out', types: [], lib: ['ES2023', 'DOM'] },
    }),
  );
  server = await startServer(
    withTokens(() => ({ body: { data: [{ object: 'conversation', id: '90211' }], meta: { page: 1, per_page: 1, count: 1, total_pages: 1, has_more: false } } })),
  );
});

afterAll(async () => {
  await server?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('packed tarball', () => {
  it('holds the ESM and CJS builds with their declarations, and no sources or tests', async () => {
    const files = await readdir(path.join(scratch, 'node_modules/@customer-messaging/client/dist'));
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts']));
    const top = await readdir(path.join(scratch, 'node_modules/@customer-messaging/client'));
    expect(top).not.toContain('src');
    expect(top).not.toContain('test');
    expect(top).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'package.json']));
    expect(top).not.toContain('DEVELOPMENT.md');
  });

  it('says where it comes from: repository, homepage and keywords', async () => {
    const manifest = JSON.parse(await readFile(path.join(scratch, 'node_modules/@customer-messaging/client/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.repository).toMatchObject({ type: 'git', directory: 'packages/client' });
    expect(manifest.homepage).toMatch(/^https:\/\//);
    expect((manifest.keywords as string[]).length).toBeGreaterThan(0);
    expect(manifest.sideEffects).toBe(false);
  });

  it('type-checks an ESM, a CJS and a strict consumer under @tsconfig/strictest', async () => {
    // Compiles to out/esm.mjs and out/cjs.cjs; a type error makes tsc exit non-zero and run() reject.
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: scratch }).catch((e: { stdout: string }) => e);
    expect(result.stdout).toBe('');
  });

  it("type-checks for a Node-only consumer: no DOM library, Node's own types, every declaration checked", async () => {
    // Node's globals (`fetch`, `Response`, `RequestInit`) come from @types/node; DOM-only names such as
    // `BodyInit` would be errors here, in the package's own .d.ts files since skipLibCheck is off.
    await writeFile(
      path.join(scratch, 'tsconfig.node.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2023',
          lib: ['ES2023'],
          types: ['node'],
          typeRoots: [path.join(repoRoot, 'node_modules/@types')],
          strict: true,
          skipLibCheck: false,
          noEmit: true,
        },
        files: ['esm.mts', 'cjs.cts'],
      }),
    );
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.node.json'], { cwd: scratch }).catch((e: { stdout: string }) => e);
    expect(result.stdout).toBe('');
  });

  it('runs a call from each, against a local server', async () => {
    const env = { ...process.env, BASE_URL: server.baseUrl };
    const esm = await run(process.execPath, ['out/esm.mjs'], { cwd: scratch, env });
    const cjs = await run(process.execPath, ['out/cjs.cjs'], { cwd: scratch, env });
    expect(JSON.parse(esm.stdout)).toEqual({ kind: 'esm', id: '90211', notFound: 'function' });
    expect(JSON.parse(cjs.stdout)).toEqual({ kind: 'cjs', id: '90211', notFound: 'function' });
    expect(server.tokenRequests()).toHaveLength(2);
  });
});
