/**
 * Ajv errors -> the reference's 400 answers: `missing_parameter` naming the first missing field in
 * `param`, otherwise `validation_failed` with `details.errors`, one readable string per failed field
 * (unknown enum values list the accepted ones, unparsable timestamps name the parameter, out-of-range
 * numbers give the range: nothing is clamped).
 */
import type { ErrorObject } from 'ajv';
import { ApiError, errors } from './errors.js';
import { pointerKeys } from './json-pointer.js';

export type Location = 'path' | 'query' | 'header' | 'cookie' | 'body';

export function toApiError(ajvErrors: readonly ErrorObject[], location: Location): ApiError {
  const byField = new Map<string, string>();
  let missing: string | undefined;
  for (const error of ajvErrors) {
    const field = fieldOf(error, location);
    if (error.keyword === 'required' && missing === undefined) missing = field;
    if (!byField.has(field)) byField.set(field, messageFor(error, field));
  }
  const messages = [...byField.values()];
  if (missing !== undefined) {
    const err = errors.missing(missing);
    return messages.length > 1 ? new ApiError(400, err.code, err.message, { param: missing, details: { errors: messages } }) : err;
  }
  const fields = [...byField.keys()];
  return errors.validation(messages, fields.length === 1 ? fields[0] : undefined);
}

/** `query` and `path` fields by name; body fields as a dotted path (`template.body_variables`, `tags[2]`). */
function fieldOf(error: ErrorObject, location: Location): string {
  const segments = pointerKeys(error.instancePath);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  if (location !== 'body') return segments[0] ?? location;
  if (!segments.length) return 'body';
  return segments.reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path ? `${path}.${s}` : s), '');
}

/**
 * A short description of what was sent. Objects and arrays are described by their size, never serialised:
 * a hostile value can be nested thousands deep, and JSON.stringify of it overflows the stack.
 */
function got(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length} item(s)`;
  if (value !== null && typeof value === 'object') return 'an object';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function messageFor(error: ErrorObject, field: string): string {
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `Missing required parameter: ${field}.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')} (got ${got(error.data)}).`;
    case 'const':
      return `${field} must be ${got(params.allowedValue)} (got ${got(error.data)}).`;
    case 'format':
      return params.format === 'date-time' || params.format === 'date'
        ? `${field} is not an ISO-8601 timestamp (got ${got(error.data)}).`
        : `${field} must be a valid ${String(params.format)} (got ${got(error.data)}).`;
    case 'type': {
      const types = ([] as unknown[]).concat(params.type).map((t) => TYPE_NAMES[String(t)] ?? String(t));
      return `${field} must be ${types.join(' or ')} (got ${got(error.data)}).`;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') {
        return `${field} must be between ${schema.minimum} and ${schema.maximum} (got ${got(error.data)}).`;
      }
      return `${field} must be ${String(params.comparison)} ${String(params.limit)} (got ${got(error.data)}).`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters long.`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} items.`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items.`;
    case 'minProperties':
      return `${field} must set at least ${String(params.limit)} field${params.limit === 1 ? '' : 's'}.`;
    case 'additionalProperties':
      return `${field} is not a known field.`;
    case 'pattern':
      return `${field} must match ${String(params.pattern)} (got ${got(error.data)}).`;
    default:
      return `${field} ${error.message ?? 'is invalid'}.`;
  }
}
