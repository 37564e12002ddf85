/**
 * The loader hands the final document to `onDocument` as early as it can (openapi-typescript's worker starts
 * on it): before the lint for a root without external refs, after bundling otherwise; in both cases the
 * text is the document the IR is built from (bundled, upgraded to 3.1), and a lint failure is still thrown.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSpec } from '../../src/load/bundle.js';
import { SpecError } from '../../src/load/diagnostics.js';

const dir = mkdtempSync(path.join(tmpdir(), 'cmp-on-document-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

const api = (version: string, schema: unknown) => ({
  openapi: version,
  info: { title: 't', version: '1' },
  paths: {
    '/a': { get: { operationId: 'getA', responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } },
  },
});

describe('onDocument', () => {
  it('a 3.0 root with local refs: the upgraded document, once, equal to the one returned', async () => {
    const seen: string[] = [];
    const file = write('local30.json', api('3.0.3', { type: 'string', nullable: true }));
    const { document } = await bundleSpec(file, { onDocument: (json) => seen.push(json) });
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!)).toEqual(document);
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).toContain('"type":["string","null"]');
  });

  it('a root whose lint fails: the document was handed over, and the lint problem is still thrown with its place', async () => {
    const seen: string[] = [];
    const file = write('bad.json', { ...api('3.1.0', { type: 'string' }), paths: { '/a': { get: { responses: 5 } } } });
    const error = await bundleSpec(file, { onDocument: (json) => seen.push(json) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).diagnostics[0]).toMatchObject({ file: expect.stringContaining('bad.json'), line: 1 });
    expect(seen).toHaveLength(1);
  });

  it('a root with an external ref: the bundled document, after bundling (no file reference left)', async () => {
    write('pet.json', { type: 'object', properties: { name: { type: 'string' } } });
    const file = write('multi.json', api('3.1.0', { $ref: './pet.json' }));
    const seen: string[] = [];
    const { document, files } = await bundleSpec(file, { onDocument: (json) => seen.push(json) });
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toContain('pet.json');
    expect(JSON.parse(seen[0]!)).toEqual(document);
    expect(files.map((f) => path.basename(f))).toEqual(['multi.json', 'pet.json']);
  });
});
