/**
 * A document that does not parse is refused at the place of the fault, 1-based as editors count, named as the
 * syntax it is written in (JSON or YAML), with the parser's reason and nothing repeated.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { formatDiagnostic, loadIR, SpecError } from '../../src/load/index.js';
import { fixtureConfig } from '../fixtures/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-syntax-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.each([
  ['bad.json', '{\n  "openapi": "3.1.0",\n  "info": {"title": "x" "version": "1"}\n}\n', 3, 25, /^JSON syntax error: missed comma between flow collection entries$/],
  ['bad.yaml', 'openapi: 3.1.0\ninfo:\n  title: x\n  version: [1\npaths: {}\n', 5, 1, /^YAML syntax error: [^"(]+$/],
])('%s is refused at its line and column', async (name, text, line, col, message) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  const refused = await loadIR(file, { config: fixtureConfig }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(SpecError);
  const [diagnostic] = (refused as SpecError).diagnostics;
  expect(diagnostic).toMatchObject({ line, col, message: expect.stringMatching(message) });
  expect(formatDiagnostic(diagnostic!)).toContain(`${name}:${line}:${col}  `);
});
