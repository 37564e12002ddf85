/** The shared OpenAPI and JSON primitives: JSON Pointers both ways, the object test, media types. */
import { describe, expect, it } from 'vitest';
import { escapePointer, HTTP_METHODS, isJsonMediaType, isObject, mediaTypeBase, pointerKeys, pointerOf, unescapePointer } from '../../src/openapi/primitives.js';

describe('JSON Pointer (RFC 6901)', () => {
  it.each<[string, string, string]>([
    ['a plain key', 'pets', 'pets'],
    ['a slash', '/pets/{id}', '~1pets~1{id}'],
    ['a tilde', 'a~b', 'a~0b'],
    ['a tilde before a 1, which must not read back as a slash', '~1', '~01'],
  ])('%s', (_name, key, segment) => {
    expect(escapePointer(key)).toBe(segment);
    expect(unescapePointer(segment)).toBe(key);
  });

  it.each<[string, string, string[]]>([
    ['a $ref fragment, percent-encoded', '#/components/schemas/Caf%C3%A9', ['components', 'schemas', 'Café']],
    ['a path key', '#/paths/~1a~1{b}/get', ['paths', '/a/{b}', 'get']],
    ['a plain pointer is not percent-decoded', '/a%20b/~0c', ['a%20b', '~c']],
    ['the root', '#', []],
  ])('%s', (_name, pointer, keys) => {
    expect(pointerKeys(pointer)).toEqual(keys);
  });

  it('keys make the pointer a $ref holds', () => {
    expect(pointerOf(['paths', '/a/{b}', 'x~y'])).toBe('#/paths/~1a~1{b}/x~0y');
    expect(pointerKeys(pointerOf(['paths', '/a/{b}', 'x~y']))).toEqual(['paths', '/a/{b}', 'x~y']);
  });
});

describe('isObject, mediaTypeBase, HTTP_METHODS', () => {
  it.each<[unknown, boolean]>([
    [{}, true],
    [[], false],
    [null, false],
    ['a', false],
  ])('isObject(%j) is %s', (value, want) => {
    expect(isObject(value)).toBe(want);
  });

  it.each([
    ['application/json; charset=utf-8', 'application/json'],
    [' Multipart/Form-Data ; boundary=x', 'multipart/form-data'],
    ['text/plain', 'text/plain'],
  ])('%s -> %s', (type, base) => {
    expect(mediaTypeBase(type)).toBe(base);
  });

  it.each<[string, boolean]>([
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['application/problem+json', true],
    ['application/vnd.api+json;v=2', true],
    ['application/jsonl', false],
    ['application/x-ndjson', false],
    ['text/plain', false],
  ])('isJsonMediaType(%s) is %s', (type, want) => {
    expect(isJsonMediaType(type)).toBe(want);
  });

  it('lists the eight operations of a Path Item', () => {
    expect([...HTTP_METHODS].sort()).toEqual(['delete', 'get', 'head', 'options', 'patch', 'post', 'put', 'trace']);
  });
});
