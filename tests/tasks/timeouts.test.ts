/**
 * Test and hook timeouts are set once, in vitest.config.ts, and generously: `npm test` runs six suites side by
 * side on two cores, and a timeout a file sets for itself is tuned to the machine its author had. One of 120 s
 * failed on a new machine's first run, and one of 180 s (with the site crawl's hook of 600 s) on CI's. This
 * reads every test file's syntax tree (TypeScript's parser: a regular expression cannot tell a vitest call's
 * timeout from a child process's) and names each vitest call that passes a timeout of its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { workingTreeFiles } from '../support/clones.js';
import { repoRoot } from '../support/spec.js';
import config from '../../vitest.config.js';

const VITEST_CALLS = new Set(['it', 'test', 'describe', 'suite', 'bench', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach']);

/** The vitest function a call reaches: `it`, `it.each(...)`, `test.concurrent`, `describe.skipIf(...)`. */
function vitestCallee(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return VITEST_CALLS.has(expression.text) ? expression.text : undefined;
  if (ts.isPropertyAccessExpression(expression)) return vitestCallee(expression.expression);
  if (ts.isCallExpression(expression)) return vitestCallee(expression.expression);
  return undefined;
}

const hasTimeout = (node: ts.Expression) =>
  ts.isObjectLiteralExpression(node) && node.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'timeout');

/** `file:line name(...)` for each vitest call given a timeout: a number after its function, or `{ timeout }`. */
export function ownTimeouts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = vitestCallee(node.expression);
      const fn = node.arguments.findIndex((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
      const after = fn >= 0 ? node.arguments.slice(fn + 1) : [];
      const options = node.arguments.filter((a) => !ts.isArrowFunction(a) && !ts.isFunctionExpression(a));
      if (name && (after.length > 0 || options.some(hasTimeout))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1} ${name}(...)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('timeouts', () => {
  it('finds a timeout given as a number, a constant or an option, and leaves child processes alone', () => {
    const text = [
      "it('a', async () => {}, 180_000);",
      'beforeAll(async () => {}, SLOW);',
      "it.each([1])('b %s', async () => {}, 5_000);",
      "test('c', { timeout: 9, retry: 2 }, async () => {});",
      "it('d', { retry: 2 }, async () => { await run('x', [], { timeout: 600_000 }); });",
      "describe('e', () => { it('f', () => {}); });",
    ].join('\n');
    expect(ownTimeouts('x.test.ts', text)).toEqual(['x.test.ts:1 it(...)', 'x.test.ts:2 beforeAll(...)', 'x.test.ts:3 it(...)', 'x.test.ts:4 test(...)']);
  });

  it('no test file sets a test or hook timeout of its own; the configuration gives generous ones', () => {
    const files = workingTreeFiles().filter((f) => f.endsWith('.test.ts') && !f.includes('/fixtures/') && !f.startsWith('test-artifacts/'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => ownTimeouts(f, readFileSync(path.join(repoRoot, f), 'utf8')))).toEqual([]);
    expect(config.test?.testTimeout).toBeGreaterThanOrEqual(900_000);
    expect(config.test?.hookTimeout).toBeGreaterThanOrEqual(1_200_000);
  });
});
