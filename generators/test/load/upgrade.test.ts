/** OpenAPI 3.0 -> 3.1 in the loader: only what differs between the two Schema Objects is rewritten. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { upgradeSchema, upgradeTo31 } from '../../src/load/upgrade.js';
import { bundleSpec } from '../../src/load/bundle.js';
import { SpecError } from '../../src/load/diagnostics.js';

describe('upgradeSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['nullable string', { type: 'string', nullable: true }, { type: ['string', 'null'] }],
    ['nullable enum', { type: 'string', enum: ['a'], nullable: true }, { type: ['string', 'null'], enum: ['a', null] }],
    ['nullable false is dropped', { type: 'string', nullable: false }, { type: 'string' }],
    ['nullable $ref', { $ref: '#/components/schemas/A', nullable: true, description: 'd' }, { description: 'd', anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] }],
    ['exclusive bounds', { type: 'number', minimum: 1, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false }, { type: 'number', exclusiveMinimum: 1, maximum: 9 }],
    ['schema example', { type: 'string', example: 'x' }, { type: 'string', examples: ['x'] }],
    [
      'nested',
      { type: 'object', properties: { a: { type: 'integer', nullable: true } }, items: { nullable: true, type: 'string' } },
      { type: 'object', properties: { a: { type: ['integer', 'null'] } }, items: { type: ['string', 'null'] } },
    ],
    ['compositions', { oneOf: [{ type: 'string', nullable: true }] }, { oneOf: [{ type: ['string', 'null'] }] }],
    [
      'a property named nullable is a property',
      { type: 'object', properties: { nullable: { type: 'boolean' } } },
      { type: 'object', properties: { nullable: { type: 'boolean' } } },
    ],
  ])('%s', (_name, given, want) => {
    upgradeSchema(given);
    expect(given).toEqual(want);
  });

  it('upgrades every schema location and keeps media-type examples', () => {
    const doc = upgradeTo31({
      openapi: '3.0.3',
      paths: {
        '/a': {
          parameters: [{ name: 'p', in: 'query', schema: { type: 'string', nullable: true } }],
          post: {
            requestBody: { content: { 'application/json': { schema: { type: 'string', nullable: true }, example: 'kept' } } },
            responses: { '200': { description: 'ok', headers: { H: { schema: { type: 'integer', nullable: true } } } } },
          },
        },
      },
    });
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/a'].parameters[0].schema.type).toEqual(['string', 'null']);
    expect(doc.paths['/a'].post.requestBody.content['application/json']).toEqual({ schema: { type: ['string', 'null'] }, example: 'kept' });
    expect(doc.paths['/a'].post.responses['200'].headers.H.schema.type).toEqual(['integer', 'null']);
  });
});

describe('loader versions', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cmp-versions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('reads OpenAPI 3.0 and hands on 3.1', async () => {
    const file = write(
      'v30.yaml',
      "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {type: string, nullable: true}\n",
    );
    const { document } = await bundleSpec(file);
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).toContain('["string","null"]');
  });

  it.each([
    [
      'swagger.yaml',
      "swagger: '1.2'\ninfo: {title: t, version: '1'}\npaths: {}\n",
      /Swagger 1\.2 is not supported: expected "swagger: '2\.0'", "openapi: 3\.0\.x", "openapi: 3\.1\.x" or "openapi: 3\.2\.x"/,
    ],
    [
      'v4.yaml',
      "openapi: 4.0.0\ninfo: {title: t, version: '1'}\npaths: {}\n",
      /4\.0\.0.*expected "openapi: 3\.0\.x", "openapi: 3\.1\.x", "openapi: 3\.2\.x" or "swagger: '2\.0'"/i,
    ],
  ])('refuses %s with a located message', async (name, text, message) => {
    const file = write(name, text);
    const error = await bundleSpec(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toMatch(message);
    expect((error as SpecError).diagnostics[0]!.file).toContain(name);
  });
});
