/**
 * Lenient reading: the structural faults that published descriptions carry and other generators
 * (openapi-typescript, @hey-api/openapi-ts) read past become located warnings, each with the repair that
 * lets the document generate; `--strict` (or `strict: true` in the configuration, as this project's own
 * spec has) keeps them errors. A fault whose repair would change what the generated code does (a
 * parameter without `in`, a type we cannot read, a dangling `$ref`) has no repair and stays an error.
 *
 * | fault (Redocly `struct`) | repair |
 * | --- | --- |
 * | a property the object does not define (`example` on a Response, an unknown keyword, a typo) | left out |
 * | `nullable: true` where OpenAPI 3.0 does not read it (a 3.1 schema) | `null` added to the schema's type |
 * | an annotation of the wrong type (`examples: "abc"`, `description: 12`) | left out |
 * | `required: true` on a property schema (JSON Schema draft 3) | the property named in the parent's `required` |
 * | `type: file` (Swagger 2.0) | `type: string, format: binary` |
 * | a Response without `description` | `description: ""` |
 * | `info.version` a number or boolean (`version: 1`) | the same as a string (`"1"`) |
 * | no `info`, or an `info` without `title` or `version` | the file name as title, `"0.0.0"` as version |
 * | a 3.0 document without `paths` (components only) | no operations: a types-only client |
 * | an operation without `responses` (3.0 requires them; 3.1 does not) | no documented answer, as in 3.1 |
 * | a boolean `exclusiveMinimum`/`exclusiveMaximum` in a 3.1 schema (OpenAPI 3.0's form) | read as 3.0's: the bound of `minimum`/`maximum`, exclusive |
 *
 * The document is repaired in memory only; the authored files are never changed.
 */
import type { NormalizedProblem } from '@redocly/openapi-core';
import { upgradeBounds, upgradeSchema } from './upgrade.js';
import { segments } from './locate.js';
import { escapePointer, isObject } from '../openapi/primitives.js';

/** What the reader is told, and the change made to the parsed file the problem is in. */
export interface Tolerated {
  message: string;
  /** Problems of one group are one fault: reported once (a Parameter Object linted as a schema trips one problem per field). */
  group?: string;
  repair(): void;
}

/** Annotations: no generated type, validator or call depends on them. */
const ANNOTATIONS = new Set(['example', 'examples', 'description', 'summary', 'title', 'externalDocs', 'contact', 'license', 'termsOfService', 'xml', 'x-example']);

/**
 * The repair of a problem that the field reads past, or undefined when it must stay an error. `file` is the
 * parsed file the problem is in (the repair changes it; the lint has read it already).
 */
