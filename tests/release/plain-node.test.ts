/**
 * After the README's set-up (`npm ci && npm run generate`, whose last step builds every package's dist/),
 * each workspace package imports from plain Node by its name: no tsx, no `cmp-source` condition, no
 * extra build step. The probe runs in a child `node` with a clean NODE_OPTIONS, as a user's script would.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/spec.js';

const run = promisify(execFile);
const env = { ...process.env, NODE_OPTIONS: '' };

// [package folder, an export it must have, whether it also ships CommonJS]
const PACKAGES: [string, string, boolean][] = [
  ['client', 'CustomerMessagingClient', true],
  ['server', 'createServer', true],
  ['mock', 'startMock', false],
  ['sandbox', 'startSandbox', false],
  ['mcp', 'createServer', false],
];

const nameOf = (folder: string) => (JSON.parse(readFileSync(path.join(repoRoot, 'packages', folder, 'package.json'), 'utf8')) as { name: string }).name;

async function probe(args: string[]): Promise<{ ok: boolean; out: string }> {
  try {
    const { stdout } = await run(process.execPath, args, { cwd: repoRoot, env, timeout: 600_000 });
    return { ok: true, out: stdout.trim() };
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    return { ok: false, out: stderr.split('\n').find((l) => /Error|Cannot/.test(l)) ?? stderr };
  }
}

// Every package as ESM, and those that ship CommonJS too as `require`.
const CASES = PACKAGES.flatMap(([folder, exported, cjs]) => [{ folder, exported, kind: 'import' as const }, ...(cjs ? [{ folder, exported, kind: 'require' as const }] : [])]);

describe('every package from plain Node', () => {
  it.each(CASES)('$kind packages/$folder gives $exported', async ({ folder, exported, kind }) => {
    const name = nameOf(folder);
    const args =
      kind === 'import'
        ? ['--input-type=module', '-e', `const m = await import('${name}'); console.log(typeof m.${exported});`]
        : ['-e', `console.log(typeof require('${name}').${exported});`];
    const result = await probe(args);
    expect(result.ok, `${name} does not load from plain Node (\`npm run generate\` builds every package): ${result.out}`).toBe(true);
    expect(result.out).toBe('function');
  });
});

describe('the sandbox bin', () => {
  it('runs from its dist/ with plain Node and describes every option', async () => {
    const bin = (JSON.parse(readFileSync(path.join(repoRoot, 'packages/sandbox/package.json'), 'utf8')) as { bin: Record<string, string> }).bin['cmp-sandbox']!;
    const result = await probe([path.join(repoRoot, 'packages/sandbox', bin), '--help']);
    expect(result.ok, result.out).toBe(true);
    for (const option of ['--port', '--host', '--seed', '--seat-card-fails', '--log']) expect(result.out).toContain(option);
  });
});
