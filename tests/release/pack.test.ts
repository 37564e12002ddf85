/**
 * Release: `npm pack` of the client, the server, the mock and the MCP server produce installable tarballs with only what
 * they need (built code and types; no sources, tests or fixtures), at the spec's version. The tarballs are
 * installed together in a scratch project and used from plain Node: the server answers a request, the
 * mock starts Prism on the spec it ships, the MCP server's command lists its tools.
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../support/spec.js';
import { consumerDir, installedPackages } from '../support/packed.js';

const run = promisify(execFile);
const PACKAGES = ['client', 'server', 'mock', 'mcp'] as const;
const packed = new Map<string, { filename: string; files: string[]; version: string }>();
let scratch: string;

beforeAll(async () => {
  // Built by the toolchain's build, packed once and installed together with the other install tests
  // (tests/support/packed.ts), in an empty project outside the repository.
  const { packed: all } = await installedPackages();
  for (const name of PACKAGES) {
    const info = all.get(`packages/${name}`)!;
    packed.set(name, { filename: path.basename(info.tarball), version: info.version, files: info.files });
  }
  scratch = await consumerDir('cmp-pack-');
});
afterAll(() => (scratch ? rm(scratch, { recursive: true, force: true }) : undefined));

describe.each(PACKAGES)('@customer-messaging/%s tarball', (name) => {
  it('holds built code and types, and no sources, tests or fixtures', () => {
    const { files } = packed.get(name)!;
    expect(files).toContain('package.json');
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files.filter((f) => /(^|\/)(test|tests|fixtures|__snapshots__)\//.test(f) || /\.test\.|^src\/|tsconfig|tsdown\.config/.test(f))).toEqual([]);
  });

  it("is versioned as the spec's info.version", () => {
    expect(packed.get(name)!.version).toBe(loadBundledSpec().info.version);
  });
});

describe('the installed tarballs work from plain Node', () => {
  const node = async (source: string) => {
    await writeFile(path.join(scratch, 'probe.mjs'), source);
    const { stdout } = await run(process.execPath, ['probe.mjs'], { cwd: scratch, timeout: 600_000 });
    return JSON.parse(stdout.trim().split('\n').at(-1)!);
  };

  it('the server answers a request with the Error shape and a request id', async () => {
    const result = await node(`
      import { createServer } from '@customer-messaging/server';
      const app = createServer({ handlers: {}, verifyToken: () => null, credentials: { byId: () => undefined, byClientId: () => undefined }, mode: 'production' });
      const res = await app.inject({ method: 'GET', url: '/v1/conversations' });
      console.log(JSON.stringify({ status: res.statusCode, code: res.json().error.code, id: res.headers['x-request-id'] === res.json().error.request_id }));
      await app.close();
    `);
    expect(result).toEqual({ status: 401, code: 'invalid_token', id: true });
  });

  it('the mock starts Prism on the spec it ships and stops', async () => {
    const result = await node(`
      import { startMock, DEFAULT_SPEC } from '@customer-messaging/mock';
      const mock = await startMock();
      const res = await fetch(mock.url + '/billing/plan', { headers: { authorization: 'Bearer x' } });
      await mock.stop();
      console.log(JSON.stringify({ status: res.status, shipped: DEFAULT_SPEC.includes('node_modules/@customer-messaging/mock/spec/') }));
    `);
    expect(result).toEqual({ status: 200, shipped: true });
  });

  it("the MCP server's command runs from the installed package, over the installed client", async () => {
    const { stdout } = await run(path.join(scratch, 'node_modules/.bin/customer-messaging-mcp'), ['--list-tools', '--read-only'], { cwd: scratch, timeout: 600_000 });
    expect(stdout).toMatch(/^conversations_list\tGET \/conversations\tread-only$/m);
    const result = await node(`
      import { createServer, definition } from '@customer-messaging/mcp';
      console.log(JSON.stringify({ server: typeof createServer({ readOnly: true }).connect, tools: definition.tools.length > 5 }));
    `);
    expect(result).toEqual({ server: 'function', tools: true });
  });

  it('the client imports from the installed package (its own test type-checks ESM and CJS consumers)', async () => {
    const result = await node(`
      import { CustomerMessagingClient, NotFoundError } from '@customer-messaging/client';
      const client = new CustomerMessagingClient({ accessToken: 't' });
      console.log(JSON.stringify({ list: typeof client.conversations.list, error: typeof NotFoundError }));
    `);
    expect(result).toEqual({ list: 'function', error: 'function' });
  });
});
