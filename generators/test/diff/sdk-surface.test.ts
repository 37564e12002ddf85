/**
 * The diff's view of the SDK surface against the generator's output, for every fixture spec: for each
 * operation, the client method, pagination kind and idempotency the diff compares (read as the diff reads a
 * document: the fast loader, the lenient normalization, `Doc.surface`) are what the generated client has
 * (the spec loaded and bundled as `generate` loads it, the client emitter's `resources.gen.ts`,
 * `client.gen.ts` and `operations.gen.ts`, read back with TypeScript's parser).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { Doc, idempotent, operations, pagination, sdkMethod } from '../../src/diff/model.js';
import { normalizeDocument } from '../../src/diff/normalize.js';
import { clientFile } from '../../src/emitters/client/client-file.js';
import { operationsFile } from '../../src/emitters/client/operations-file.js';
import { resourcesFile } from '../../src/emitters/client/resources-file.js';
import { printTs } from '../../src/emitters/ts/print.js';
import { loadDocument } from '../../src/load/fast.js';
import { loadIR } from '../../src/load/index.js';
import { fixtureConfig, fixturesDir } from '../fixtures/config.js';

/** Every spec of generators/test/fixtures: a folder's openapi.yaml, the category and corpus documents, the gzipped real-world ones. */
function fixtureSpecs(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(fixturesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(fixturesDir, entry.name);
    if (existsSync(path.join(dir, 'openapi.yaml'))) found.push(path.join(dir, 'openapi.yaml'));
    else for (const file of readdirSync(dir).filter((f) => /\.(ya?ml|json)(\.gz)?$/.test(f))) found.push(path.join(dir, file));
  }
  return found.sort();
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'cmp-sdk-surface-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A gzipped fixture, unpacked beside the others' names so both loaders read the same file. */
function readable(spec: string): string {
  if (!spec.endsWith('.gz')) return spec;
  const file = path.join(tmp, path.basename(spec, '.gz'));
  if (!existsSync(file)) writeFileSync(file, gunzipSync(readFileSync(spec)));
  return file;
}

interface Surface {
  sdkMethod: string;
  pagination: string;
  idempotent: boolean;
}

const nameOf = (n: ts.Node): string | undefined => (ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : undefined);
const parse = (text: string) => ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

/** `METHOD /path` -> the generated client's method path, pagination and idempotency, from the emitted files. */
function generatedSurface(files: { client: string; resources: string; operations: string }, clientClass: string): Map<string, Surface> {
  // operations.gen.ts: `export const <name>: OperationMeta = { id, method, path, idempotent, pagination, ... }`.
  const meta = new Map<string, Record<string, unknown>>();
  for (const statement of parse(files.operations).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!d.initializer || !ts.isObjectLiteralExpression(d.initializer)) continue;
      const fields: Record<string, unknown> = {};
      for (const p of d.initializer.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        const v = p.initializer;
        fields[nameOf(p.name) ?? ''] = ts.isStringLiteral(v) ? v.text : v.kind === ts.SyntaxKind.TrueKeyword ? true : v.kind === ts.SyntaxKind.FalseKeyword ? false : undefined;
      }
      meta.set((d.name as ts.Identifier).text, fields);
    }
  }
  // Classes: their resource-typed members (`readonly records: ObjectsRecordsResource`) and their methods,
  // each calling `ops.<operation>`.
  const classes = new Map<string, { members: Map<string, string>; methods: Map<string, string> }>();
  for (const text of [files.resources, files.client]) {
    for (const statement of parse(text).statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      const members = new Map<string, string>();
      const methods = new Map<string, string>();
      for (const m of statement.members) {
        const name = m.name && nameOf(m.name);
        if (!name) continue;
        if (ts.isPropertyDeclaration(m) && m.type && ts.isTypeReferenceNode(m.type) && ts.isIdentifier(m.type.typeName)) members.set(name, m.type.typeName.text);
        if (ts.isMethodDeclaration(m) && m.body) {
          let op: string | undefined;
          const visit = (n: ts.Node): void => {
            if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'ops') op ??= n.name.text;
            ts.forEachChild(n, visit);
          };
          visit(m.body);
          if (op) methods.set(name, op);
        }
      }
      classes.set(statement.name.text, { members, methods });
    }
  }
  const out = new Map<string, Surface>();
  const walk = (className: string, at: string[]) => {
    const c = classes.get(className);
    if (!c) return;
    for (const [method, op] of c.methods) {
      const m = meta.get(op);
      if (!m) throw new Error(`${className}.${method} calls ops.${op}, which operations.gen.ts does not declare`);
      out.set(`${String(m.method).toUpperCase()} ${String(m.path)}`, { sdkMethod: [...at, method].join('.'), pagination: String(m.pagination), idempotent: m.idempotent === true });
    }
    for (const [member, type] of c.members) if (classes.has(type)) walk(type, [...at, member]);
  };
  walk(clientClass, []);
  return out;
}

/** What the diff compares for each operation of the spec. */
async function diffSurface(spec: string): Promise<Map<string, Surface>> {
  const doc = new Doc(normalizeDocument(await loadDocument(spec)), fixtureConfig);
  const out = new Map<string, Surface>();
  for (const o of operations(doc).values()) {
    const method = sdkMethod(doc, o);
    // An operation the SDK has no method for (OpenAPI 3.2's `query` and additionalOperations, which the
    // generator reads past with a warning): the diff compares it on the wire, with no SDK surface to judge.
    if (method === undefined) continue;
    out.set(`${o.method.toUpperCase()} ${o.path}`, { sdkMethod: method, pagination: pagination(doc, o)!, idempotent: idempotent(doc, o)! });
  }
  return out;
}

describe('the diff reads the SDK surface the generator emits', () => {
  const specs = fixtureSpecs();
  it('finds the fixture specs', () => {
    expect(specs.length).toBeGreaterThan(20);
  });
  it.each(specs.map((s) => [path.relative(fixturesDir, s), s] as const))('%s', async (_name, spec) => {
    const file = readable(spec);
    const { ir } = await loadIR(file, { config: fixtureConfig });
    const generated = generatedSurface(
      { client: printTs(clientFile(ir)), resources: printTs(resourcesFile(ir)), operations: printTs(operationsFile(ir)) },
      ir.api.client.className,
    );
    expect(generated.size, 'every operation of the IR has a method in the generated client').toBe(ir.operations.length);
    expect(Object.fromEntries(await diffSurface(file))).toEqual(Object.fromEntries(generated));
  });
});
