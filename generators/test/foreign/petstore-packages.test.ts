/**
 * `generate --spec petstore.yaml --out DIR` writes complete packages, as a new user with another API gets
 * them: DIR is a workspace (the generated client and server, copies of the runtimes they bundle) where
 * `npm install && npm run build` works; the client packed with `npm pack` installs into an EMPTY project
 * (no workspace, no repository above it) and calls the API from plain Node, ESM and CJS, against a
 * loopback server started here. The packages pass publint and arethetypeswrong; both installs print no
 * warning on the Node the packages' engines claim (no EBADENGINE); the tarball's manifest names only files it
 * holds; error classes keep their names. Everything runs outside the repository (the temp folder), so
 * nothing resolves through the repository's node_modules.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCommand } from '../../src/generate.js';
import { credentialSettings } from '../../src/emitters/credentials.js';
import { samplesFor, snippetLanguages } from '../../src/emitters/samples/index.js';
import { loadIR } from '../../src/load/index.js';
import { startRecordingProxy } from '../../../tests/docs/recording-proxy.js';
import { prepareLanguage } from '../../../tests/docs/sample-runners.js';
import { fixturesDir } from '../fixtures/config.js';
import { typeProblems } from '../../../tests/support/attw.js';
import { packagingProblems } from '../../../tests/support/publint.js';
import { nativeTscArgs } from '../../../tests/support/tsc.js';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
const npmFlags = ['--prefer-offline', '--no-audit', '--no-fund'];
const scratch = mkdtempSync(path.join(tmpdir(), 'cmp-petstore-packages-'));
const out = path.join(scratch, 'out');
const consumer = path.join(scratch, 'consumer');
let server: Server | undefined;
let baseUrl = '';
const seen: { url: string; key: string | undefined }[] = [];
/** What `npm install` printed on its standard error, in the workspace and in the empty project. */
const installWarnings: string[] = [];
/** What `npm run build` of the workspace printed (every package built by tsdown). */
let buildOutput = '';

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  rmSync(scratch, { recursive: true, force: true });
});

/** The loopback API, with the key `k-123`: every operation of the spec (`/v2/pets`, its pets 1 and 7, `/v2/store/inventory`), else the spec's Error. */
function answer(req: IncomingMessage): { status: number; body: unknown } {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const key = req.headers['x-api-key'] as string | undefined;
  seen.push({ url: `${url.pathname}${url.search}`, key });
  if (key !== 'k-123') return { status: 401, body: { code: 401, message: 'bad key' } };
  if (url.pathname === '/v2/pets' && req.method === 'POST') return { status: 201, body: { id: 2, name: 'Kitty' } };
  if (url.pathname === '/v2/pets') return { status: 200, body: [{ id: 1, name: 'Rex', tag: url.searchParams.get('tag') ?? 'none' }] };
  if (url.pathname === '/v2/store/inventory') return { status: 200, body: { available: 2 } };
  const one = /^\/v2\/pets\/(\d+)$/.exec(url.pathname);
  if (one && (one[1] === '7' || one[1] === '1'))
    return req.method === 'DELETE' ? { status: 204, body: undefined } : { status: 200, body: { id: Number(one[1]), name: one[1] === '1' ? 'Rex' : 'Tom' } };
  return { status: 404, body: { code: 404, message: 'no such pet' } };
}

