/**
 * A schema property or component named `__proto__`: written as a plain key of an object literal (or as JSON text
 * used as JavaScript), it sets the object's prototype instead of making a property, and the property vanishes
 * from the generated validators and tools without a word. Each emitter that writes names as keys keeps it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonExpression, tsLiteral } from '../../src/emitters/ts/literal.js';
import { generateCommand } from '../../src/generate.js';

const evaluate = (source: string): Record<string, unknown> => new Function(`return (${source});`)() as Record<string, unknown>;

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cmp-proto-keys-'));
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Odd keys', version: '1.0.0' },
    paths: {
      '/things': {
        post: {
          operationId: 'makeThing',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          responses: { '200': { description: 'made', content: { 'application/json': { schema: { $ref: '#/components/schemas/__proto__' } } } } },
        },
      },
    },
    components: {
      schemas: {
        // Computed keys: `__proto__: ...` in a literal would set the prototype (the fault under test).
        Thing: { type: 'object', required: ['__proto__'], properties: { ['__proto__']: { type: 'string' }, constructor: { type: 'integer' } } },
        ['__proto__']: { type: 'object', properties: { id: { type: 'string' } } },
      },
    },
  };
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(spec, null, 2));
  const text = readFileSync(path.join(dir, 'openapi.json'), 'utf8');
  expect(text).toContain('"__proto__": {');
  expect(await generateCommand(['--spec', path.join(dir, 'openapi.json'), '--out', path.join(dir, 'out'), '--only', 'server,mcp,python'])).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a key named __proto__', () => {
  it('stays an own property of a printed literal and of JSON used as source, and a string that mentions it is unchanged', () => {
    const value = JSON.parse('{"__proto__": {"type": "string"}, "note": "say \\"__proto__\\": hi", "n": {"__proto__": 1}}') as Record<string, unknown>;
    for (const source of [tsLiteral(value), jsonExpression(value)]) {
      const back = evaluate(source);
      expect(Object.hasOwn(back, '__proto__'), source).toBe(true);
      expect(Object.getPrototypeOf(back), source).toBe(Object.prototype);
      expect(JSON.stringify(back), source).toBe(JSON.stringify(value));
    }
  });

  it('is kept by the server’s validation schemas, the MCP tools and the Python SDK’s types', () => {
    const out = path.join(dir, 'out/packages');
    const components = readFileSync(path.join(out, 'server/src/generated/components.gen.ts'), 'utf8');
    const document = evaluate(components.slice(components.indexOf('= {') + 2, components.lastIndexOf('}') + 1)) as {
      components: { schemas: Record<string, { properties?: object }> };
    };
    expect(Object.keys(document.components.schemas).sort()).toEqual(['Thing', '__proto__']);
    expect(Object.keys(document.components.schemas.Thing!.properties!).sort()).toEqual(['__proto__', 'constructor']);
    const tools = readFileSync(path.join(out, 'mcp/src/generated/tools.gen.ts'), 'utf8');
    expect(tools).toMatch(/\[['"]__proto__['"]\]: \{ type: 'string' \}/);
    const types = readFileSync(path.join(out, 'client-python/src/odd_keys/types.py'), 'utf8');
    expect(types).toMatch(/__proto__: .*str/);
  });
});
