/**
 * Checks a loaded configuration value against its JSON Schema (./schema.ts) with Ajv, and turns each
 * error into a Diagnostic a user can act on: the file and line of the field in the configuration file
 * (./locate.ts), the field's path (`client.packageName`), what it is and what was expected
 * (`client.packageName is "My Package"; expected an npm package name such as '@acme/client'.`).
 */
import type { ErrorObject } from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../load/diagnostics.js';
import { isObject } from '../openapi/primitives.js';
import { configSchema, type ConfigSchema } from './schema.js';
import { locateField } from './locate.js';
import { configValidator } from './validator.js';

/** One problem: the field's path, what it holds (or `unknown` for a field the schema does not know), what it takes. */
interface Problem {
  field: string[];
  got: unknown;
  expected: string;
}

/** Every problem of a loaded configuration value, each placed at its field in `file` when it can be. */
export function checkConfig(value: unknown, file: string): Diagnostic[] {
  const validate = configValidator();
  const problems = validate(value) ? [] : schemaProblems(validate.errors ?? [], value);
  problems.push(...relationProblems(value));
  if (!problems.length) return [];
  const text = safeRead(file);
  const seen = new Set<string>();
  return problems
    .filter((p) => {
      const key = p.field.join('\u0000');
      return !seen.has(key) && seen.add(key);
    })
    .map((p) => {
      const at = p.field.length ? locateField(text, p.field) : undefined;
      const name = p.field.length ? p.field.join('.') : 'the default export';
      return { file: relative(file), ...at, message: `${name} is ${describe(p.got)}; expected ${p.expected}.` };
    });
}

const UNKNOWN = Symbol('an unknown field');

/**
 * Ajv's errors, each reported at the nearest field whose schema says what it expects: the walk follows the
 * error's schema path from the root, stepping into the value where a keyword does (`properties`, `items`,
 * `additionalProperties`), and keeps the last schema carrying `expected`. A missing required field and an
 * unknown one are reported at that field.
 */
function schemaProblems(errors: ErrorObject[], value: unknown): Problem[] {
  const problems: Problem[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue; // its branch's own errors say what failed
    const instance = pointer(error.instancePath);
    const tokens = pointer(error.schemaPath.replace(/^#/, ''));
    let node: ConfigSchema = configSchema;
    let depth = 0;
    let best = { expected: configSchema.expected!, depth: 0 };
    for (let i = 0; i < tokens.length - 1; i++) {
      const token = tokens[i]!;
      let next: unknown;
      if (token === 'properties' || token === 'patternProperties') {
        next = (node[token] as Record<string, unknown>)[tokens[++i]!];
        depth++;
      } else if (token === 'items' || token === 'additionalProperties') {
        next = node[token];
        depth++;
      } else if (token === 'anyOf' || token === 'oneOf' || token === 'allOf') {
        next = (node[token] as unknown[])[Number(tokens[++i])];
      } else if (token === 'then' || token === 'else') {
        next = node[token];
      } else break; // `contains`, `propertyNames`: their inner errors are the keyword's own
      if (!isObject(next)) break;
      node = next;
      if (typeof node.expected === 'string') best = { expected: node.expected, depth };
    }
    const properties = (isObject(node.properties) ? node.properties : {}) as Record<string, ConfigSchema>;
    if (error.keyword === 'additionalProperties' && node.additionalProperties === false) {
      const known = Object.keys(properties).join(', ');
      problems.push({ field: [...instance, String(error.params.additionalProperty)], got: UNKNOWN, expected: `one of the known fields (${known})` });
    } else if (error.keyword === 'required' && typeof properties[String(error.params.missingProperty)]?.expected === 'string') {
      const missing = String(error.params.missingProperty);
      problems.push({ field: [...instance, missing], got: undefined, expected: properties[missing]!.expected! });
    } else {
      const field = instance.slice(0, best.depth);
      problems.push({ field, got: at(value, field), expected: best.expected });
    }
  }
  return problems;
}

/**
 * What JSON Schema cannot say without reaching across fields: each of `diff.lifecycle.unstableLevels` is
 * one of its `stabilityLevels`.
 */
function relationProblems(value: unknown): Problem[] {
  const policy = at(value, ['diff', 'lifecycle']);
  if (!isObject(policy) || !Array.isArray(policy.stabilityLevels) || !Array.isArray(policy.unstableLevels)) return [];
  const levels = policy.stabilityLevels as unknown[];
  const stray = (policy.unstableLevels as unknown[]).filter((l) => !levels.includes(l));
  if (!stray.length) return [];
  return [{ field: ['diff', 'lifecycle', 'unstableLevels'], got: stray, expected: `levels of diff.lifecycle.stabilityLevels (${levels.join(', ')})` }];
}

/** The segments of a JSON pointer (RFC 6901), unescaped. */
function pointer(text: string): string[] {
  return text
    ? text
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    : [];
}

function at(value: unknown, field: string[]): unknown {
  let node = value;
  for (const key of field) node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

function describe(v: unknown): string {
  if (v === UNKNOWN) return 'an unknown field';
  if (v === undefined) return 'missing';
  return JSON.stringify(v) ?? String(v);
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** A path as the user would type it from where they are: relative when under the current folder. */
export function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}
