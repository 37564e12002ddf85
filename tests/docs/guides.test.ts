/**
 * Every snippet of the guides runs as written. The fenced `ts` and `sh` blocks of docs/guides/*.md are
 * extracted and run unchanged — TypeScript with tsx (importing the packages by name, as a reader does),
 * Python with `python3` (and `requests`), shell with `sh` and the real `curl` — against a sandbox on a port picked at run time, with the
 * environment its banner tells the reader to paste (`CMP_BASE_URL`, `CMP_CLIENT_ID`, `CMP_CLIENT_SECRET`,
 * `CMP_ACCESS_TOKEN`). The info string says otherwise only in these documented ways:
 *   `mock`    run against the mock instead (`CMP_BASE_URL` its origin, `CMP_ACCESS_TOKEN=mock`);
 *   `no-run`  shown only: the block starts a long-running server (the mock's or the sandbox's command), or
 *             another test runs it (the agent guide's `npm pack`: tests/mcp/agent-guide.test.ts).
 *   `sdk`     a Python block that uses the Python SDK: run by the interpreter of the SDK's test environment,
 *             where `pip install` put the package (generators/test/python/venv.ts).
 * JSON blocks are data (an answer's shape), not snippets.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import MarkdownIt from 'markdown-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from '../../packages/mock/src/index.js';
import { startSandbox, type Sandbox } from '../../packages/sandbox/src/index.js';
import { venv } from '../../generators/test/python/venv.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const guidesDir = path.join(root, 'docs/guides');
// Inside the repository, so a snippet's `import '@customer-messaging/client'` resolves as it does for a reader.
const scratch = path.join(root, 'node_modules/.cache/guide-snippets');
const LANGS: Record<string, 'ts' | 'sh' | 'py'> = { ts: 'ts', typescript: 'ts', sh: 'sh', bash: 'sh', shell: 'sh', python: 'py', py: 'py' };
/** The guides about calling the API: each shows its code in every one of these languages. */
const CALLING_GUIDES = ['authentication.md', 'errors-and-retries.md', 'pagination-and-polling.md', 'rate-limits-and-costs.md'];
const FLAGS = new Set(['mock', 'no-run', 'sdk']);

interface Block {
  name: string;
  lang: 'ts' | 'sh' | 'py';
  flags: string[];
  code: string;
}

const blocks: Block[] = readdirSync(guidesDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .flatMap((file) => {
    const tokens = new MarkdownIt().parse(readFileSync(path.join(guidesDir, file), 'utf8'), {});
    return tokens
      .filter((t) => t.type === 'fence')
      .flatMap((t) => {
        const [lang = '', ...flags] = t.info.trim().split(/\s+/);
        if (!LANGS[lang]) return [];
        return [{ name: `${file}:${(t.map?.[0] ?? 0) + 1}`, lang: LANGS[lang]!, flags, code: t.content }];
      });
  });
const runnable = blocks.filter((b) => !b.flags.includes('no-run'));

/** The languages of each run of adjacent code blocks of a guide (what the site shows as one set of tabs). */
function codeGroups(file: string): string[][] {
  const tokens = new MarkdownIt().parse(readFileSync(path.join(guidesDir, file), 'utf8'), {});
  const groups: string[][] = [];
  let previous = -2;
  tokens.forEach((t, i) => {
    if (t.type !== 'fence' || t.info.trim().split(/\s+/)[0] === 'json') return;
    const lang = t.info.trim().split(/\s+/)[0]!;
    if (previous === i - 1) groups.at(-1)!.push(lang);
    else groups.push([lang]);
    previous = i;
  });
  return groups;
}

let sandbox: Sandbox;
/** The interpreter `python3` starts, by path (a version manager's shim costs a shell script per start). */
let python = 'python3';
/** The interpreter with the Python SDK installed, for `sdk` blocks. */
let sdkPython = '';
let mock: RunningMock;
let sandboxEnv: Record<string, string>;

beforeAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  // ES modules, as in a reader's project with "type": "module" (the snippets use top-level await).
  writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  [sandbox, mock] = await Promise.all([startSandbox({ port: 0 }), startMock()]);
  python = (await run('python3', ['-c', 'import requests, sys; print(sys.executable)'])).stdout.trim();
  if (runnable.some((b) => b.flags.includes('sdk'))) sdkPython = venv().python;
  const { clientId, clientSecret } = sandbox.credentials.acme;
  const exchange = await fetch(`${sandbox.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
  });
  const { access_token } = (await exchange.json()) as { access_token: string };
  sandboxEnv = { CMP_BASE_URL: sandbox.baseUrl, CMP_CLIENT_ID: clientId, CMP_CLIENT_SECRET: clientSecret, CMP_ACCESS_TOKEN: access_token };
});

afterAll(async () => {
  await Promise.all([sandbox?.stop(), mock?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

describe('guide snippets', () => {
  it('are found, and every info-string flag is a documented one', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(8);
    expect(blocks.flatMap((b) => b.flags).filter((f) => !FLAGS.has(f))).toEqual([]);
  });

  it.each(CALLING_GUIDES)('%s shows its code in TypeScript, Python and curl', (guide) => {
    const langs = new Set(blocks.filter((b) => b.name.startsWith(`${guide}:`)).map((b) => b.lang));
    expect([...langs].sort()).toEqual(['py', 'sh', 'ts']);
    // Every run of code blocks is one set of tabs: the same code in each language, never two of one language.
    for (const group of codeGroups(guide)) expect(new Set(group).size, `${guide}: a group of code tabs repeats a language (${group})`).toBe(group.length);
  });

  it.concurrent.each(runnable.map((b) => [b.name, b] as const))('%s runs as written', async (_name, block) => {
    const env = {
      PATH: process.env.PATH!,
      HOME: process.env.HOME!,
      ...(block.flags.includes('mock') ? { CMP_BASE_URL: mock.url, CMP_ACCESS_TOKEN: 'mock' } : sandboxEnv),
    };
    const file = path.join(scratch, `${block.name.replace(/[^\w]+/g, '-')}.${block.lang}`);
    writeFileSync(file, block.code);
    // tsx as Node's loader rather than its CLI, which starts a second Node process to run the file.
    const [command, args] =
      block.lang === 'ts' ? [process.execPath, ['--import', 'tsx', file]] : block.lang === 'py' ? [block.flags.includes('sdk') ? sdkPython : python, [file]] : ['sh', ['-e', file]];
    try {
      const { stdout } = await run(command, args, { cwd: root, env, timeout: 600_000 });
      expect(stdout.trim().length, `${block.name} printed nothing`).toBeGreaterThan(0);
    } catch (error) {
      const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(`${block.name} failed:\n${stderr || message}${stdout}\n--- the snippet ---\n${block.code}`);
    }
  });
});