beforeAll(async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    expect(await generateCommand(['--spec', path.join(fixturesDir, 'petstore/openapi.yaml'), '--out', out, '--only', 'client,server,mcp'])).toBe(0);
  } finally {
    log.mockRestore();
  }
  installWarnings.push((await run('npm', ['install', ...npmFlags], { cwd: out })).stderr);
  const build = await run('npm', ['run', 'build'], { cwd: out });
  buildOutput = `${build.stdout}${build.stderr}`;
  const packed = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: path.join(out, 'packages/client') });
  const tarball = path.join(scratch, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename);
  // An empty project: no workspace and no repository above it, only the tarball.
  await run('mkdir', ['-p', consumer]);
  writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  installWarnings.push((await run('npm', ['install', ...npmFlags, tarball], { cwd: consumer })).stderr);
  server = createServer((req, res) => {
    const { status, body } = answer(req);
    if (body === undefined) res.writeHead(status).end();
    else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v2`;
});

// The spec documents no 404 (only \`default\`), so the package exports the generic APIError; the error thrown
// is still the runtime's class for 404, under its own name.
const ESM = `import * as pkg from 'swagger-petstore-client';
const { SwaggerPetstoreClient, APIError } = pkg;
const client = new SwaggerPetstoreClient();
const pets = await client.pets.listPets({ tag: 'dog' });
const pet = await client.pets.showPetById(7);
const missing = await client.pets.showPetById(8).catch((e) => e);
console.log(JSON.stringify({ pets, pet, missing: missing instanceof APIError ? missing.status : String(missing), name: missing.constructor.name, stack: missing.stack.split('\\n')[0], exports: Object.keys(pkg) }));
`;

const CJS = `const { SwaggerPetstoreClient, APIError } = require('swagger-petstore-client');
const client = new SwaggerPetstoreClient({ baseUrl: process.env.SWAGGER_PETSTORE_BASE_URL, apiKey: process.env.SWAGGER_PETSTORE_API_KEY });
client.pets.listPets({ limit: 5 }).then(async (pets) => {
  const missing = await client.pets.showPetById(8).catch((e) => e);
  console.log(JSON.stringify({ pets, missing: missing instanceof APIError ? missing.status : String(missing), name: missing.constructor.name }));
});
`;

describe("the Petstore reference's samples in other languages", () => {
  // Python and JavaScript, as sample-languages.test.ts runs ours: saved as each says, with only this API's
  // variables set, behind a recording proxy; every call on the wire must be answered 2xx.
  it.each(['javascript', 'python'] as const)('%s: each runs as copied against the loopback server, every call 2xx', async (key) => {
    const { ir } = await loadIR(path.join(fixturesDir, 'petstore/openapi.yaml'));
    const { env, variable } = credentialSettings(ir.api);
    const label = snippetLanguages.find((l) => l.key === key)!.label;
    const samples = ir.operations.map((op) => ({ id: op.id, text: samplesFor(ir, op)[key] }));
    for (const { id, text } of samples) {
      expect(text, `${label} sample of ${id}`).toContain(env.baseUrl);
      expect(text, `${label} sample of ${id}`).toContain(variable!);
      expect(text, `${label} sample of ${id}`).not.toMatch(/CMP_|k-123/);
    }
    const prepared = await prepareLanguage(key, samples, 'petstore');
    const proxy = await startRecordingProxy();
    try {
      for (const op of ir.operations) {
        const { baseUrl: url, calls } = proxy.open(new URL(baseUrl).origin, '/v2');
        const { file, args, cwd } = prepared.command(op.id);
        await run(file, args, { cwd, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, [env.baseUrl]: url, [variable!]: 'k-123' }, timeout: 600_000 });
        expect(calls.length, `${op.id}: calls on the wire`).toBeGreaterThan(0);
        expect(
          calls.filter((c) => c.status < 200 || c.status > 299),
          `${op.id}: calls not answered 2xx`,
        ).toEqual([]);
        const route = new RegExp(`^/v2${op.path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`);
        expect(
          calls.some((c) => c.method === op.method.toUpperCase() && route.test(c.path)),
          `${op.id}: ${JSON.stringify(calls)}`,
        ).toBe(true);
      }
    } finally {
      await proxy.stop();
    }
  });
});

describe('the Petstore packages, generated, built, packed and installed', () => {
  it('is a workspace of the generated packages and the runtimes they bundle, named after the spec', () => {
    const manifest = (dir: string) => JSON.parse(readFileSync(path.join(out, dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest('.')).toMatchObject({ private: true, workspaces: ['packages/*'] });
    expect(manifest('packages/client')).toMatchObject({ name: 'swagger-petstore-client', version: '1.2.0', license: 'MIT', dependencies: { 'openapi-fetch': expect.any(String) } });
    expect(manifest('packages/server')).toMatchObject({ name: 'swagger-petstore-server', version: '1.2.0', dependencies: { fastify: expect.any(String) } });
    expect(manifest('packages/client-runtime')).toMatchObject({ name: '@openapi-cmp/client-runtime' });
    const readme = readFileSync(path.join(out, 'packages/client/README.md'), 'utf8');
    expect(readme).toContain('npm install swagger-petstore-client');
    expect(readme).toContain('sent in the header `X-API-Key`');
    expect(readme).toContain('await client.pets.listPets(');
    // The spec has no paged list, so the README has no pagination section.
    expect(readme).not.toContain('## Pagination');
  });

  // tsc over the packages: seconds alone, but more than five minutes on a 2-core machine busy with other work.
  it('type-checks on its own: `npm run typecheck` with the TypeScript and @types/node the workspace installs', async () => {
    const manifest = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(Object.keys(manifest.devDependencies).sort()).toEqual(['@types/node', 'typescript']);
    expect(existsSync(path.join(out, 'node_modules/@types/node/package.json'))).toBe(true);
    const result = await run('npm', ['run', 'typecheck'], { cwd: out }).catch((error: { stdout: string; stderr: string }) => ({ ...error, failed: true }));
    expect('failed' in result ? `${result.stdout}${result.stderr}` : '').toBe('');
    expect(readFileSync(path.join(out, 'README.md'), 'utf8')).toContain('npm run typecheck');
  });

  it('answers a call from a plain Node ESM script and a CJS one, in a project holding only the tarball', async () => {
    writeFileSync(path.join(consumer, 'esm.mjs'), ESM);
    writeFileSync(path.join(consumer, 'cjs.cjs'), CJS);
    const env = { ...process.env, SWAGGER_PETSTORE_BASE_URL: baseUrl, SWAGGER_PETSTORE_API_KEY: 'k-123' };
    const esm = JSON.parse((await run(process.execPath, ['esm.mjs'], { cwd: consumer, env })).stdout) as unknown;
    const cjs = JSON.parse((await run(process.execPath, ['cjs.cjs'], { cwd: consumer, env })).stdout) as unknown;
    expect(esm).toEqual({
      pets: [{ id: 1, name: 'Rex', tag: 'dog' }],
      pet: { id: 7, name: 'Tom' },
      missing: 404,
      // Not the bundler's `NotFoundError$1`.
      name: 'NotFoundError',
      stack: expect.stringMatching(/^NotFoundError: /),
      exports: expect.arrayContaining(['APIError', 'SwaggerPetstoreClient']),
    });
    // Only the classes of statuses the spec documents: it has none of its own, so no 402 PlanLimitError and the like.
    expect((esm as { exports: string[] }).exports.filter((name) => /Error$/.test(name) && !/^API|^ApiClient|SwaggerPetstoreError/.test(name))).toEqual([]);
    expect(cjs).toEqual({ pets: [{ id: 1, name: 'Rex', tag: 'none' }], missing: 404, name: 'NotFoundError' });
    expect(seen.map((s) => s.url)).toEqual(expect.arrayContaining(['/v2/pets?tag=dog', '/v2/pets/7', '/v2/pets?limit=5']));
    expect(seen.every((s) => s.key === 'k-123')).toBe(true);
  });

  it('builds every package without a deprecation notice (tsdown through its API: its CLI prints one on Node 20)', () => {
    expect(buildOutput).toMatch(/Build complete/);
    expect(buildOutput.split('\n').filter((line) => /deprecat/i.test(line))).toEqual([]);
  });

  it('installs without a warning on the Node its engines claim (the workspace and the empty project)', () => {
    expect(installWarnings).toHaveLength(2);
    for (const stderr of installWarnings) expect(stderr).not.toMatch(/EBADENGINE|npm warn/i);
  });

  it("ships a manifest whose exports name only files in the tarball (no toolchain's cmp-source condition)", () => {
    const installed = path.join(consumer, 'node_modules/swagger-petstore-client');
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { exports: unknown };
    expect(JSON.stringify(manifest.exports)).not.toContain('cmp-source');
    for (const target of JSON.stringify(manifest.exports).match(/"\.\/[^"]+"/g)!) expect(existsSync(path.join(installed, target.slice(1, -1)))).toBe(true);
    expect(readFileSync(path.join(installed, 'README.md'), 'utf8')).not.toContain('@openapi-cmp/');
  });

  it('ships a tarball with the runtime bundled in: no dependency on it, no sources', async () => {
    const installed = path.join(consumer, 'node_modules/swagger-petstore-client');
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    // The runtime's own dependencies (openapi-fetch; the SSE parser and Ajv, loaded only by streams and webhooks), never the runtime.
    expect(Object.keys(manifest.dependencies)).toEqual(['ajv', 'eventsource-parser', 'openapi-fetch']);
    expect(readFileSync(path.join(installed, 'dist/index.js'), 'utf8')).not.toContain('@openapi-cmp/');
    expect(readFileSync(path.join(installed, 'dist/index.d.ts'), 'utf8')).not.toContain('@openapi-cmp/');
  });

  // The client's README is compiled where a user has it (the installed tarball); the server's in the
  // generated workspace, against the built package.
  it.each([
    ['client', consumer, path.join(consumer, 'node_modules/swagger-petstore-client/README.md'), 3],
    ['server', out, path.join(out, 'packages/server/README.md'), 1],
  ] as const)("the %s README's TypeScript compiles as written (strict, Node's types)", async (kind, where, file, least) => {
    const readme = readFileSync(file, 'utf8');
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(least);
    const files = blocks.map((code, i) => {
      writeFileSync(path.join(where, `readme-${kind}-${i}.mts`), code);
      return `readme-${kind}-${i}.mts`;
    });
    writeFileSync(
      path.join(where, 'tsconfig.readme.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          types: ['node'],
          typeRoots: [path.join(repo, 'node_modules/@types')],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        files,
      }),
    );
    const result = await run(process.execPath, nativeTscArgs('-p', 'tsconfig.readme.json'), { cwd: where }).catch((e: { stdout: string }) => e);
    expect(result.stdout).toBe('');
  });

  it.each(['client', 'server'])('passes publint and arethetypeswrong (%s)', async (kind) => {
    const dir = path.join(out, 'packages', kind);
    const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: dir });
    const tarball = path.join(scratch, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename);
    // publint --strict on the tarball, in this process (tests/support/publint.ts).
    expect(await packagingProblems(tarball)).toEqual([]);
    expect(await typeProblems(tarball)).toEqual([]);
  });

  it('makes a working MCP server of the spec: its command, its tools, the API key from the environment only', async () => {
    const mcp = path.join(out, 'packages/mcp');
    const manifest = JSON.parse(readFileSync(path.join(mcp, 'package.json'), 'utf8')) as { name: string; bin: Record<string, string>; dependencies: Record<string, string> };
    expect(manifest.name).toBe('swagger-petstore-mcp');
    expect(manifest.dependencies).toMatchObject({ 'swagger-petstore-client': '1.2.0', '@modelcontextprotocol/sdk': expect.any(String) });
    const command = path.join(mcp, manifest.bin['swagger-petstore-mcp']!);
    const help = await run(process.execPath, [command, '--help']);
    expect(help.stdout).toContain('SWAGGER_PETSTORE_API_KEY');
    expect(help.stdout).toContain('SWAGGER_PETSTORE_MCP_HTTP_SECRET');
    const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: mcp });
    expect(await packagingProblems(path.join(scratch, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename))).toEqual([]);

    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [command],
      env: { PATH: process.env.PATH ?? '', SWAGGER_PETSTORE_BASE_URL: baseUrl, SWAGGER_PETSTORE_API_KEY: 'k-123' },
      stderr: 'pipe',
    });
    const logs: string[] = [];
    transport.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    const client = new Client({ name: 'petstore-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['createPet', 'deletePet', 'getInventory', 'listPets', 'showPetById']);
      for (const tool of tools) {
        expect(tool.inputSchema.type).toBe('object');
        expect(Object.keys(tool.inputSchema.properties ?? {})).not.toContain('X-API-Key');
      }
      expect(tools.find((t) => t.name === 'listPets')!.annotations).toMatchObject({ readOnlyHint: true });
      expect(tools.find((t) => t.name === 'deletePet')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
      const wrong = (await client.callTool({ name: 'showPetById', arguments: { petId: 0 } })) as CallToolResult;
      expect(wrong.isError).toBe(true);
      expect((wrong.content as { text: string }[])[0]!.text).toMatch(/petId: must be >= 1/);
      // An array answer comes as { data: [...] }, the shape its output schema gives.
      const pets = (await client.callTool({ name: 'listPets', arguments: { limit: 5 } })) as CallToolResult;
      expect(pets.structuredContent).toEqual({ data: [{ id: 1, name: 'Rex', tag: 'none' }] });
      const one = (await client.callTool({ name: 'showPetById', arguments: { petId: 7 } })) as CallToolResult;
      expect(one.structuredContent).toEqual({ id: 7, name: 'Tom' });
      const missing = (await client.callTool({ name: 'showPetById', arguments: { petId: 8 } })) as CallToolResult;
      expect(missing.isError).toBe(true);
      expect(JSON.parse((missing.content as { text: string }[])[1]!.text)).toMatchObject({ error: { status: 404, message: 'no such pet' } });
      expect(seen.filter((s) => s.url === '/v2/pets?limit=5' || s.url === '/v2/pets/8').every((s) => s.key === 'k-123')).toBe(true);
    } finally {
      await client.close();
    }
    expect(logs.join('')).not.toContain('k-123');
  });
});
