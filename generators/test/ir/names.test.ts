/** Identifiers from any spec's names: deterministic, collision-free, never a reserved word. */
import { describe, expect, it } from 'vitest';
import { buildIR } from '../../src/ir/build.js';
import { SpecError } from '../../src/load/diagnostics.js';
import { uniqueIdentifiers } from '../../src/ir/names.js';
import { resourcesFile } from '../../src/emitters/client/resources-file.js';
import { printTs } from '../../src/emitters/ts/print.js';

describe('uniqueIdentifiers', () => {
  it.each<[string, string[], Parameters<typeof uniqueIdentifiers>[1], string[]]>([
    ['keeps usable identifiers', ['Conversation', 'listThings'], {}, ['Conversation', 'listThings']],
    ['reserved words, pascal', ['import', 'string', 'default'], { style: 'pascal' }, ['Import', 'String', 'Default']],
    ['reserved words, keep', ['import', 'delete'], {}, ['import_2', 'delete_2']],
    ['slashes, dashes, spaces', ['actions/add-custom-labels', 'repos get content'], { style: 'pascal' }, ['ActionsAddCustomLabels', 'ReposGetContent']],
    ['slashes kept as underscores', ['actions/add-labels'], {}, ['actions_add_labels']],
    ['collisions after conversion', ['a-b', 'a_b', 'AB', 'a b'], { style: 'pascal' }, ['AB', 'a_b', 'AB_2', 'AB_3']],
    ['a leading digit', ['2fa-settings'], { style: 'camel' }, ['_2faSettings']],
    ['names the file already uses', ['paths', 'Handlers'], { taken: ['paths', 'Handlers'] }, ['paths_2', 'Handlers_2']],
    ['only symbols', ['***'], { style: 'pascal' }, ['_']],
    ['always: identifiers converted too, then settled', ['listThings', 'list_things', 'class'], { style: 'pascal', always: true }, ['ListThings', 'ListThings_2', 'Class']],
    ['always: camel, a reserved word after conversion', ['class', 'Class-Name', 'body'], { style: 'camel', always: true, taken: ['body'] }, ['class_2', 'className', 'body_2']],
  ])('%s', (_name, names, options, want) => {
    const got = uniqueIdentifiers(names, options);
    expect(names.map((n) => got.get(n))).toEqual(want);
    expect(new Set(got.values()).size).toBe(new Set(names).size);
  });
});

const doc = (paths: Record<string, unknown>) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths });
const ok = { '200': { description: 'OK' } };

describe('reserved words as names', () => {
  it('a path parameter named `class` is an argument `class_2` sent as `class`', () => {
    const ir = buildIR(
      doc({
        '/things/{class}': {
          get: { operationId: 'delete', tags: ['class'], parameters: [{ name: 'class', in: 'path', required: true, schema: { type: 'string' } }], responses: ok },
        },
      }),
    );
    const source = printTs(resourcesFile(ir));
    expect(source).toContain('delete(class_2: string, options?: RequestOptions): APIPromise<void>');
    expect(source).toContain('{ path: { "class": class_2 } }');
  });

  it('a tag named like a member of the client class becomes another resource', () => {
    const ir = buildIR(doc({ '/a': { get: { operationId: 'list', tags: ['raw'], responses: ok } }, '/b': { get: { operationId: 'toString', tags: ['x'], responses: ok } } }));
    expect(ir.operations.map((o) => [...o.sdk.resource, o.sdk.method].join('.'))).toEqual(['raw2.list', 'x.toString2']);
  });
});

describe('SDK names', () => {
  it('derives resource and method from the tag and the operationId, less the tag prefix', () => {
    const ir = buildIR(doc({ '/orgs/{org}/runners': { get: { operationId: 'actions/list-self-hosted-runners-for-org', tags: ['actions'], responses: ok } } }));
    expect(ir.operations[0]!.sdk).toEqual({ resource: ['actions'], method: 'listSelfHostedRunnersForOrg' });
  });

  it('numbers derived names that collide, in operationId order', () => {
    const ir = buildIR(
      doc({
        '/a': { get: { operationId: 'things-list', tags: ['things'], responses: ok } },
        '/b': { get: { operationId: 'things_list', tags: ['things'], responses: ok } },
      }),
    );
    expect(ir.operations.map((o) => `${o.id} -> ${o.sdk.method}`).sort()).toEqual(['things-list -> list2', 'things_list -> list']);
  });

  it('a derived name never hides a sub-resource', () => {
    const ir = buildIR(
      doc({
        '/a': { get: { operationId: 'records', tags: ['objects'], responses: ok } },
        '/b': { get: { 'x-sdk-method': 'objects.records.list', responses: ok } },
      }),
    );
    expect(ir.operations.find((o) => o.path === '/a')!.sdk.method).toBe('records2');
  });

  it.each([
    [
      'a declared collision',
      { '/a': { get: { 'x-sdk-method': 'things.list', responses: ok } }, '/b': { get: { 'x-sdk-method': 'things.list', responses: ok } } },
      /x-sdk-method things\.list of .* collides with operation/,
    ],
    [
      'a malformed x-sdk-method',
      { '/a': { get: { operationId: 'x', 'x-sdk-method': 'not a method', responses: ok } } },
      /x-sdk-method of x is "not a method"; expected "resource\.method"/,
    ],
    ['a non-string x-sdk-method', { '/a': { get: { operationId: 'x', 'x-sdk-method': 42, responses: ok } } }, /x-sdk-method of x is 42/],
  ])('%s is a located spec problem, not an internal error', (_name, paths, message) => {
    let error: unknown;
    try {
      buildIR(doc(paths), { source: 'spec.yaml' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).diagnostics[0]!.file).toBe('spec.yaml');
    expect((error as SpecError).message).toMatch(message);
  });
});
