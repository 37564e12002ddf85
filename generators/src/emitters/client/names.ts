/** Names of the generated types and classes, derived from `op.sdk` (x-sdk-method). */
import type { IROperation } from '../../ir/types.js';
import { pascalCase, uniqueIdentifiers } from '../../ir/names.js';

/** `objects.records` -> `ObjectsRecords`: the prefix of every type of that resource. */
export function resourceTypeName(resource: string[]): string {
  return resource.map((part) => pascalCase(part)).join('');
}

/** `ObjectsRecordsResource`: the class behind `client.objects.records`. */
export function resourceClassName(resource: string[]): string {
  return `${resourceTypeName(resource)}Resource`;
}

/** `<Resource><Verb>`, e.g. `ObjectsRecordsUpdate`, the stem of `...Params`, `...Body`, `...Response`. */
export function operationTypeStem(op: IROperation): string {
  return `${resourceTypeName(op.sdk.resource)}${pascalCase(op.sdk.method)}`;
}

/**
 * Names a generated method's body uses besides its path arguments: the other arguments (`body`, `params`,
 * `headers`, `cookies`, `options`) and the operations namespace (`ops`), which an argument would shadow.
 */
const METHOD_NAMES = ['body', 'params', 'headers', 'cookies', 'options', 'ops'];

/** Path parameters in the order they appear in the path, with their argument names (camelCased, unique, never a reserved word). */
export function pathArguments(op: IROperation): { name: string; argument: string; type: string }[] {
  const names = [...new Set([...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!))];
  const argumentNames = uniqueIdentifiers(names, { style: 'camel', always: true, taken: METHOD_NAMES });
  return names.map((name) => {
    const param = op.parameters.path.find((p) => p.name === name);
    const scalar = param?.schema.type === 'integer' || param?.schema.type === 'number' ? 'number' : 'string';
    // Lists and objects (label, matrix, exploded simple) take the type openapi-typescript gives them.
    const structured = param?.schema.type === 'array' || param?.schema.type === 'object';
    const type = structured ? `paths[${literal(op.path)}][${literal(op.method)}]['parameters']['path'][${literal(name)}]` : scalar;
    return { name, argument: argumentNames.get(name)!, type };
  });
}

/** A string as a TypeScript string literal. */
export function literal(value: string): string {
  return JSON.stringify(value);
}
