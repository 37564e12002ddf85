/**
 * Ajv (JSON Schema 2020-12), loaded on first use through Node's `require`, so that a browser bundle of the
 * client carries neither Ajv nor a Node import unless it checks schemas. One instance for the runtime: it
 * caches what it compiled.
 */
import { ApiClientError } from './errors.js';

/** What is used of a compiled Ajv check, typed here so the runtime needs none of Ajv's types at build time. */
export type AjvCheck = ((value: unknown) => boolean) & { errors?: AjvError[] | null };

export interface AjvError {
  instancePath: string;
  keyword: string;
  /** What the keyword's failure names (Ajv's `params`), as far as messages use them. */
  params: { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[]; allowedValue?: unknown };
  message?: string;
}

interface AjvInstance {
  compile(schema: object): AjvCheck;
}

let instance: AjvInstance | undefined;

/**
 * The runtime's Ajv: formats are not checked (the spec's formats are many, and a client that refused an
 * answer for a format it does not know would be worse than one that lets it pass); unknown keywords
 * (OpenAPI's own, `x-` extensions) are allowed. The schemas are not checked against JSON Schema's
 * meta-schema (`validateSchema: false`): they are the generator's, from a spec it linted, and that check
 * compiles the 2020-12 meta-schema at a process's first compile, most of the time to its first checked
 * item (about 70 of 80 ms).
 */
export function ajv(what: string): AjvInstance {
  if (instance) return instance;
  const Ajv = nodeRequire('ajv/dist/2020.js', what) as new (options: object) => AjvInstance;
  instance = new Ajv({ strict: false, allErrors: false, validateFormats: false, validateSchema: false });
  return instance;
}

interface NodeProcess {
  getBuiltinModule?(name: string): unknown;
}

/** `require` of a package from this module, in its ES module and CommonJS builds alike. */
function nodeRequire(name: string, what: string): unknown {
  const module = (globalThis as { process?: NodeProcess }).process?.getBuiltinModule?.('node:module') as { createRequire(from: string): (name: string) => unknown } | undefined;
  if (!module) throw new ApiClientError(`${what} are checked with Ajv, loaded through Node (20.16 or later).`);
  const loaded = module.createRequire(import.meta.url)(name) as { default?: unknown };
  return loaded.default ?? loaded;
}
