/**
 * The mock starts without loading what Prism requires but a static mock never calls (faker, the Postman
 * collection reader, node-fetch: `src/core/defer-module.ts`), and still loads and uses them when asked:
 * dynamic answers with `x-faker`, and the stand-ins themselves (called, constructed, read as objects).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { deferModule } from '../src/core/defer-module.js';

const run = promisify(execFile);
const fixture = path.join(import.meta.dirname, 'fixtures/serve-and-report.ts');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cmp-mock-defer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function serveAndReport(spec: string, mode: 'static' | 'dynamic', requestPath: string) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', fixture, spec, mode, requestPath], { cwd: path.join(import.meta.dirname, '..'), timeout: 600_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { status: number; body: Record<string, unknown>; loaded: Record<string, boolean> };
}

describe('modules Prism requires but the mock seldom calls', () => {
  it('a static mock answers without loading faker, the Postman reader or node-fetch', async () => {
    const report = await serveAndReport('-', 'static', '/billing/plan');
    expect(report.status).toBe(200);
    expect(report.loaded).toEqual({ faker: false, postman: false, nodeFetch: false });
  });

  it('a dynamic answer that needs faker (x-faker) loads it and gets its value', async () => {
    const spec = path.join(scratch, 'x-faker.json');
    const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string', 'x-faker': 'name.firstName' } } };
    const responses = { 200: { description: 'ok', content: { 'application/json': { schema } } } };
    writeFileSync(spec, JSON.stringify({ openapi: '3.1.0', info: { title: 'x-faker', version: '1' }, paths: { '/person': { get: { responses } } } }));
    const report = await serveAndReport(spec, 'dynamic', '/person');
    expect(report.status).toBe(200);
    expect(report.body.name).toMatch(/^[A-Z][a-z]+/);
    expect(report.loaded.faker).toBe(true);
  });

  it('stand-ins behave as the module: read, called, constructed, and an object stays an object', () => {
    // node-fetch as prism-http's forwarder requires it: a function with properties (fetch, default, Headers).
    const forwarder = createRequire(import.meta.url).resolve('@stoplight/prism-http/dist/forwarder/index.js');
    const requireThere = createRequire(forwarder);
    deferModule('node-fetch', forwarder, { callable: true });
    const fetchModule = requireThere('node-fetch');
    expect(typeof fetchModule).toBe('function');
    expect(new fetchModule.Headers({ 'x-a': '1' }).get('x-a')).toBe('1');
    expect(fetchModule.default).toBe(requireThere('node-fetch').default);
    // faker as prism-http's JSON Schema generator requires it: `.default` is kept as an object at load time.
    const generator = createRequire(import.meta.url).resolve('@stoplight/prism-http/dist/mocker/generator/JSONSchema.js');
    deferModule('@faker-js/faker', generator, { instances: ['default'] });
    const faker = createRequire(generator)('@faker-js/faker').default;
    expect(typeof faker).toBe('object');
    faker.seed(7);
    const first = faker.name.firstName();
    faker.seed(7);
    expect(faker.name.firstName()).toBe(first);
  });
});
