/**
 * Dynamic mode generates answers from the schemas; with fillProperties off, an object carries only the
 * properties its schema names, even where the spec leaves `additionalProperties` open.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockOperations, startMock, type RunningMock } from '../src/index.js';

type Schema = Record<string, any>;
const spec = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.json'), 'utf8')) as Schema;

function resolve(schema: Schema): Schema {
  return typeof schema.$ref === 'string'
    ? resolve(
        schema.$ref
          .split('/')
          .slice(1)
          .reduce((node: Schema, key: string) => node[key], spec),
      )
    : schema;
}

/** Property names present in `value` that its schema does not name, as JSON paths. */
function inventedProperties(schema: Schema, value: unknown, at = '$'): string[] {
  const s = resolve(schema);
  if (Array.isArray(value)) return s.items ? value.flatMap((v, i) => inventedProperties(s.items, v, `${at}[${i}]`)) : [];
  if (value === null || typeof value !== 'object' || !s.properties) return [];
  return Object.entries(value).flatMap(([key, v]) => (key in s.properties ? inventedProperties(s.properties[key], v, `${at}.${key}`) : [`${at}.${key}`]));
}

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock({ dynamic: true, seed: 'docs-and-mock' });
});
afterAll(async () => {
  await mock?.stop();
});

describe('dynamic mock', () => {
  it.each(mockOperations.map((op) => [op.id, op] as const))('%s: generated answer passes --errors and invents no property', async (id, op) => {
    const response = await fetch(`${mock.url}${op.requestPath}`, {
      method: op.method,
      headers: {
        ...(op.authenticated ? { authorization: 'Bearer mock-token' } : {}),
        ...(op.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(op.body !== undefined ? { body: JSON.stringify(op.body) } : {}),
    });
    expect(response.headers.get('sl-violations')).toBeNull();
    expect(response.status).toBe(op.successStatus);
    const [method, item] = [op.method.toLowerCase(), spec.paths[op.path]];
    const schema = item[method].responses[String(op.successStatus)].content['application/json'].schema;
    expect(inventedProperties(schema, await response.json()), id).toEqual([]);
  });
});
