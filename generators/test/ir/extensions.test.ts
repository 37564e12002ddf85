/**
 * Every `x-` extension the generators read is checked whatever document is given (`--spec` included): a
 * value of the wrong shape is a diagnostic at the authored file and line (through the $ref the bundler
 * followed), exit 2, never an internal error or a silent default.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadIR } from '../../src/load/index.js';
import { SpecError } from '../../src/load/diagnostics.js';
import { cli } from '../../../tests/support/cli.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'cmp-extensions-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const root = `openapi: 3.1.0
info:
  title: Things
  version: 1.0.0
paths:
  /things:
    $ref: paths/things.yaml
  /other:
    get:
      operationId: other
      responses:
        '200':
          description: OK
`;
/** The path item file; `EXTRA` is where each case puts its extension (line 5). */
const things = `get:
  operationId: listThings
  tags: [things]
  summary: List things
  EXTRA
  responses:
    '200':
      description: OK
`;

let n = 0;
function writeSpec(extra: string, rootText = root): string {
  const dir = path.join(work, String(n++));
  mkdirSync(path.join(dir, 'paths'), { recursive: true });
  writeFileSync(path.join(dir, 'openapi.yaml'), rootText);
  writeFileSync(path.join(dir, 'paths/things.yaml'), things.replace('EXTRA', extra));
  return path.join(dir, 'openapi.yaml');
}

describe('a malformed extension is placed at its file and line', () => {
  it.each<[string, string, RegExp]>([
    ['x-sdk-method with spaces', 'x-sdk-method: list all things', /x-sdk-method of listThings is "list all things"; expected "resource\.method"/],
    ['x-sdk-method without a resource', 'x-sdk-method: list', /x-sdk-method of listThings is "list"/],
    ['x-idempotent as text', "x-idempotent: 'yes'", /x-idempotent is "yes"; expected true or false/],
    ['x-pagination of an unknown kind', 'x-pagination: offset', /x-pagination is "offset"; expected "page" or "cursor"/],
    ['x-cost without when', 'x-cost: { charges: credits }', /x-cost is \{"charges":"credits"\}; expected \{ charges/],
    ['x-rate-limit with a zero window', 'x-rate-limit: { requests: 5, window_seconds: 0 }', /x-rate-limit is .*; expected \{ requests: <positive integer>/],
    ['x-rate-limit per something unknown', 'x-rate-limit: { requests: 5, window_seconds: 1, per: user }', /x-rate-limit is .*per\?: credential \| ip/],
    ['x-inferred without a reason', 'x-inferred: true', /x-inferred is true; expected the reason/],
    ['x-pagination with no page envelope configured', 'x-pagination: cursor', /configuration names no page envelope/],
    ['x-sunset that is not a date', 'x-sunset: next spring\n  deprecated: true', /x-sunset is "next spring"; expected a date \(YYYY-MM-DD\)/],
    ['x-sunset on an operation not deprecated', 'x-sunset: 2027-01-31', /x-sunset is 2027-01-31, but the operation is not deprecated/],
  ])('%s', async (_name, extra, message) => {
    const spec = writeSpec(extra);
    const error = await loadIR(spec).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    const [first] = (error as SpecError).diagnostics;
    expect(first!.message).toMatch(message);
    expect(path.resolve(first!.file)).toBe(path.join(path.dirname(spec), 'paths/things.yaml'));
    expect(first!.line).toBe(5);
  });

  it.each<[string, string, RegExp]>([
    ['an empty list', '[]', /x-extensible-enum is \[\]; expected a non-empty list of distinct strings/],
    ['numbers', '[1, 2]', /x-extensible-enum is \[1,2\]; expected a non-empty list of distinct strings/],
    ['a value twice', '[a, a]', /expected a non-empty list of distinct strings/],
  ])('x-extensible-enum with %s is placed at its schema', async (_name, values, message) => {
    const schema = `parameters:\n    - name: kind\n      in: query\n      schema:\n        type: string\n        x-extensible-enum: ${values}`;
    const error = (await loadIR(writeSpec(schema)).catch((e: unknown) => e)) as SpecError;
    expect(error).toBeInstanceOf(SpecError);
    expect(error.diagnostics[0]!.message).toMatch(message);
    expect(error.diagnostics[0]!.file).toMatch(/paths\/things\.yaml$/);
    expect(error.diagnostics[0]!.line).toBe(10);
  });

  it.each<[string, string, RegExp]>([
    ['beside enum', 'type: string\n        enum: [a]\n        x-extensible-enum: [a, b]', /a set is either closed \(enum\) or open \(x-extensible-enum\)/],
    ['on a number', 'type: integer\n        x-extensible-enum: [a]', /on a schema of type "integer"; it lists strings/],
  ])('x-extensible-enum %s is refused', async (_name, schemaText, message) => {
    const error = (await loadIR(writeSpec(`parameters:\n    - name: kind\n      in: query\n      schema:\n        ${schemaText}`)).catch((e: unknown) => e)) as SpecError;
    expect(error).toBeInstanceOf(SpecError);
    expect(error.diagnostics[0]!.message).toMatch(message);
  });

  it('a well-formed x-extensible-enum and x-sunset are read', async () => {
    const spec = writeSpec(
      'deprecated: true\n  x-sunset: 2027-01-31\n  parameters:\n    - name: kind\n      in: query\n      schema:\n        type: string\n        x-extensible-enum: [a, b]',
    );
    const { ir } = await loadIR(spec);
    expect(ir.operations.find((o) => o.id === 'listThings')).toMatchObject({ deprecated: true, sunset: '2027-01-31' });
  });

  it('a declared x-sdk-method collision names both operations, at the second', async () => {
    const spec = writeSpec('x-sdk-method: things.list', root.replace('      operationId: other\n', '      operationId: other\n      x-sdk-method: things.list\n'));
    const error = (await loadIR(spec).catch((e: unknown) => e)) as SpecError;
    expect(error).toBeInstanceOf(SpecError);
    expect(error.message).toMatch(/openapi\.yaml:11:\d+ {2}x-sdk-method things\.list of other collides with operation listThings/);
  });

  it('a duplicate operationId is placed at the second in path order', async () => {
    const spec = writeSpec('description: two', root.replace('operationId: other', 'operationId: listThings'));
    const error = (await loadIR(spec).catch((e: unknown) => e)) as SpecError;
    expect(error).toBeInstanceOf(SpecError);
    expect(error.message).toMatch(/paths\/things\.yaml:2:\d+ {2}operationId listThings is also the id of GET \/other/);
  });

  it('generate --spec reports it with exit 2 and writes nothing', () => {
    const spec = writeSpec("x-idempotent: 'sometimes'");
    const out = path.join(work, 'out');
    const result = cli(['--spec', spec, '--out', out, '--only', 'mock']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/paths\/things\.yaml:5:3 {2}x-idempotent is "sometimes"/);
    expect(result.stderr).not.toMatch(/Internal error|\n\s+at /);
  });
});
