/**
 * A feature fixture emitted the way `generate` would (client and server stubs), into a throw-away folder
 * beside the real packages' runtimes, so a test can import the generated client and route table and make
 * real calls between them.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { ServerOptions } from '@openapi-cmp/server-runtime';
import path from 'node:path';
import { loadFixture } from '../fixtures/config.js';
import { emitClient } from '../../src/emitters/client/emit.js';
import { emitServer } from '../../src/emitters/server/emit.js';
import type { IR } from '../../src/ir/types.js';
import { nativeTscArgs } from '../../../tests/support/tsc.js';

const repo = path.resolve(import.meta.dirname, '../../..');

export interface EmittedFixture {
  ir: IR;
  dir: string;
  /** Path of a generated file, e.g. `client/src/generated/client.gen.ts`. */
  file(relative: string): string;
  files: Map<string, string>;
  remove(): Promise<void>;
}

export async function emitFixture(name: string): Promise<EmittedFixture> {
  const { ir } = await loadFixture(name);
  const dir = await mkdtemp(path.join(import.meta.dirname, '.tmp-'));
  const files = new Map<string, string>();
  for (const f of [...(await emitClient(ir)), ...(await emitServer(ir))]) {
    // packages/<pkg>/src/generated/<file> -> <dir>/<pkg>/src/generated/<file>
    const target = path.join(dir, f.path.replace(/^packages\//, ''));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, f.contents);
    files.set(f.path.replace(/^packages\//, ''), f.contents);
  }
  return {
    ir,
    dir,
    files,
    file: (relative) => path.join(dir, relative),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The fixture's generated stubs on the real server runtime, listening on a port chosen at run time, with
 * no auth or rate limits: `handlers` answer every call. Returns the base URL (with the spec's base path).
 */
export async function serveFixture(
  fixture: EmittedFixture,
  handlers: Record<string, unknown>,
  options: Partial<ServerOptions> = {},
): Promise<{ baseUrl: string; close: () => Promise<unknown> }> {
  // The runtime by name, as the generated files import it: the folder is inside the repository, so its node_modules finds it.
  const { buildServer } = await import('@openapi-cmp/server-runtime');
  const { routes, api } = await import(fixture.file('server/src/generated/routes.gen.ts'));
  const { schemaDocument } = await import(fixture.file('server/src/generated/components.gen.ts'));
  const app = buildServer(
    { routes, schemaDocument, api },
    {
      mode: 'test',
      rateLimits: false,
      verifyToken: () => null,
      credentials: { byId: () => undefined, byClientId: () => undefined },
      handlers: handlers as ServerOptions['handlers'],
      ...options,
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${api?.basePath ?? ''}`, close: () => app.close() };
}

/**
 * Type-checks `source` as a consumer of the fixture's generated client and stubs (`./client/src/generated/...`,
 * `./server/src/generated/...`) with the repository's compiler options; returns the `error TS` lines.
 */
export async function typeCheck(fixture: EmittedFixture, source: string): Promise<string[]> {
  writeFileSync(fixture.file('consumer.ts'), source);
  writeFileSync(
    fixture.file('tsconfig.json'),
    JSON.stringify({
      extends: path.relative(fixture.dir, path.join(repo, 'tsconfig.base.json')),
      compilerOptions: { noEmit: true, customConditions: ['cmp-source'] },
      files: ['consumer.ts'],
    }),
  );
  // Asynchronous, not spawnSync: a blocked event loop keeps fetch from retiring idle keep-alive sockets, and
  // the next request of the file then reuses one the server has closed meanwhile (ECONNRESET).
  const tsc = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    execFile(process.execPath, nativeTscArgs('-p', fixture.file('tsconfig.json')), { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ status: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
  const errors = tsc.stdout.split('\n').filter((line) => line.includes('error TS'));
  if (tsc.status !== 0 && !errors.length) errors.push(`tsc exited ${tsc.status}: ${tsc.stdout}${tsc.stderr}`);
  return errors;
}
