/**
 * Quality gates (issue: the spec): the house lint rules of redocly.yaml fail on the edits they exist to
 * catch, and a broken edit makes the main command fail with the file, the line and what is wrong.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lint, loadConfig } from '@redocly/openapi-core';
import { repoRoot } from '../support/spec.js';
import { scratchSpec, type ScratchSpec } from '../support/scratch.js';
import { cli } from '../support/cli.js';

let scratch: ScratchSpec | undefined;
afterEach(() => scratch?.remove());

async function lintErrors(s: ScratchSpec): Promise<string[]> {
  const problems = await lint({ ref: s.root, config: await loadConfig({ configPath: s.config }) });
  return problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
}

describe('redocly lint with the house rules', () => {
  it('passes on the committed spec with 0 errors and 0 warnings', async () => {
    const problems = await lint({ ref: path.join(repoRoot, 'openapi/openapi.yaml'), config: await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') }) });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it.each<[string, string, (t: string) => string, RegExp]>([
    [
      'a response without X-Request-Id',
      'paths/objects.yaml',
      (t) =>
        t.replace(
          / {4}'200':\n {6}description: The account's object types.\n {6}headers:\n {8}X-Request-Id:\n {10}\$ref: \.\.\/components\/headers\/X-Request-Id\.yaml\n/,
          "    '200':\n      description: The account's object types.\n",
        ),
      /house\/x-request-id-on-every-response/,
    ],
    ['an operation without operationId', 'paths/objects.yaml', (t) => t.replace('  operationId: listObjects\n', ''), /operation-operationId/],
    ['an operation without summary', 'paths/objects.yaml', (t) => t.replace('  summary: List object types\n', ''), /operation-summary/],
    [
      'a 429 that is not the shared response',
      'paths/objects.yaml',
      (t) => t.replace('$ref: ../components/responses/TooManyRequests.yaml', '$ref: ../components/responses/ServerError.yaml'),
      /house\/shared-error-responses/,
    ],
    [
      'a missing 404 on an addressed resource',
      'paths/objects_{object_id}_records.yaml',
      (t) => t.replace("    '404':\n      $ref: ../components/responses/NotFound.yaml\n", ''),
      /must document the 404/,
    ],
    ['an operation without x-idempotent', 'paths/objects.yaml', (t) => t.replace('  x-idempotent: true\n', ''), /house\/operation-extensions/],
    ['an x-inferred without a reason', 'components/schemas/Agent.yaml', (t) => t.replace(/x-inferred: .*/, 'x-inferred: yes'), /house\/inferred-has-reason/],
    ['an undeclared scope', 'paths/objects.yaml', (t) => t.replace('bearerAuth: [customer_objects]', 'bearerAuth: [customer_object]'), /house\/scope-in-security/],
    ['an unused component', 'openapi.yaml', (t) => t.replace('  schemas:\n', '  schemas:\n    Unused:\n      type: string\n'), /house\/no-unused-components/],
    ['an example that breaks its schema', 'paths/objects.yaml', (t) => t.replace('enabled: true', 'enabled: "yes"'), /no-invalid-media-type-examples/],
  ])('fails on %s', async (_name, file, change, rule) => {
    scratch = scratchSpec();
    scratch.edit(file, change);
    expect((await lintErrors(scratch)).join('\n')).toMatch(rule);
  });
});

describe('a broken edit makes the main command fail with file, line and what is wrong', () => {
  const generate = (s: ScratchSpec) => cli(['--spec', s.root, '--config', s.generatorConfig, '--out', path.join(s.dir, 'out')]);

  it.each<[string, string, (t: string) => string, RegExp]>([
    [
      'bad YAML',
      'components/schemas/Inbox.yaml',
      (t) => t.replace('  active:\n    type: boolean', '  active:\n    type: [boolean'),
      /components\/schemas\/Inbox\.yaml:\d+:\d+ .*(YAML|parse|flow)/i,
    ],
    [
      'a dangling $ref',
      'paths/objects.yaml',
      (t) => t.replace('schemas/CustomerObjectList.yaml', 'schemas/CustomerObjectLists.yaml'),
      /paths\/objects\.yaml:\d+:\d+ .*Can't resolve \$ref/,
    ],
    ['a schema error', 'components/schemas/Inbox.yaml', (t) => t.replace('    type: boolean', '    type: bool'), /components\/schemas\/Inbox\.yaml:\d+:\d+ .*`type` can be one of/],
  ])('%s', (_name, file, change, expected) => {
    scratch = scratchSpec();
    scratch.edit(file, change);
    const result = generate(scratch);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(expected);
    expect(result.stderr).toMatch(/nothing was written/);
    expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  });
});
