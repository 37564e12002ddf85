/**
 * The configuration schema's validator, compiled by Ajv once per schema and kept as code. Compiling takes
 * Ajv's compiler (its import and the compile are most of a usage error's answer time), and every
 * `generate`, `check` and `dev` checks a configuration; so the compiled validator is written once as
 * Ajv's standalone code (a CommonJS module needing only Ajv's small runtime helpers) under
 * node_modules/.cache/cmp-config-schema/, named by the hash of the schema and Ajv's version, and later runs
 * require that file. Where the cache cannot be written, the schema is compiled in memory.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { toolchainRoot } from '../paths.js';
import { configSchema } from './schema.js';

const require = createRequire(import.meta.url);
let compiled: ValidateFunction | undefined;

/** Where the compiled validator of this schema, by this Ajv, is kept. */
export function validatorFile(): string {
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  const hash = createHash('sha256').update(ajvVersion).update(JSON.stringify(configSchema)).digest('hex').slice(0, 16);
  return path.join(toolchainRoot, 'node_modules/.cache/cmp-config-schema', `${hash}.cjs`);
}

/** The validator of the configuration schema, from the cache when it has it. */
export function configValidator(): ValidateFunction {
  if (compiled) return compiled;
  const file = validatorFile();
  if (existsSync(file)) {
    try {
      return (compiled = require(file) as ValidateFunction);
    } catch {
      // A damaged file: compiled again below.
    }
  }
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
  const ajv = new Ajv2020({ allErrors: true, strict: true, code: { source: true } });
  // `expected` is an annotation of ours (see ./schema.ts): it validates nothing.
  ajv.addKeyword({ keyword: 'expected', schemaType: 'string' });
  compiled = ajv.compile(configSchema);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, standaloneCode(ajv, compiled));
    renameSync(temporary, file);
  } catch {
    // A read-only install: the next run compiles again.
  }
  return compiled;
}
