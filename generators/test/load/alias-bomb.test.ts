/**
 * YAML aliases that expand a small file into billions of nodes (ten aliases of ten aliases of ...) are refused at
 * the file and line of the first large alias, by `generate`'s loader (the root or a file a `$ref` reaches) and by
 * the diff's; anchors as real descriptions use them (one error answer shared by hundreds of operations) still load.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadIR, SpecError } from '../../src/load/index.js';
import { loadDocument } from '../../src/load/fast.js';
import { aliasExpansionFault } from '../../src/load/aliases.js';
import { fixtureConfig } from '../fixtures/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-alias-bomb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `levels` anchors, each an array of ten aliases of the one before: 10^levels leaves once expanded. */
function bombLines(levels: number, indent: string): string[] {
  const lines = [`${indent}l0: &l0 {type: string, enum: [a, b, c]}`];
  for (let i = 1; i <= levels; i++) {
    lines.push(`${indent}l${i}: &l${i} {anyOf: [${Array.from({ length: 10 }, () => `*l${i - 1}`).join(', ')}]}`);
  }
  return lines;
}

const header = ['openapi: 3.1.0', 'info: {title: Bomb, version: "1"}'];
const okPath = ['paths:', '  /x:', '    get:', '      operationId: getX', '      responses:', "        '200': {description: ok}"];

function refusal(error: unknown) {
  expect(error).toBeInstanceOf(SpecError);
  return (error as SpecError).diagnostics;
}

test('a root document whose aliases explode is refused at the first large alias, not walked', async () => {
  const file = path.join(dir, 'root-bomb.yaml');
  writeFileSync(file, [...header, ...okPath, 'components:', '  schemas:', ...bombLines(12, '    '), ''].join('\n'));
  const [diagnostic, ...rest] = refusal(await loadIR(file, { config: fixtureConfig }).catch((e: unknown) => e));
  expect(rest).toEqual([]);
  expect(diagnostic).toMatchObject({ file: expect.stringMatching(/root-bomb\.yaml$/), message: expect.stringMatching(/alias bomb/) });
  // l4's first alias of l3 (10^3 + ... nodes) is the first large one: the line that defines l4.
  expect(diagnostic!.line).toBe(header.length + okPath.length + 2 + 5);
  expect(diagnostic!.message).toContain('#/components/schemas/l4/anyOf/0');
});

test('a bomb in a file a $ref reaches is refused at that file, before the lint reports anything else', async () => {
  writeFileSync(path.join(dir, 'schemas.yaml'), [...bombLines(12, ''), ''].join('\n'));
  const file = path.join(dir, 'root-clean.yaml');
  writeFileSync(
    file,
    [
      ...header,
      'paths:',
      '  /x:',
      '    get:',
      '      operationId: getX',
      '      responses:',
      "        '200':",
      '          description: ok',
      '          content:',
      '            application/json:',
      "              schema: {$ref: 'schemas.yaml#/l12'}",
      '',
    ].join('\n'),
  );
  const [diagnostic] = refusal(await loadIR(file, { config: fixtureConfig }).catch((e: unknown) => e));
  expect(diagnostic).toMatchObject({ file: expect.stringMatching(/schemas\.yaml$/), line: 5, message: expect.stringMatching(/alias bomb/) });
});

test("the diff's loader refuses the same document with the same words", async () => {
  const file = path.join(dir, 'diff-bomb.yaml');
  writeFileSync(file, [...header, ...okPath, 'components:', '  schemas:', ...bombLines(12, '    '), ''].join('\n'));
  const [diagnostic] = refusal(await loadDocument(file).catch((e: unknown) => e));
  expect(diagnostic).toMatchObject({ file: expect.stringMatching(/diff-bomb\.yaml$/), message: expect.stringMatching(/alias bomb/) });
});

test('anchors used as real descriptions use them load: one error answer shared by 400 operations', async () => {
  const file = path.join(dir, 'shared.yaml');
  const lines = [
    ...header,
    'x-shared:',
    '  error: &error',
    "    '500': {description: failed, content: {application/json: {schema: {type: object, properties: {code: {type: string}, message: {type: string}}}}}}",
    'paths:',
  ];
  for (let i = 0; i < 400; i++) {
    lines.push(`  /r${i}:`, '    get:', `      operationId: get${i}`, '      responses:', "        '200': {description: ok}", '        <<: *error');
  }
  writeFileSync(file, [...lines, ''].join('\n'));
  const { ir } = await loadIR(file, { config: fixtureConfig });
  expect(ir.operations).toHaveLength(400);
  expect(await loadDocument(file)).toHaveProperty(['paths', '/r399', 'get', 'responses', '500', 'description'], 'failed');
});

test('the measure stops on a cycle and counts a shared node once per use', () => {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  expect(aliasExpansionFault(cyclic, '*', 'c.yaml', 'c.yaml')).toBeUndefined();
  let node: unknown = { leaf: true };
  for (let i = 0; i < 8; i++) node = Array.from({ length: 10 }, () => node);
  expect(aliasExpansionFault({ node }, '*', 'b.yaml', 'b.yaml')).toMatchObject({ file: 'b.yaml', message: expect.stringMatching(/alias bomb/) });
  expect(aliasExpansionFault({ node }, 'no aliases in this text', 'b.yaml', 'b.yaml')).toBeUndefined();
});
