/**
 * Request validation for the stateful mock and the validating proxy: Ajv 8 over the schemas of Prism's
 * operations (the same JSON Schema Prism validates with), compiled once per operation on first use.
 * Parameters arrive as strings and are coerced to their schema's type first (`coerceTypes: 'array'`, as
 * Prism and the server runtime do); a body is checked as sent, with readOnly properties not required of a
 * caller. Errors are Ajv's own, which the front door turns into the API's refusals (`toApiError`).
 */
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { jsonContent, type Schema, type SpecOperation, type SpecParameter } from './operations.js';
import { requestSchema } from './schema.js';

const require = createRequire(import.meta.url);
type AjvClass = typeof import('ajv').default;
let ajvs: { plain: InstanceType<AjvClass>; coercing: InstanceType<AjvClass> } | undefined;

function instances() {
  if (ajvs) return ajvs;
  const Ajv = require('ajv') as AjvClass;
  const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;
  // strict: false, as OpenAPI schemas carry keywords of their own (discriminator, xml, x-*).
  const make = (coerce: boolean) =>
    addFormats(new Ajv({ allErrors: true, verbose: true, strict: false, validateSchema: false, ...(coerce ? { coerceTypes: 'array' as const } : {}) }));
  ajvs = { plain: make(false), coercing: make(true) };
  return ajvs;
}

/** Prism's schemas name draft-07 in `$schema` on every node; Ajv's default instance is draft-07 already. */
function clean(schema: unknown, depth = 0): unknown {
  if (depth > 64 || typeof schema !== 'object' || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map((s) => clean(s, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) if (key !== '$schema' && key !== 'x-stoplight' && key !== '$id') out[key] = clean(value, depth + 1);
  return out;
}

export type Location = 'path' | 'query' | 'body';

export interface RequestValidator {
  /** Coerces the parameters in place; the first location with errors and its errors, or null. */
  check(input: { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown; hasBody: boolean }): { location: Location; errors: ErrorObject[] } | null;
}

function paramsSchema(params: readonly SpecParameter[] | undefined): Schema | undefined {
  if (!params?.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, clean(p.schema ?? {})])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

const compiled = new WeakMap<SpecOperation, RequestValidator>();

export function requestValidator(op: SpecOperation): RequestValidator {
  let found = compiled.get(op);
  if (found) return found;
  const { plain, coercing } = instances();
  const compile = (ajv: typeof plain, schema: Schema | undefined): ValidateFunction | undefined => (schema ? ajv.compile(schema) : undefined);
  const path = compile(coercing, paramsSchema(op.request?.path));
  const query = compile(coercing, paramsSchema(op.request?.query));
  const bodySchema = jsonContent(op.request?.body?.contents)?.schema;
  const body = compile(plain, bodySchema ? (requestSchema(clean(bodySchema) as Schema) as Schema) : undefined);
  const bodyRequired = op.request?.body?.required === true;
  found = {
    check(input) {
      if (path && !path(input.path)) return { location: 'path', errors: path.errors ?? [] };
      if (query && !query(input.query)) return { location: 'query', errors: query.errors ?? [] };
      if (!input.hasBody) {
        if (bodyRequired)
          return {
            location: 'body',
            errors: [{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'body' }, message: 'a request body is required' }],
          };
        return null;
      }
      if (body && !body(input.body)) return { location: 'body', errors: body.errors ?? [] };
      return null;
    },
  };
  compiled.set(op, found);
  return found;
}

/** Response validators for the proxy: by status, the schema of its JSON content. */
const responses = new WeakMap<SpecOperation, Map<string, ValidateFunction | null>>();

export function responseValidator(op: SpecOperation, code: string): ValidateFunction | null {
  let byCode = responses.get(op);
  if (!byCode) responses.set(op, (byCode = new Map()));
  if (!byCode.has(code)) {
    const schema = jsonContent(op.responses.find((r) => r.code === code)?.contents)?.schema;
    byCode.set(code, schema ? instances().plain.compile(clean(schema) as Schema) : null);
  }
  return byCode.get(code)!;
}
