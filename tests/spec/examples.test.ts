/**
 * Quality gate (issue: the spec): every example validates against its schema under JSON Schema 2020-12,
 * with Ajv 2020 in strict mode. Covers request and response bodies (`example` and named `examples`),
 * parameter and header examples, and schema-level `example`/`examples`.
 */
import { describe, expect, it } from 'vitest';
import { deref, loadBundledSpec, operations, walk, type Node } from '../support/spec.js';
import { specAjv } from '../support/ajv.js';

const spec = loadBundledSpec();
const { validate } = specAjv(spec);

interface Case {
  where: string;
  schema: Node;
  value: unknown;
}

function mediaCases(where: string, content: Node | undefined): Case[] {
  const cases: Case[] = [];
  for (const [type, media] of Object.entries<Node>(content ?? {})) {
    if ('example' in media) cases.push({ where: `${where} ${type} example`, schema: media.schema, value: media.example });
    for (const [name, ex] of Object.entries<Node>(media.examples ?? {})) {
      cases.push({ where: `${where} ${type} examples.${name}`, schema: media.schema, value: deref(spec, ex).value });
    }
  }
  return cases;
}

const cases: Case[] = [];
for (const { path, method, op, pathItem } of operations(spec)) {
  const at = `${method.toUpperCase()} ${path}`;
  if (op.requestBody) cases.push(...mediaCases(`${at} request`, deref(spec, op.requestBody).content));
  for (const [status, raw] of Object.entries<Node>(op.responses)) {
    const response = deref(spec, raw);
    cases.push(...mediaCases(`${at} ${status}`, response.content));
    for (const [name, h] of Object.entries<Node>(response.headers ?? {})) {
      const header = deref(spec, h);
      if ('example' in header.schema) cases.push({ where: `${at} ${status} header ${name}`, schema: header.schema, value: header.schema.example });
    }
  }
  for (const p of [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((x: Node) => deref(spec, x))) {
    if ('example' in p) cases.push({ where: `${at} parameter ${p.name}`, schema: p.schema, value: p.example });
  }
}
for (const [pointer, node] of walk(spec)) {
  if (typeof node.type === 'undefined' && !node.enum && !node.const) continue;
  const { example, examples, ...schemaOnly } = node;
  if (example !== undefined && !pointer.includes('/content/')) cases.push({ where: `${pointer} example`, schema: schemaOnly, value: example });
  if (Array.isArray(examples)) examples.forEach((v, i) => cases.push({ where: `${pointer} examples[${i}]`, schema: schemaOnly, value: v }));
}

describe('every example validates against its schema (Ajv 2020, strict)', () => {
  it('finds the examples to check', () => {
    // One success example per operation at least, plus every error example.
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases.map((c) => [c.where, c] as const))('%s', (_where, c) => {
    expect(validate(c.schema, c.value)).toEqual([]);
  });

  it('rejects an example that breaks its schema (the check can fail)', () => {
    const list = spec.paths['/conversations'].get.responses['200'].content['application/json'];
    const broken = structuredClone(list.example);
    broken.data[0].status = 'closed';
    delete broken.meta.has_more;
    expect(validate(list.schema, broken).length).toBe(2);
  });
});
