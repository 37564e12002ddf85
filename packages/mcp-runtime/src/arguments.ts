/**
 * A tool call's arguments, checked against the tool's input schema (Ajv, JSON Schema 2020-12) and split
 * into the request's parts. A malformed call is answered with a message naming each argument and what was
 * expected, never sent to the API.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { CallInput, ToolEntry } from './types.js';

// `strict: false`: the schemas are the spec's, which may carry keywords Ajv does not know (`x-` extensions
// are stripped, but `example`, `discriminator` and formats are kept as annotations). Formats are not
// asserted: the API checks them and answers with the field that is wrong.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();

function validator(tool: ToolEntry): ValidateFunction {
  let validate = compiled.get(tool.inputSchema);
  if (!validate) {
    validate = ajv.compile(tool.inputSchema);
    compiled.set(tool.inputSchema, validate);
  }
  return validate;
}

/** Ajv's errors as one line each: `body.name: must be string`, `(root): must have required property 'id'`. */
function describe(errors: readonly ErrorObject[]): string[] {
  const lines = errors.map((e) => {
    const where = e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : '';
    if (e.keyword === 'required') return `${where ? `${where}.` : ''}${(e.params as { missingProperty: string }).missingProperty}: required, missing`;
    if (e.keyword === 'additionalProperties') return `${where ? `${where}.` : ''}${(e.params as { additionalProperty: string }).additionalProperty}: not an argument of this tool`;
    if (e.keyword === 'enum')
      return `${where || '(arguments)'}: must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    return `${where || '(arguments)'}: ${e.message ?? 'is not valid'}`;
  });
  return [...new Set(lines)].slice(0, 10);
}

export type Checked = { ok: true; input: CallInput } | { ok: false; problems: string[] };

export function checkArguments(tool: ToolEntry, args: unknown): Checked {
  const value = args === undefined || args === null ? {} : args;
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, problems: ['(arguments): must be an object'] };
  let validate: ValidateFunction;
  try {
    validate = validator(tool);
  } catch (error) {
    // A schema Ajv cannot compile (a spec problem): the API still checks the call, so it is sent unchecked.
    void error;
    return { ok: true, input: split(tool, value as Record<string, unknown>) };
  }
  if (!validate(value)) return { ok: false, problems: describe(validate.errors ?? []) };
  return { ok: true, input: split(tool, value as Record<string, unknown>) };
}

function split(tool: ToolEntry, args: Record<string, unknown>): CallInput {
  const input: CallInput = {};
  const parts: Record<string, keyof CallInput> = { path: 'path', query: 'query', header: 'headers', cookie: 'cookies' };
  for (const a of tool.args) {
    if (args[a.arg] === undefined) continue;
    const part = parts[a.in]! as 'path' | 'query' | 'headers' | 'cookies';
    (input[part] ??= {})[a.name] = args[a.arg];
  }
  if (tool.body && args[tool.body.arg] !== undefined) input.body = args[tool.body.arg];
  return input;
}
