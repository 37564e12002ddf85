/**
 * Lenient reading (src/load/lenient.ts): faults other generators read past generate, each with a warning at
 * its authored file and line and the repair named; `--strict` and `strict: true` refuse them all; a fault
 * whose output would be wrong stays an error in either mode. The project's own configuration is strict.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatDiagnostic, loadIR, SpecError } from '../../src/load/index.js';
import { generateCommand } from '../../src/generate.js';
import { openapiTypes } from '../../src/emitters/openapi-types.js';
import { loadConfig } from '../../src/config/load.js';
import { fixturesDir } from '../fixtures/config.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const spec = path.join(fixturesDir, 'lenient/openapi.yaml');
const shown = path.relative(process.cwd(), spec);
const tmp = mkdtempSync(path.join(tmpdir(), 'cmp-lenient-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function refusal(file: string, options: Parameters<typeof loadIR>[1] = {}): Promise<string[]> {
  try {
    await loadIR(file, options);
  } catch (error) {
    if (error instanceof SpecError) return error.diagnostics.map((d) => `${d.line}: ${d.message}`);
    throw error;
  }
  return [];
}

describe('lenient reading', () => {
  it('generates a document with the faults other generators accept, one located warning each', async () => {
    const { ir, warnings } = await loadIR(spec);
    expect(warnings.map(formatDiagnostic)).toEqual([
      `${shown}:15:21  Expected type \`ExamplesMap\` (object) but got \`string\`. The annotation is ignored. (struct)`,
      `${shown}:19:11  Property \`example\` is not expected here. Ignored. (struct)`,
      `${shown}:32:7  Property \`unknownKeyword\` is not expected here. Ignored. (struct)`,
      `${shown}:35:24  \`type: file\` is Swagger 2.0; read as \`type: string, format: binary\` (bytes). (struct)`,
      `${shown}:36:41  \`required: true\` on a property is JSON Schema draft 3; read as \`name\` listed in the parent schema's \`required\`. (struct)`,
      `${shown}:23:9  The field \`description\` must be present on this level. Read as an empty description. (struct)`,
    ]);
    // The repairs reach the IR: what the emitters read is the document as the author meant it.
    expect(ir.schemas.Pet).toEqual({
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, photo: { type: 'string', format: 'binary' }, name: { type: 'string' } },
    });
    const op = ir.operations[0]!;
    expect(op.responses.map((r) => [r.status, r.description])).toEqual([
      ['200', 'The pet.'],
      ['404', ''],
    ]);
    expect(JSON.stringify(ir.document)).not.toMatch(/unknownKeyword|"example":\{"id"/);
  });

  it('refuses every fault with strict: true in the configuration', async () => {
    const problems = await refusal(spec, { config: { strict: true } });
    expect(problems).toHaveLength(6);
    expect(problems[1]).toBe('19: Property `example` is not expected here. (struct)');
  });

  it.each([
    [
      'a parameter without `in`',
      "parameters: [{ name: q, schema: { type: string } }]\n      responses: { '200': { description: OK } }",
      /The field `in` must be present on this level/,
    ],
    [
      'a dangling $ref',
      "responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/Nope' } } } } }",
      /Can't resolve \$ref "#\/components\/schemas\/Nope": nothing in the document is at that pointer/,
    ],
    ['an unknown type', "responses: { '200': { description: OK, content: { application/json: { schema: { type: date } } } } }", /`type` can be one of the following only/],
  ])('keeps %s an error (the output would be wrong)', async (_name, operation, message) => {
    const file = path.join(tmp, `${_name.replace(/\W+/g, '-')}.yaml`);
    writeFileSync(file, `openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    get:\n      ${operation}\n`);
    const problems = await refusal(file);
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(message);
  });

  it("reads a 3.1 schema's `nullable: true` as `null` added to its type", async () => {
    const file = path.join(tmp, 'nullable.yaml');
    writeFileSync(
      file,
      "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    A: { type: object, properties: { n: { type: string, nullable: true } } }\n",
    );
    const { ir, warnings } = await loadIR(file);
    expect(warnings.map((w) => w.message)).toEqual(["`nullable` is OpenAPI 3.0; read as `null` added to the schema's type. (struct)"]);
    expect(ir.schemas.A).toEqual({ type: 'object', properties: { n: { type: ['string', 'null'] } } });
  });

  it('reports a document openapi-typescript cannot type as a problem of the document, not an internal error', async () => {
    const file = path.join(tmp, 'enum-object.yaml');
    writeFileSync(file, "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    Group: { type: object, enum: [A, B] }\n");
    const { ir } = await loadIR(file);
    const error = await openapiTypes(ir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toMatch(/enum-object\.yaml {2}openapi-typescript cannot type this document: Expected SchemaObject, received string/);
  });

  it("is never this project's way: cmp.config.ts is strict", async () => {
    expect((await loadConfig(path.join(repo, 'cmp.config.ts'))).config.strict).toBe(true);
  });
});

describe('generate on a faulty document', () => {
  /** The command in this process, its output captured. */
  async function generate(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
    try {
      const status = await generateCommand(['--spec', spec, '--out', tmp, '--only', 'mock', ...args]);
      return { status, stdout: out.join('\n'), stderr: err.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  }

  it('prints each warning at file:line and writes the artifacts; --strict writes nothing and exits 2', async () => {
    const strict = await generate('--strict');
    expect(strict.status).toBe(2);
    expect(strict.stderr).toContain('The spec has 6 problem(s); nothing was written:');
    expect(strict.stderr).toContain(`${shown}:19:11  Property \`example\` is not expected here. (struct)`);

    const lenient = await generate();
    expect(lenient.stderr).toContain('The spec has 6 fault(s) other generators read past; generated as described (--strict refuses them):');
    expect(lenient.stderr).toContain(`${shown}:19:11  warning: Property \`example\` is not expected here. Ignored. (struct)`);
    expect(lenient.status).toBe(0);
    expect(lenient.stdout).toMatch(/created +packages\/mock\/src\/generated\/operations\.gen\.ts/);
  });
});
