/**
 * An MCP tool's schema stays small on a document whose schemas name each other many times over (Stripe's: one
 * answer inlined at every mention ran the emitter out of memory). A schema named again in the same tool goes to
 * `$defs` once; past TOOL_SCHEMA_NODES, the references still to expand are described, not expanded.
 */
import { describe, expect, it } from 'vitest';
import { SchemaInliner, TOOL_SCHEMA_NODES } from '../../src/emitters/mcp/tool-schema.js';
import type { JsonSchema } from '../../src/ir/types.js';

const nodes = (v: unknown): number => (v && typeof v === 'object' ? 1 + Object.values(v).reduce((n: number, x) => n + nodes(x), 0) : 0);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('the size of a tool’s schema', () => {
  it('is linear in the schemas reached, not in the paths to them: a schema named again refers to $defs', () => {
    // L0 names L1 ten times, L1 names L2 ten times, ... L7: 10^7 mentions of L7 if each were inlined.
    const schemas: Record<string, JsonSchema> = { L7: { type: 'object', properties: { id: { type: 'string' } } } };
    for (let level = 6; level >= 0; level--) {
      schemas[`L${level}`] = { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, ref(`L${level + 1}`)])) };
    }
    const schema = new SchemaInliner(schemas, 'response').root(ref('L0'));
    expect(nodes(schema)).toBeLessThan(400);
    const defs = schema.$defs as Record<string, JsonSchema>;
    expect(Object.keys(defs).sort()).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7']);
    // The first mention is inlined, the others refer to the definition, which is the same schema.
    const props = schema.properties as Record<string, JsonSchema>;
    expect(props.p0).toMatchObject({ type: 'object' });
    expect(props.p1).toEqual({ $ref: '#/$defs/L1' });
    expect((defs.L7!.properties as Record<string, unknown>).id).toEqual({ type: 'string' });
  });

  it('past its node budget, a reference is described with its type instead of expanded; a small schema is whole', () => {
    const wide = (n: number, to: string) => ({
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'string', description: `${to} ${i}` }])),
    });
    const schemas: Record<string, JsonSchema> = { Root: { type: 'object', properties: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`r${i}`, ref(`W${i}`)])) } };
    for (let i = 0; i < 40; i++) schemas[`W${i}`] = wide(100, `W${i}`);
    const schema = new SchemaInliner(schemas, 'response').root(ref('Root'));
    const props = schema.properties as Record<string, JsonSchema>;
    const described = Object.values(props).filter((p) => typeof p.description === 'string' && p.description.includes('not expanded'));
    expect(described.length).toBeGreaterThan(0);
    expect(described[0]).toMatchObject({ type: 'object' });
    expect(nodes(schema)).toBeLessThan(TOOL_SCHEMA_NODES + 200);
    const small = new SchemaInliner(schemas, 'response').root(ref('W0'));
    expect(Object.keys(small.properties as object)).toHaveLength(100);
  });
});

describe('a tool’s description', () => {
  it('names an operation without a summary by its method and path, never by a bare "."', async () => {
    const { buildIR } = await import('../../src/ir/build.js');
    const { toolRows } = await import('../../src/emitters/mcp/tools.js');
    const ok = { '204': { description: 'Done.' } };
    const ir = buildIR({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/books/{id}': { delete: { operationId: 'deleteBook', responses: ok } } } }, {});
    const [tool] = toolRows(ir);
    expect(tool!.description).toMatch(/^DELETE \/books\/\{id\}\.\n/);
  });
});
