/**
 * The README as published: every TypeScript block compiles as copied, under `strict`,
 * `exactOptionalPropertyTypes` and `noUncheckedIndexedAccess`, importing the package by its name. Each
 * block is its own module (top-level await allowed), so a block never leans on another's variables.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { jsTsc } from '../../../tests/support/tsc.js';

const run = promisify(execFile);
const pkgDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(pkgDir, '../..');
// TypeScript 5.9, the compiler most readers run (tests/support/tsc.ts).
const tsc = jsTsc;
let scratch: string | undefined;
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The ```ts blocks of a Markdown text, with the line each starts on. */
export function typeScriptBlocks(markdown: string): { line: number; code: string }[] {
  const blocks: { line: number; code: string }[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
    const start = i + 1;
    while (i + 1 < lines.length && lines[i + 1] !== '```') i++;
    blocks.push({ line: start + 1, code: lines.slice(start, i + 1).join('\n') });
    i++;
  }
  return blocks;
}

describe('README.md', () => {
  it('finds its TypeScript blocks', () => {
    expect(typeScriptBlocks('a\n```ts\nconst x = 1;\n```\n```sh\nls\n```\n```ts\nlet y;\n```\n')).toEqual([
      { line: 3, code: 'const x = 1;' },
      { line: 9, code: 'let y;' },
    ]);
  });

  it('every TypeScript block compiles with exactOptionalPropertyTypes', async () => {
    const readme = await readFile(path.join(pkgDir, 'README.md'), 'utf8');
    const blocks = typeScriptBlocks(readme);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    // Inside the package folder so `openapi-fetch` and @types/node resolve as they would for a consumer, under
    // its `test/`, which is no input of its build: a folder beside `src/` would make a suite running beside this
    // one rebuild the package (and pack and install it again) while this one runs.
    scratch = await mkdtemp(path.join(pkgDir, 'test', '.readme-check-'));
    const files = await Promise.all(
      blocks.map(async ({ code }, i) => {
        const file = `block-${i + 1}.ts`;
        await writeFile(path.join(scratch!, file), `${code}\nexport {};\n`);
        return file;
      }),
    );
    await writeFile(
      path.join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
          typeRoots: [path.join(repoRoot, 'node_modules/@types')],
          paths: { '@customer-messaging/client': [path.join(pkgDir, 'src/index.ts')] },
        },
        files,
      }),
    );
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: scratch }).catch((e: { stdout: string }) => e);
    // Name the README line of each error, not the scratch file's.
    const report = result.stdout.replace(/block-(\d+)\.ts\((\d+),(\d+)\)/g, (_: string, n: string, row: string, col: string) => {
      return `README.md:${blocks[Number(n) - 1]!.line + Number(row) - 1}:${col}`;
    });
    expect(report).toBe('');
  });
});
