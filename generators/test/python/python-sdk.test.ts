/**
 * The Python SDK, end to end: one virtual environment (./venv.ts, cached), one pytest process over this
 * folder's tests (the sandbox on loopback, sync and async, every operation; the TypeScript client's fault
 * table on a scripted loopback server; the Petstore fixture's SDK; the streams fixture's SDK and the runtime's
 * streams on a loopback server that writes chunk by chunk), one pyright run in strict mode and one
 * mypy --strict run over both packages and a strict consumer that calls every operation, plus a file of
 * misspelt arguments and keys that must each be a type error. The sandbox is started here, on a free port,
 * and stopped by its PID.
 */
import { buildPackages } from '../../src/build/packages.js';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCommand } from '../../src/generate.js';
import { loadProject } from '../../src/load/index.js';
import { PyTypes } from '../../src/emitters/python/schema-types.js';
import { flatten, operationConstants, resourceTree } from '../../src/emitters/python/modules.js';
import { pythonCall } from '../../src/emitters/python/sample.js';
import type { PyMethod } from '../../src/emitters/python/method-shape.js';
import type { JsonSchema } from '../../src/ir/types.js';
import { fixturesDir } from '../fixtures/config.js';
import { pipEnv, repoRoot, venv } from './venv.js';

const work = mkdtempSync(path.join(tmpdir(), 'cmp-python-sdk-'));
let python = '';
let sandbox: ChildProcess | undefined;
let sandboxEnv: Record<string, string> = {};
let methods: PyMethod[] = [];
let schemas: Record<string, JsonSchema> = {};

/** Runs a command to its end: exit code and output, never throwing (the test says what it expected). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd = repoRoot): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

function startSandbox(): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    sandbox = spawn(process.execPath, [path.join(repoRoot, 'packages/sandbox/dist/cli.js'), '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let banner = '';
    const timer = setTimeout(() => reject(new Error(`the sandbox did not print its banner:\n${banner}`)), 60_000);
    sandbox.stdout!.on('data', (d: Buffer) => {
      banner += d.toString();
      const value = (name: string) => new RegExp(`export ${name}=(\\S+)`).exec(banner)?.[1];
      const [url, id, secret] = [value('CMP_BASE_URL'), value('CMP_CLIENT_ID'), value('CMP_CLIENT_SECRET')];
      if (url && id && secret) {
        clearTimeout(timer);
        resolve({ PY_SDK_SANDBOX_URL: url, PY_SDK_CLIENT_ID: id, PY_SDK_CLIENT_SECRET: secret });
      }
    });
    sandbox.on('exit', (code) => reject(new Error(`the sandbox exited (${code}):\n${banner}`)));
  });
}

const returnsModel = (m: PyMethod) => /^[A-Z]/.test(m.returns) && m.parse !== 'None';

/** A strict consumer: every operation called with the spec's example values, sync and async, results used. */
function consumer(): string {
  const lines = [
    'from __future__ import annotations',
    '',
    'from customer_messaging import AsyncCustomerMessaging, CustomerMessaging',
    '',
    '',
    'def sync_calls(client: CustomerMessaging) -> None:',
  ];
  for (const m of methods) {
    const call = pythonCall(m.op, m, schemas);
    if (m.paged) lines.push(`    for item_${m.constant} in ${call}:`, `        print(item_${m.constant})`);
    else if (m.returns === 'None') lines.push(`    ${call}`);
    else lines.push(`    result_${m.constant} = ${call}`, `    print(result_${m.constant}${returnsModel(m) ? '.to_dict()' : ''})`);
  }
  lines.push('', '', 'async def async_calls(client: AsyncCustomerMessaging) -> None:');
  for (const m of methods) {
    const call = pythonCall(m.op, m, schemas);
    if (m.paged) lines.push(`    async for item_${m.constant} in ${call}:`, `        print(item_${m.constant})`);
    else if (m.returns === 'None') lines.push(`    await ${call}`);
    else lines.push(`    result_${m.constant} = await ${call}`, `    print(result_${m.constant})`);
  }
  return lines.join('\n') + '\n';
}

/** Each line marked `# error` must be a type error: misspelt arguments and keys, wrong types. */
const NEGATIVE = `from __future__ import annotations

from customer_messaging import CustomerMessaging
from customer_messaging.types import MessageTemplateParam

client = CustomerMessaging(access_token="t")
client.customers.create(nmae="Dana")  # error
client.customers.create(name=42)  # error
client.conversations.list(per_pag=10)  # error
client.conversations.list(sort_dir="sideways")  # error
template: MessageTemplateParam = {"nmae": "order_update"}  # error
client.messages.send(90211, type="text")  # error
CustomerMessaging(acess_token="t")  # error
client.customers.create(name="Dana").nmae  # error
`;

