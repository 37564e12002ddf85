/**
 * A required request body the spec gives no example of: every sample still sends one, made from the body's
 * schema (components followed, required properties, bounds and array items), since a call without it fails.
 * The made body reads the components the schema names, so the samples kept between runs (the incremental
 * store, keyed by the operation's IR) are keyed by it too: a change to a component alone is seen.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownStore } from '../support/own-store.js';
import { samplesFor } from '../../src/emitters/samples/index.js';
import { beginRun, endRun } from '../../src/incremental/store.js';
import { loadIR } from '../../src/load/index.js';

const scratch = ownStore('cmp-made-bodies-');

const widget = (extra: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'object',
  required: ['name', 'size', 'tags', ...required],
  properties: {
    name: { type: 'string' },
    size: { type: 'integer', minimum: 3 },
    tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
    note: { type: 'string' },
    ...extra,
  },
});

async function load(schemas: Record<string, unknown>, required = true) {
  const file = path.join(scratch.dir, 'openapi.json');
  const doc = {
    openapi: '3.1.0',
    info: { title: 'Widgets', version: '1.0.0' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/widgets': {
        post: {
          operationId: 'createWidget',
          requestBody: { required, content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } } },
          responses: { '201': { description: 'made' } },
        },
      },
    },
    components: { schemas: { Tag: { type: 'object', required: ['label'], properties: { label: { type: 'string' } } }, ...schemas } },
  };
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return (await loadIR(file)).ir;
}

/** The samples of the one operation, made in a run that reuses what the store kept. */
async function samplesInRun(schemas: Record<string, unknown>) {
  const ir = await load(schemas);
  beginRun({ reuse: true, scope: scratch.dir });
  try {
    return samplesFor(ir, ir.operations[0]!);
  } finally {
    endRun();
  }
}

describe('a required body with no example', () => {
  it('is made from its schema in every language: required properties, components followed, bounds kept', async () => {
    const ir = await load({ Widget: widget() });
    const samples = samplesFor(ir, ir.operations[0]!);
    const body = { name: 'abc123', size: 3, tags: [{ label: 'abc123' }] };
    expect(samples.typescript).toContain(`createWidget({ name: 'abc123', size: 3, tags: [{ label: 'abc123' }] })`);
    expect(samples.curl).toContain(`-d '${JSON.stringify(body)}'`);
    expect(samples.pythonSdk).toContain('create_widget(name="abc123", size=3, tags=[{"label": "abc123"}])');
    for (const key of ['python', 'javascript', 'go', 'java', 'ruby', 'php', 'csharp'] as const) {
      expect(samples[key]?.replace(/\s+/g, '') ?? '', key).toMatch(/size[\\"']*(:|=>)3/);
    }
    expect(samples.typescript).not.toContain('note');
  });

  it('an optional body the spec gives no example of is left out, as before', async () => {
    const ir = await load({ Widget: widget() }, false);
    expect(samplesFor(ir, ir.operations[0]!).curl).not.toContain(' -d ');
  });

  it('the samples kept between runs follow a change to a component the made body reads', async () => {
    const first = await samplesInRun({ Widget: widget() });
    expect(first.typescript).not.toContain('color');
    const again = await samplesInRun({ Widget: widget() });
    expect(again.typescript).toBe(first.typescript);
    const changed = await samplesInRun({ Widget: widget({ color: { type: 'string', enum: ['red', 'blue'] } }, ['color']) });
    expect(changed.typescript).toContain(`color: 'red'`);
    expect(changed.curl).toContain('"color":"red"');
  });
});
