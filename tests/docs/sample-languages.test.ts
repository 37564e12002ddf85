/**
 * The reference's samples in JavaScript, Python, Go, Java, C#, PHP and Ruby work as copied
 * (TypeScript and curl: samples.test.ts). Each is the text of its `x-codeSamples` entry, saved under the
 * name its comment line gives and run as sample-runners.ts says (C# with Mono, `dotnet` being no Debian
 * package), with only the environment the sandbox's banner prints, against a fresh sandbox per sample
 * behind a recording proxy. Passing means: the process exits 0, and on the wire it called the operation it
 * shows, every call answered 2xx. A language whose programs are missing fails, naming the Debian package.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decorateDocument } from '../../generators/src/emitters/docs/decorate.js';
import { sampleSettings, snippetLanguages, type SnippetLanguageKey } from '../../generators/src/emitters/samples/index.js';
import { credentialSettings } from '../../generators/src/emitters/credentials.js';
import type { IROperation } from '../../generators/src/ir/types.js';
import { loadProject } from '../../generators/src/load/index.js';
import { startSandbox } from '../../packages/sandbox/src/index.js';
import { startRecordingProxy, type RecordedCall, type RecordingProxy } from './recording-proxy.js';
import { missingTools, prepareLanguage, type PreparedLanguage } from './sample-runners.js';

const exec = promisify(execFile);
const { ir } = await loadProject();
const settings = sampleSettings(ir.api);
const doc = decorateDocument(ir, {});
const shown = (op: IROperation, label: string) =>
  (doc.paths[op.path][op.method]['x-codeSamples'] as { label: string; source: string }[]).find((s) => s.label === label)?.source ?? '';

let proxy: RecordingProxy;
const prepared = new Map<SnippetLanguageKey, Promise<PreparedLanguage>>();

beforeAll(async () => {
  proxy = await startRecordingProxy();
  // Every language's compile starts at once; each test waits for its own.
  for (const { key, label } of snippetLanguages) {
    const ready = missingTools(key).then((missing) => {
      if (missing.length) throw new Error(`${label} samples cannot run: missing ${missing.join(', ')} (.ci/run installs them)`);
      return prepareLanguage(
        key,
        ir.operations.map((op) => ({ id: op.id, text: shown(op, label) })),
      );
    });
    ready.catch(() => undefined);
    prepared.set(key, ready);
  }
});

afterAll(async () => {
  await proxy?.stop();
});

/** The operation's path as a pattern, the base path of the sandbox before it. */
const pathPattern = (basePath: string, op: IROperation) => new RegExp(`^${basePath}${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`);

async function runSample(key: SnippetLanguageKey, op: IROperation): Promise<{ calls: RecordedCall[]; basePath: string }> {
  const language = await prepared.get(key)!;
  const sandbox = await startSandbox({ port: 0 });
  try {
    const url = new URL(sandbox.baseUrl);
    const basePath = url.pathname.replace(/\/$/, '');
    const { clientId, clientSecret } = sandbox.credentials.acme;
    const exchange = await fetch(`${sandbox.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
    });
    const { access_token } = (await exchange.json()) as { access_token: string };
    const { baseUrl, calls } = proxy.open(url.origin, basePath);
    const env = {
      PATH: process.env.PATH!,
      HOME: process.env.HOME!,
      [settings.env.baseUrl]: baseUrl,
      [settings.env.clientId]: clientId,
      [settings.env.clientSecret]: clientSecret,
      [settings.env.accessToken]: access_token,
    };
    const { file, args, cwd } = language.command(op.id);
    try {
      await exec(file, args, { cwd, env, timeout: 600_000 });
    } catch (error) {
      const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(`the ${key} sample of ${op.id} failed (${file} ${args.join(' ')} in ${cwd}):\n${stderr || message}${stdout}`);
    }
    return { calls, basePath };
  } finally {
    await sandbox.stop();
  }
}

describe.each(snippetLanguages.map((l) => [l.label, l] as const))('%s samples of the reference', (_label, language) => {
  it('are one per operation, holding no secret and nothing to fill in', () => {
    for (const op of ir.operations) {
      const text = shown(op, language.label);
      expect(text, `${op.id} has no ${language.label} sample`).not.toBe('');
      expect(text, `${op.id}: a secret-looking value`).not.toMatch(/sk_(live|test)_|sec_live_|eyJ[\w-]{10,}/);
      expect(text, `${op.id}: a marker left unspliced`).not.toMatch(/ENVREAD_|envread-base/);
      expect(text, `${op.id}: a placeholder to fill in`).not.toMatch(/YOUR_|<[A-Z_]{2,}>|\{\{|REPLACE_ME|xxx/);
      expect(text, `${op.id} reads the base URL from ${settings.env.baseUrl}`).toContain(settings.env.baseUrl);
      if (!op.security.public) expect(text, `${op.id} reads its credential from the environment`).toContain(credentialSettings(ir.api).variable!);
    }
  });

  it.concurrent.each(ir.operations.map((op) => [op.id, op] as const))('%s runs as copied and every call answers 2xx', async (_id, op) => {
    const { calls, basePath } = await runSample(language.key, op);
    expect(calls.length, 'calls recorded on the wire').toBeGreaterThan(0);
    expect(
      calls.filter((c) => c.status < 200 || c.status > 299),
      'calls not answered 2xx',
    ).toEqual([]);
    expect(
      calls.some((c) => c.method === op.method.toUpperCase() && pathPattern(basePath, op).test(c.path)),
      `${op.method.toUpperCase()} ${op.path} among ${JSON.stringify(calls)}`,
    ).toBe(true);
  });
});
