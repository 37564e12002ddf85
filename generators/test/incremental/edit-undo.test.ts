/**
 * What the incremental store keeps is invalidated exactly (src/incremental/): a sequence of edits into one
 * folder, each regenerated from the pieces the runs before it stored, writes at every step what a full
 * generate of that document writes. An edit, its undo (the store then holds renders of the edited document,
 * and the document's own from two runs ago), an edit of a component every operation reaches, and an edit of
 * another operation after it. A small document written here (six operations, one error schema they all
 * answer with, one resource schema half of them name), through the command line as users run it, with a
 * store of the test's own; `check` (which renders every piece afresh) is the full generate each step is
 * compared with, and the first and the last steps are compared with a cold generate's whole folder too.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAsync } from '../../../tests/support/cli.js';

type Doc = Record<string, any>;

const error = { $ref: '#/components/responses/Error' };
const widget = { $ref: '#/components/schemas/Widget' };
const operation = (id: string, summary: string, more: Doc = {}) => ({ operationId: id, summary, tags: ['widgets'], responses: { '400': error, '404': error, ...more } });

/** The document of the first, cold run. */
const original: Doc = {
  openapi: '3.1.0',
  info: { title: 'Widgets', version: '1.0.0', description: 'Widgets to edit.' },
  servers: [{ url: 'https://api.example.test/v1' }],
  tags: [{ name: 'widgets', description: 'The widgets.' }],
  paths: {
    '/widgets': {
      get: operation('listWidgets', 'List widgets', {
        '200': { description: 'The widgets.', content: { 'application/json': { schema: { type: 'array', items: widget } } } },
      }),
      post: {
        ...operation('createWidget', 'Create a widget', { '201': { description: 'Created.', content: { 'application/json': { schema: widget } } } }),
        requestBody: { required: true, content: { 'application/json': { schema: widget, example: { name: 'first' } } } },
      },
    },
    '/widgets/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'w_1' }],
      get: operation('getWidget', 'Get a widget', { '200': { description: 'The widget.', content: { 'application/json': { schema: widget } } } }),
      delete: operation('deleteWidget', 'Delete a widget', { '204': { description: 'Deleted.' } }),
    },
    '/health': { get: operation('health', 'Health', { '200': { description: 'Up.', content: { 'text/plain': { schema: { type: 'string' } } } } }) },
    '/stats': {
      get: {
        ...operation('stats', 'Statistics', {
          '200': { description: 'Counts.', content: { 'application/json': { schema: { type: 'object', properties: { count: { type: 'integer' } } } } } },
        }),
        parameters: [{ name: 'since', in: 'query', description: 'From when.', schema: { type: 'string', format: 'date-time' } }],
      },
    },
  },
  components: {
    schemas: {
      Widget: { type: 'object', required: ['name'], properties: { id: { type: 'string', readOnly: true }, name: { type: 'string', description: 'Its name.' } } },
      Error: { type: 'object', required: ['message'], properties: { message: { type: 'string', description: 'What went wrong.' } } },
    },
    responses: { Error: { description: 'A problem.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
  },
};

let dir: string;
let spec: string;
/** What the cold generate of `original` wrote. */
let cold: Map<string, string>;
const out = () => path.join(dir, 'out');
const env = () => ({ ...process.env, OPENAPI_CMP_INCREMENTAL_STORE: path.join(dir, 'store') });
const generate = () => cliAsync(['--spec', spec, '--out', out(), '--verbose'], { env: env() });

/** Every file under a folder (the pristine store under .cmp too), by relative path. */
function files(root: string): Map<string, string> {
  const found = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(found.map((e) => [path.relative(root, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'latin1')]));
}

/** The paths whose bytes differ between two folders' files (missing or extra paths too). */
function differences(got: Map<string, string>, want: Map<string, string>): string[] {
  return [...new Set([...got.keys(), ...want.keys()])].filter((file) => got.get(file) !== want.get(file)).sort();
}

/** Writes the spec: `original`, changed by `change`. */
function write(change: (doc: Doc) => void = () => undefined): void {
  const doc = structuredClone(original);
  change(doc);
  writeFileSync(spec, JSON.stringify(doc, null, 2));
}

/** Regenerates into the folder from the store, then checks it: every file what a full render writes. */
async function regenerateAndCheck(): Promise<string> {
  const r = await generate();
  expect(r.status, r.output).toBe(0);
  // The run reused the store: a partial render, which check (rendering every piece) must find whole.
  expect(r.stderr).toMatch(/outputs: \d+ of \d+ files known by their stat/);
  const check = await cliAsync(['check', '--spec', spec, '--out', out(), '--verbose'], { env: env() });
  expect(check.status, check.output).toBe(0);
  expect(check.stdout).toMatch(/Up to date: \d+ generated files match the spec/);
  expect(check.stderr).not.toMatch(/spliced|afresh|known by their stat/);
  return r.stderr;
}

/** How many of the operations a per-operation store rendered afresh, from `--verbose`. */
const afresh = (stderr: string, kind: string) => Number(new RegExp(`${kind}: (\\d+) of 6 operations rendered afresh`).exec(stderr)?.[1]);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cmp-edit-undo-'));
  spec = path.join(dir, 'openapi.json');
  write();
  const first = await generate();
  expect(first.status, first.output).toBe(0);
  cold = files(out());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('edits regenerated from the store, one after another', () => {
  it('an edit, then its undo, then an edit every operation reaches, then another operation: each what a full generate writes', async () => {
    // 1. One operation's summary.
    write((doc) => {
      doc.paths['/widgets/{id}'].get.summary = 'Get one widget (edited)';
    });
    let notes = await regenerateAndCheck();
    expect(afresh(notes, 'samples')).toBe(1);
    expect(afresh(notes, 'mcp-tools')).toBe(1);
    expect(readFileSync(path.join(out(), 'packages/client/src/generated/resources.gen.ts'), 'utf8')).toContain('Get one widget (edited)');

    // 2. Undone: the store's renders are the edited document's; the folder is again the cold run's, byte for byte.
    write();
    notes = await regenerateAndCheck();
    expect(afresh(notes, 'samples')).toBe(1);
    expect(differences(files(out()), cold)).toEqual([]);

    // 3. A component every operation answers with: every tool inlines it, no sample names it.
    write((doc) => {
      doc.components.schemas.Error.properties.code = { type: 'string', enum: ['not_found', 'invalid'], description: 'Which problem.' };
      doc.components.schemas.Error.required = ['message', 'code'];
    });
    notes = await regenerateAndCheck();
    expect(afresh(notes, 'samples')).toBe(0);
    expect(afresh(notes, 'mcp-tools')).toBe(6);
    expect(readFileSync(path.join(out(), 'packages/client/src/generated/schema.gen.ts'), 'utf8')).toMatch(/"not_found" \| "invalid"/);

    // 4. Another operation, the component's edit kept: the one operation is made again, with the new component.
    write((doc) => {
      doc.components.schemas.Error.properties.code = { type: 'string', enum: ['not_found', 'invalid'], description: 'Which problem.' };
      doc.components.schemas.Error.required = ['message', 'code'];
      doc.paths['/stats'].get.parameters[0].description = 'From when (edited).';
      doc.paths['/stats'].get.parameters.push({ name: 'until', in: 'query', schema: { type: 'string', format: 'date-time' }, example: '2026-01-01T00:00:00Z' });
    });
    notes = await regenerateAndCheck();
    expect(afresh(notes, 'samples')).toBe(1);
    expect(afresh(notes, 'mcp-tools')).toBe(1);

    // The last step against a cold generate of the same document into a fresh folder, every file.
    const fresh = path.join(dir, 'cold');
    const r = await cliAsync(['--spec', spec, '--out', fresh, '--verbose'], { env: { ...env(), OPENAPI_CMP_INCREMENTAL_STORE: path.join(dir, 'cold-store') } });
    expect(r.status, r.output).toBe(0);
    expect(r.stderr).not.toMatch(/spliced|afresh/);
    expect(r.stderr).toMatch(/outputs: 0 of \d+ files known by their stat/);
    expect(differences(files(out()), files(fresh))).toEqual([]);
  });
});
