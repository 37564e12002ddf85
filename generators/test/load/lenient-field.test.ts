/**
 * Lenient reading, the faults both peers (openapi-typescript, @hey-api/openapi-ts) read past on their own
 * edge-case documents: each generates with one warning at its authored file:line:col naming the value used,
 * and `strict` refuses each. Documents written here, one fault (or one kind) each.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, loadIR, SpecError } from '../../src/load/index.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'cmp-lenient-field-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, text);
  return file;
}

async function refused(file: string): Promise<string[]> {
  try {
    await loadIR(file, { strict: true });
  } catch (error) {
    if (error instanceof SpecError) return error.diagnostics.map((d) => `${d.line}:${d.col}`);
    throw error;
  }
  return [];
}

const shown = (file: string) => {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
};

describe('faults the field reads past', () => {
  it('`info.version: 1` is read as "1", a missing title as the file name', async () => {
    const file = write('widget-store.yaml', 'openapi: 3.0.3\ninfo:\n  version: 1\npaths: {}\n');
    const { ir, warnings } = await loadIR(file);
    expect(ir.info).toMatchObject({ title: 'widget-store', version: '1' });
    expect(warnings.map(formatDiagnostic).sort()).toEqual([
      `${shown(file)}:2:1  The field \`title\` must be present on this level. Read as "widget-store" (the file name). (struct)`,
      `${shown(file)}:3:12  \`info.version\` is the number 1, not a string; read as "1". (struct)`,
    ]);
    expect(await refused(file)).toHaveLength(2);
  });

  it('a document with no `info` gets the file name and version 0.0.0', async () => {
    const file = write('bare.json', JSON.stringify({ openapi: '3.1.0', paths: {} }, null, 2));
    const { ir, warnings } = await loadIR(file);
    expect(ir.info).toMatchObject({ title: 'bare', version: '0.0.0' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/^The field `info` must be present on this level\. Read as `title: "bare"`/);
  });

  it('a 3.0 document with components and no `paths` is a types-only document', async () => {
    const file = write(
      'types-only.yaml',
      "openapi: 3.0.3\ninfo: { title: T, version: '1' }\ncomponents:\n  schemas:\n    Pet: { type: object, properties: { id: { type: integer } } }\n",
    );
    const { ir, warnings } = await loadIR(file);
    expect(ir.operations).toEqual([]);
    expect(Object.keys(ir.schemas)).toEqual(['Pet']);
    expect(warnings.map(formatDiagnostic)).toEqual([
      `${shown(file)}:1:1  The field \`paths\` must be present on this level. Read as no operations: the client has the document's types and no calls. (struct)`,
    ]);
    expect(await refused(file)).toEqual(['1:1']);
  });

  it('a 3.0 operation without `responses` is read as 3.1 reads it: no documented answer', async () => {
    const file = write('no-responses.yaml', "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  /ping:\n    get:\n      operationId: ping\n");
    const { ir, warnings } = await loadIR(file);
    expect(ir.operations.map((o) => [o.id, o.responses.length])).toEqual([['ping', 0]]);
    expect(warnings.map((w) => `${w.line}:${w.col}`)).toEqual(['5:5']);
    expect(warnings[0]!.message).toMatch(/Read as no documented answer/);
  });

  it.each([
    [
      'exclusiveMinimum: true',
      'minimum: 0, exclusiveMinimum: true',
      { exclusiveMinimum: 0 },
      /`exclusiveMinimum: true` is OpenAPI 3\.0's form; read as 3\.0 does: `exclusiveMinimum: 0`/,
    ],
    [
      'exclusiveMaximum: false',
      'maximum: 2, exclusiveMaximum: false',
      { maximum: 2 },
      /`exclusiveMaximum: false` is OpenAPI 3\.0's form; read as 3\.0 does: nothing \(`maximum` stays inclusive\)/,
    ],
  ])("a 3.1 schema's boolean %s is read as OpenAPI 3.0's", async (name, bounds, want, message) => {
    const file = write(
      `${name.replace(/\W+/g, '-')}.yaml`,
      `openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    T: { type: number, ${bounds} }\n`,
    );
    const { ir, warnings } = await loadIR(file);
    expect(ir.schemas.T).toEqual({ type: 'number', ...want });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(message);
    expect(warnings[0]!.line).toBe(6);
    expect(await refused(file)).toHaveLength(1);
  });

  it("a schema's $ref to a Parameter Object is read as the parameter's schema, one warning, the parameter untouched", async () => {
    const file = write(
      'param-as-schema.yaml',
      [
        'openapi: 3.1.0',
        "info: { title: T, version: '1' }",
        'paths:',
        '  /a:',
        '    get:',
        "      parameters: [{ $ref: '#/components/parameters/Q' }]",
        "      responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/S' } } } } }",
        'components:',
        '  parameters:',
        '    Q: { name: q, in: query, required: false, schema: { type: string } }',
        '  schemas:',
        "    S: { type: object, properties: { q: { $ref: '#/components/parameters/Q' } } }",
        '',
      ].join('\n'),
    );
    const { ir, warnings } = await loadIR(file);
    expect(warnings.map((w) => w.message)).toEqual([
      "A schema's `$ref` names this Parameter Object (#/components/parameters/Q), not a schema; read as the parameter's `schema`. (struct)",
    ]);
    expect(ir.schemas.S).toEqual({ type: 'object', properties: { q: { $ref: '#/components/parameters/Q/schema' } } });
    expect(ir.operations[0]!.parameters.query.map((p) => p.name)).toEqual(['q']);
  });

  it('a `$ref` cycle that names no schema stays an error, told at its place', async () => {
    const file = write(
      'ref-cycle.yaml',
      "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    Baz:\n      $ref: '#/components/schemas/Qux'\n    Qux:\n      $ref: '#/components/schemas/Baz'\n",
    );
    const error = await loadIR(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toMatch(
      /ref-cycle\.yaml:(7|9):7 {2}`\$ref` cycle with no schema in it: #\/components\/schemas\/(Baz|Qux) -> .* Give one of them a schema of its own\./,
    );
  });

  it('what would make the output wrong stays an error: a type that is not a JSON type', async () => {
    const file = write('bad-type.yaml', "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    T: { type: invalid }\n");
    const error = await loadIR(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toMatch(/bad-type\.yaml:6:\d+ {2}`type` can be one of the following only/);
  });
});
