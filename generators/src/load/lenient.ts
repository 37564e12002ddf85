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
 *
 * The document is repaired in memory only; the authored files are never changed.
 */
import type { NormalizedProblem } from '@redocly/openapi-core';
import { upgradeSchema } from './upgrade.js';
import { segments } from './locate.js';

/** What the reader is told, and the change made to the parsed file the problem is in. */
export interface Tolerated {
  message: string;
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
  const key = keys.at(-1);
  if (key === undefined) return undefined;
  const parent = keys.slice(0, -1);
  const message = problem.message.replace(/\.?$/, '.');

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

function at(node: unknown, keys: string[]): unknown {
  let current = node;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function remove(file: unknown, parent: string[], key: string): void {
  const holder = at(file, parent);
  if (isObject(holder)) delete holder[key];
}

function set(file: unknown, keys: string[], key: string, value: unknown): void {
  const holder = at(file, keys);
  if (isObject(holder) && !(key in holder)) holder[key] = value;
}
