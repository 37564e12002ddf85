/**
 * Names used in one place and defined in none (a server URL's variable, a path's template parameter, a security
 * scheme) and an empty operationId pass the structural lint; each is a warning at its line that says how it is
 * read, an error under --strict, and the IR reads it the way the warning says.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { formatDiagnostic, loadIR, SpecError } from '../../src/load/index.js';
import { fixtureConfig } from '../fixtures/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-consistency-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const faulty = `openapi: 3.1.0
info: {title: Faults, version: "1"}
servers:
  - url: https://{region}.example.com/{stage}
    variables:
      stage: {default: v1}
security:
  - ghost: []
paths:
  /items/{id}:
    get:
      operationId: getItem
      responses:
        '200': {description: ok}
    delete:
      parameters:
        - {name: id, in: path, required: true, schema: {type: integer}}
      responses:
        '204': {description: gone}
  /things:
    parameters:
      - $ref: '#/components/parameters/Stray'
    get:
      operationId: ''
      security:
        - bearer: [read]
          phantom: []
      responses:
        '200': {description: ok}
components:
  parameters:
    Stray: {name: tid, in: path, required: true, schema: {type: string}}
  securitySchemes:
    bearer: {type: http, scheme: bearer}
`;

test('each fault is a warning at its line saying how it is read, and the IR reads it so', async () => {
  const file = path.join(dir, 'faulty.yaml');
  writeFileSync(file, faulty);
  const { ir, warnings } = await loadIR(file, { config: fixtureConfig });
  const said = warnings.map((w) => `${w.line}: ${w.message}`);
  expect(said).toEqual([
    expect.stringMatching(/^4: The server URL's `\{region\}` has no `variables\.region`.*used as written/),
    expect.stringMatching(/^8: The security requirement names `ghost`/),
    expect.stringMatching(/^10: `\{id\}` in the path has no `in: path` parameter \(GET\); read as a required string\.$/),
    expect.stringMatching(/^24: `operationId` is empty; read as absent/),
    expect.stringMatching(/^27: The security requirement names `phantom`/),
    // Where the stray parameter is written: the component the path item refers to.
    expect.stringMatching(/^32: The path parameter `tid` is not in the path `\/things`; ignored\.$/),
  ]);
  // Only `{region}`: `{stage}` is defined.
  expect(said.join('\n')).not.toContain('stage');
  const byPath = Object.fromEntries(ir.operations.map((op) => [`${op.method} ${op.path}`, op]));
  expect(byPath['get /things']!.id).toBe('getThings');
  expect(byPath['get /things']!.parameters.path).toEqual([]);
  expect(byPath['get /items/{id}']!.parameters.path).toEqual([expect.objectContaining({ name: 'id', required: true, schema: { type: 'string' } })]);
  expect(byPath['delete /items/{id}']!.parameters.path).toEqual([expect.objectContaining({ name: 'id', schema: { type: 'integer' } })]);
  // The undefined names are no schemes of the IR; the requirements still stand (not public).
  expect(byPath['get /items/{id}']!.security).toMatchObject({ public: false, schemes: [] });
  expect(byPath['get /things']!.security).toMatchObject({ public: false, schemes: ['bearer'], scopes: ['read'] });
});

test('--strict refuses the same faults, every one at its line', async () => {
  const file = path.join(dir, 'strict.yaml');
  writeFileSync(file, faulty);
  const error = await loadIR(file, { config: fixtureConfig, strict: true }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SpecError);
  expect((error as SpecError).diagnostics.map((d) => d.line)).toEqual([4, 8, 10, 24, 27, 32]);
});

test('a document with every name defined has no such warning', async () => {
  const file = path.join(dir, 'clean.yaml');
  writeFileSync(
    file,
    faulty
      .replace('    variables:\n', '    variables:\n      region: {default: eu}\n')
      .replace('  - ghost: []', '  - bearer: []')
      .replace('      operationId: getItem\n', '      operationId: getItem\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: string}}\n')
      .replace("  /things:\n    parameters:\n      - $ref: '#/components/parameters/Stray'\n", '  /things:\n')
      .replace("operationId: ''", 'operationId: listThings')
      .replace('          phantom: []\n', ''),
  );
  const { warnings } = await loadIR(file, { config: fixtureConfig });
  expect(warnings).toEqual([]);
});

test('a .json file that parses only as YAML is read as YAML with a warning at the place JSON stopped', async () => {
  const file = path.join(dir, 'trailing-comma.json');
  writeFileSync(file, '{\n  "openapi": "3.1.0",\n  "info": {"title": "T", "version": "1",},\n  "paths": {}\n}\n');
  const { ir, warnings } = await loadIR(file, { config: fixtureConfig });
  expect(ir.info.title).toBe('T');
  expect(warnings).toEqual([expect.objectContaining({ line: 3, message: expect.stringMatching(/^Not valid JSON \(.+\); read as YAML, which the file also is\.$/) })]);
  const strict = await loadIR(file, { config: fixtureConfig, strict: true }).catch((e: unknown) => e);
  expect((strict as SpecError).diagnostics).toEqual(warnings);
});

test('in a minified document (every member on line 1) a warning says its JSON pointer too', async () => {
  const file = path.join(dir, 'minified.json');
  const padding = { description: 'x'.repeat(300) };
  writeFileSync(
    file,
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Min', version: '1', ...padding },
      servers: [{ url: 'https://{region}.example.com' }],
      paths: { '/a': { get: { responses: { '200': { description: 'ok', example: 1 } } } } },
    }),
  );
  const { warnings } = await loadIR(file, { config: fixtureConfig });
  expect(warnings.map((w) => [w.line, w.pointer])).toEqual([
    [1, '#/paths/~1a/get/responses/200/example'],
    [1, '#/servers/0/url'],
  ]);
  expect(formatDiagnostic(warnings[1]!)).toMatch(/^\S*minified\.json:1:\d+ {2}The server URL's .* \(at #\/servers\/0\/url\)$/);
  // A short line keeps to line and column.
  const short = path.join(dir, 'short.yaml');
  writeFileSync(short, "openapi: 3.1.0\ninfo: {title: S, version: '1'}\nservers:\n  - url: https://{region}.example.com\npaths: {}\n");
  expect((await loadIR(short, { config: fixtureConfig })).warnings).toEqual([expect.not.objectContaining({ pointer: expect.anything() })]);
});
