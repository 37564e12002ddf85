/**
 * Property names a Python identifier cannot be (empty, a space, a keyword, a leading digit) are kept as the
 * JSON keys of the Python SDK's models and request TypedDicts; an empty key, which a TypedDict cannot name
 * (pyright: "Names within a TypedDict cannot be empty"), is left out of the type with a comment saying so.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadIR } from '../../src/load/index.js';
import { emitPython } from '../../src/emitters/python/emit.js';
import { fixtureConfig } from '../fixtures/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-python-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('odd keys are kept as JSON keys; the empty one is out of the TypedDict, with a comment', async () => {
  const file = path.join(dir, 'odd.yaml');
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Odd' } } } };
  writeFileSync(
    file,
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Odd Keys', version: '1' },
      paths: { '/x': { post: { operationId: 'postX', requestBody: body, responses: { '200': { description: 'ok', ...body } } } } },
      components: { schemas: { Odd: { type: 'object', properties: { '': { type: 'string' }, ' ': { type: 'integer' }, class: { type: 'string' }, '1st': { type: 'string' } } } } },
    }),
  );
  const { ir } = await loadIR(file, { config: fixtureConfig });
  const files = Object.fromEntries(emitPython(ir).map((f) => [f.path.split('/').at(-1)!, f.contents]));
  const typed = files['params.py']!.split('\n');
  const at = typed.findIndex((line) => line.startsWith('OddParam = TypedDict('));
  expect(typed[at]).toBe('OddParam = TypedDict("OddParam", {" ": "_int", "class": "_str", "1st": "_str"}, total=False)');
  expect(typed[at - 1]).toMatch(/^# The key "" is not in the type/);
  // The response model keeps every key, the empty one too, under an attribute Python can name.
  expect(files['types.py']).toContain('_m.fields(Odd, {"field": ("", None), "field_2": (" ", None), "class_": ("class", None), "_1st": ("1st", None)})');
});
