/**
 * The diff judges a change by the Python SDK's names too (src/diff/sdk/python-impact.ts): a renamed or
 * removed argument, a new required one, an operation gone, each said of `client.<resource>.<method>()`, and
 * `sdk.breaks` names the SDKs a change breaks; a change the Python names do not feel is compatible there.
 */
import { describe, expect, it } from 'vitest';
import { buildIR } from '../../src/ir/build.js';
import { applyPythonImpact } from '../../src/diff/sdk/python-impact.js';
import type { Change } from '../../src/diff/types.js';

const doc = (body: Record<string, unknown>, required: string[], query: Record<string, unknown>[] = []) => ({
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1.0.0' },
  paths: {
    '/pets': {
      post: {
        operationId: 'createPet',
        tags: ['pets'],
        parameters: query,
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required, properties: body } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});
const change = (location: string): Change => ({ rule: 'test-rule', client: 'non-breaking', server: 'non-breaking', semver: 'minor', location, message: 'changed' });

describe("the Python SDK's verdict on a change", () => {
  it.each<[string, { base: ReturnType<typeof doc>; head: ReturnType<typeof doc>; want: string[] }]>([
    [
      'a renamed body field',
      { base: doc({ name: { type: 'string' } }, []), head: doc({ title: { type: 'string' } }, []), want: ['client.pets.create_pet(): argument name= no longer exists'] },
    ],
    [
      'a field made required',
      { base: doc({ name: { type: 'string' } }, []), head: doc({ name: { type: 'string' } }, ['name']), want: ['client.pets.create_pet(): argument name= is now required'] },
    ],
    [
      'a new required query parameter',
      {
        base: doc({}, []),
        head: doc({}, [], [{ name: 'store', in: 'query', required: true, schema: { type: 'string' } }]),
        want: ['client.pets.create_pet(): new required argument store='],
      },
    ],
    ['an optional field added', { base: doc({ name: { type: 'string' } }, []), head: doc({ name: { type: 'string' }, tag: { type: 'string' } }, []), want: [] }],
  ])('%s', (_name, { base, head, want }) => {
    const changes = [change('POST /pets request body .x')];
    applyPythonImpact(buildIR(structuredClone(base)), buildIR(structuredClone(head)), changes);
    expect(changes[0]!.sdk?.python).toEqual({ impact: want.length ? 'breaking' : 'compatible', details: want });
    expect(changes[0]!.sdk?.breaks).toEqual(want.length ? ['Python'] : undefined);
  });

  it('says an operation that is gone no longer exists, and leaves changes at no operation alone', () => {
    const base = doc({ name: { type: 'string' } }, []);
    const head = { ...base, paths: {} };
    const changes = [change('POST /pets'), change('schema Pet')];
    applyPythonImpact(buildIR(structuredClone(base)), buildIR(structuredClone(head)), changes);
    expect(changes[0]!.sdk?.python?.details).toEqual(['client.pets.create_pet() no longer exists']);
    expect(changes[1]!.sdk).toBeUndefined();
  });
});