export function tolerate(problem: NormalizedProblem, file: unknown): Tolerated | undefined {
  if (problem.ruleId !== 'struct') return undefined;
  const pointer = problem.location[0]?.pointer;
  if (!pointer) return undefined;
  const keys = segments(pointer);
  const message = problem.message.replace(/\.?$/, '.');
  const missing = /^The field `(\w+)` must be present on this level\.$/.exec(message)?.[1];
  const source = problem.location[0]?.source.absoluteRef ?? '';
  const fileName = source
    .split(/[\\/]/)
    .at(-1)!
    .replace(/\.(ya?ml|json)$/i, '');

  if (keys.length === 0 && missing === 'paths') {
    return { message: `${message} Read as no operations: the client has the document's types and no calls.`, repair: () => set(file, [], 'paths', {}) };
  }
  if (keys.length === 0 && missing === 'info') {
    return {
      message: `${message} Read as \`title: ${JSON.stringify(fileName)}\` (the file name), \`version: "0.0.0"\`.`,
      repair: () => set(file, [], 'info', { title: fileName, version: '0.0.0' }),
    };
  }
  if (keys.length === 1 && keys[0] === 'info' && missing === 'title') {
    return { message: `${message} Read as ${JSON.stringify(fileName)} (the file name).`, repair: () => set(file, keys, 'title', fileName) };
  }
  if (keys.length === 1 && keys[0] === 'info' && missing === 'version') {
    return { message: `${message} Read as "0.0.0".`, repair: () => set(file, keys, 'version', '0.0.0') };
  }
  if (missing === 'responses' && keys.length === 3 && keys[0] === 'paths' && isObject(at(file, keys))) {
    return {
      message: `${message} Read as no documented answer (OpenAPI 3.1 makes \`responses\` optional): the call's result is untyped.`,
      repair: () => set(file, keys, 'responses', {}),
    };
  }
  const key = keys.at(-1);
  if (key === undefined) return undefined;
  const parent = keys.slice(0, -1);

  if (keys.length === 2 && keys[0] === 'info' && key === 'version' && /^Expected type `string` but got `\w+`\.$/.test(message)) {
    const value = at(file, keys);
    if (typeof value === 'number' || typeof value === 'boolean') {
      return {
        message: `\`info.version\` is the ${typeof value} ${String(value)}, not a string; read as ${JSON.stringify(String(value))}.`,
        repair: () => replace(file, keys, String(value)),
      };
    }
  }
  if (
    keys.length === 4 &&
    keys[0] === 'components' &&
    keys[1] === 'parameters' &&
    PARAMETER_FIELDS.has(key) &&
    isObject(at(file, parent)) &&
    'in' in (at(file, parent) as object)
  ) {
    const target = `#/components/parameters/${escapePointer(keys[2]!)}`;
    return {
      message: `A schema's \`$ref\` names this Parameter Object (${target}), not a schema; read as the parameter's \`schema\`.`,
      group: target,
      repair: () => retarget(file, target, `${target}/schema`),
    };
  }
  const bound = /^exclusive(Minimum|Maximum)$/.exec(key)?.[1];
  if (bound && /^Expected type `number` but got `boolean`\.$/.test(message)) {
    const value = at(file, keys);
    const schema = at(file, parent);
    const limit = isObject(schema) ? schema[bound.toLowerCase()] : undefined;
    const read =
      value === true && typeof limit === 'number'
        ? `\`${key}: ${limit}\` (\`${bound.toLowerCase()}\` made exclusive)`
        : value === true
          ? `nothing: there is no \`${bound.toLowerCase()}\` to make exclusive`
          : `nothing (\`${bound.toLowerCase()}\` stays inclusive)`;
    return {
      message: `\`${key}: ${String(value)}\` is OpenAPI 3.0's form; read as 3.0 does: ${read}.`,
      // upgrade.ts rewrites exactly this, the 3.0 form into 2020-12's, and only that keyword pair.
      repair: () => upgradeBounds(schema),
    };
  }

  if (/^Property `nullable` is not expected here\.$/.test(message) && at(file, keys) === true) {
    return {
      message: `\`nullable\` is OpenAPI 3.0; read as \`null\` added to the schema's type.`,
      repair: () => upgradeSchema(at(file, parent)),
    };
  }
  if (/^Property `.*` is not expected here\.$/.test(message)) {
    return { message: `${message} Ignored.`, repair: () => remove(file, parent, key) };
  }
  if (/^The field `description` must be present on this level\.$/.test(message) && keys.at(-2) === 'responses') {
    return { message: `${message} Read as an empty description.`, repair: () => set(file, keys, 'description', '') };
  }
  if (/^Expected type `array` but got `boolean`\.$/.test(message) && key === 'required' && keys.at(-3) === 'properties') {
    const property = keys.at(-2)!;
    const value = at(file, keys);
    return {
      message: `\`required: ${String(value)}\` on a property is JSON Schema draft 3; read as ${value === true ? `\`${property}\` listed in the parent schema's \`required\`` : 'not required'}.`,
      repair: () => {
        remove(file, parent, key);
        const schema = at(file, keys.slice(0, -3));
        if (value !== true || !isObject(schema)) return;
        const list = Array.isArray(schema.required) ? schema.required : [];
        if (!list.includes(property)) schema.required = [...list, property];
      },
    };
  }
  if (/^Expected type `[^`]*`.* but got `[^`]*`\.$/.test(message) && ANNOTATIONS.has(key)) {
    return { message: `${message} The annotation is ignored.`, repair: () => remove(file, parent, key) };
  }
  if (/^`type` can be one of the following only/.test(message) && key === 'type' && at(file, keys) === 'file') {
    return {
      message: `\`type: file\` is Swagger 2.0; read as \`type: string, format: binary\` (bytes).`,
      repair: () => {
        const schema = at(file, parent);
        if (!isObject(schema)) return;
        schema.type = 'string';
        schema.format = 'binary';
      },
    };
  }
  return undefined;
}

/** The fields a Parameter Object has and a Schema Object does not (or not with that type). */
const PARAMETER_FIELDS = new Set(['name', 'in', 'required', 'schema', 'style', 'explode', 'allowEmptyValue', 'allowReserved', 'content']);

/** Every `$ref: from` outside a `parameters` list (where a Parameter Object belongs) points at `to` instead. */
function retarget(node: unknown, from: string, to: string, { inParameters = false }: { inParameters?: boolean } = {}): void {
  if (Array.isArray(node)) {
    for (const item of node) retarget(item, from, to, { inParameters });
    return;
  }
  if (!isObject(node)) return;
  if (node.$ref === from && !inParameters) node.$ref = to;
  for (const [key, value] of Object.entries(node)) retarget(value, from, to, { inParameters: key === 'parameters' && Array.isArray(value) });
}

function at(node: unknown, keys: string[]): unknown {
  let current = node;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function remove(file: unknown, parent: string[], key: string): void {
  const holder = at(file, parent);
  if (isObject(holder)) delete holder[key];
}

function replace(file: unknown, keys: string[], value: unknown): void {
  const holder = at(file, keys.slice(0, -1));
  if (isObject(holder)) holder[keys.at(-1)!] = value;
}

function set(file: unknown, keys: string[], key: string, value: unknown): void {
  const holder = at(file, keys);
  if (isObject(holder) && !(key in holder)) holder[key] = value;
}
