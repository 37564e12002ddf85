/**
 * `type: "null"` beside a `oneOf`/`anyOf` whose alternatives all refuse null admits no value as written; it is
 * read as a nullable union, with a warning at its line, the same for the IR and for the client's types (the
 * document openapi-typescript is given), and refused under --strict. A union that already admits null is left
 * as written.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadIR, SpecError } from '../../src/load/index.js';
import { fixtureConfig } from '../fixtures/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-null-union-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const spec = `openapi: 3.1.0
info: {title: Nulls, version: "1"}
paths: {}
components:
  schemas:
    Value:
      type: 'null'
      oneOf:
        - {type: string}
        - {type: array, items: {$ref: '#/components/schemas/Value'}}
    Listed:
      type: ['null']
      anyOf:
        - {type: integer}
        - {$ref: '#/components/schemas/Word'}
    Word: {type: string}
    AlreadyNullable:
      type: 'null'
      oneOf:
        - {type: string}
        - {$ref: '#/components/schemas/MaybeNumber'}
    MaybeNumber: {type: [number, 'null']}
`;

test('read as a nullable union, warned of at its line, for the IR and for the types alike', async () => {
  const file = path.join(dir, 'nulls.yaml');
  writeFileSync(file, spec);
  let typed: Record<string, unknown> = {};
  const { ir, warnings } = await loadIR(file, { config: fixtureConfig, onDocument: (json) => (typed = JSON.parse(json) as Record<string, unknown>) });
  expect(warnings.map((w) => [w.line, w.message.slice(0, 40)])).toEqual([
    [7, '`type: "null"` beside a `oneOf` whose al'],
    [12, '`type: "null"` beside an `anyOf` whose a'],
  ]);
  expect(ir.schemas.Value).toEqual({ oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/components/schemas/Value' } }, { type: 'null' }] });
  expect(ir.schemas.Listed).toEqual({ anyOf: [{ type: 'integer' }, { $ref: '#/components/schemas/Word' }, { type: 'null' }] });
  // An alternative that admits null (through a $ref) makes the schema mean something: as written.
  expect(ir.schemas.AlreadyNullable).toMatchObject({ type: 'null' });
  const schemas = (typed.components as { schemas: Record<string, unknown> }).schemas;
  expect(schemas.Value).toEqual(ir.schemas.Value);
});

test('--strict refuses it at the same line', async () => {
  const file = path.join(dir, 'strict.yaml');
  writeFileSync(file, spec);
  const error = await loadIR(file, { config: fixtureConfig, strict: true }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SpecError);
  expect((error as SpecError).diagnostics.map((d) => d.line)).toEqual([7, 12]);
});