beforeAll(async () => {
  ({ python } = venv());
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    expect(await generateCommand(['--spec', path.join(fixturesDir, 'petstore/openapi.yaml'), '--out', path.join(work, 'petstore'), '--only', 'python'])).toBe(0);
    // The streams fixture's SDK: methods that return a Stream of typed items (test_streams.py).
    expect(await generateCommand(['--spec', path.join(fixturesDir, 'streams-31/openapi.yaml'), '--out', path.join(work, 'streams'), '--only', 'python'])).toBe(0);
  } finally {
    log.mockRestore();
  }
  execFileSync(
    python,
    ['-m', 'pip', 'install', '--quiet', '--no-deps', '--no-build-isolation', path.join(work, 'petstore/packages/client-python'), path.join(work, 'streams/packages/client-python')],
    {
      env: pipEnv,
      stdio: 'pipe',
    },
  );
  const { ir } = await loadProject();
  const types = new PyTypes(ir);
  methods = flatten(resourceTree(ir, types, operationConstants(ir))).flatMap((n) => n.methods);
  schemas = ir.schemas;
  writeFileSync(path.join(work, 'consumer.py'), consumer());
  writeFileSync(path.join(work, 'negative.py'), NEGATIVE);
  // The sandbox runs from its dist/, made current first (the toolchain's build leaves a current one as it is).
  const failed = (await buildPackages({ root: repoRoot, only: ['packages/sandbox', 'packages/server-runtime', 'packages/server'] })).filter((b) => b.status === 'failed');
  expect(failed.map((b) => `${b.dir}: ${b.error}`)).toEqual([]);
  sandboxEnv = await startSandbox();
});

afterAll(() => {
  if (sandbox?.pid && sandbox.exitCode === null) process.kill(sandbox.pid);
  rmSync(work, { recursive: true, force: true });
});

describe('the Python SDK', () => {
  it('passes its pytest suite: the sandbox (every operation, sync and async), the fault table, the Petstore SDK', async () => {
    const calls = methods.map((m) => ({
      method: m.qualified,
      expression: pythonCall(m.op, m, schemas),
      statuses: m.op.responses.map((r) => r.status),
      paged: Boolean(m.paged),
      returnsModel: returnsModel(m),
    }));
    const env = { ...pipEnv, ...sandboxEnv, PY_SDK_CALLS: JSON.stringify(calls), PYTHONDONTWRITEBYTECODE: '1' };
    const { code, out } = await run(
      python,
      ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '-W', 'error::pytest.PytestUnraisableExceptionWarning', 'generators/test/python'],
      env,
    );
    expect(code, out).toBe(0);
    expect(out).toMatch(/\d+ passed/);
    expect(out).not.toMatch(/\d+ (failed|skipped|errors?|xfailed)\b/);
  });

  it('is clean under pyright strict, with a consumer calling every operation, and refuses misspelt arguments and keys', async () => {
    const config = path.join(work, 'pyrightconfig.json');
    writeFileSync(config, JSON.stringify({ typeCheckingMode: 'strict', pythonVersion: '3.11', reportUnusedVariable: false }));
    const targets = [
      path.join(repoRoot, 'packages/client-python/src'),
      path.join(work, 'petstore/packages/client-python/src'),
      path.join(work, 'streams/packages/client-python/src'),
      path.join(work, 'consumer.py'),
      path.join(work, 'negative.py'),
    ];
    const { out } = await run(path.join(repoRoot, 'node_modules/.bin/pyright'), ['--outputjson', '--pythonpath', python, '-p', config, ...targets]);
    const report = JSON.parse(out.slice(out.indexOf('{'))) as { generalDiagnostics: { file: string; severity: string; message: string; range: { start: { line: number } } }[] };
    const errors = report.generalDiagnostics.filter((d) => d.severity === 'error');
    const elsewhere = errors.filter((d) => !d.file.endsWith('negative.py'));
    expect(elsewhere.map((d) => `${d.file}:${d.range.start.line + 1} ${d.message}`)).toEqual([]);
    const marked = NEGATIVE.split('\n').flatMap((line, i) => (line.endsWith('# error') ? [i] : []));
    const hit = new Set(errors.filter((d) => d.file.endsWith('negative.py')).map((d) => d.range.start.line));
    expect(marked.filter((line) => !hit.has(line)).map((line) => NEGATIVE.split('\n')[line])).toEqual([]);
  });

  it('is clean under mypy --strict, with the consumer, and refuses the misspelt arguments too', async () => {
    const env = { ...process.env, MYPYPATH: '', MYPY_CACHE_DIR: path.join(repoRoot, 'node_modules/.cache/python-sdk/mypy') };
    const packages = [
      path.join(repoRoot, 'packages/client-python/src/customer_messaging'),
      path.join(work, 'petstore/packages/client-python/src/swagger_petstore'),
      path.join(work, 'streams/packages/client-python/src/streams_fixture'),
    ];
    const clean = await run(python, ['-m', 'mypy', '--strict', '--no-error-summary', path.join(work, 'consumer.py'), ...packages], env);
    expect(clean.out.trim()).toBe('');
    expect(clean.code).toBe(0);
    const negative = await run(python, ['-m', 'mypy', '--strict', '--no-error-summary', path.join(work, 'negative.py')], env);
    const lines = new Set([...negative.out.matchAll(/negative\.py:(\d+): error/g)].map((m) => Number(m[1]) - 1));
    const marked = NEGATIVE.split('\n').flatMap((line, i) => (line.endsWith('# error') ? [i] : []));
    expect(marked.filter((line) => !lines.has(line)).map((line) => NEGATIVE.split('\n')[line])).toEqual([]);
  });
});
