/**
 * What one generated method looks like, settled once per operation so the sync, async and raw variants
 * agree: positional path arguments in path order, then keyword-only arguments (query, header and cookie
 * parameters, and the body's fields when the body is an object; else one `body` argument), then
 * `request_options`. Each argument carries the check that raises a `TypeError` naming it before anything
 * is sent.
 */
import type { IR, IROperation, JsonSchema } from '../../ir/types.js';
import { extraHeaderNames } from '../client/operation-shape.js';
import { pascalCase } from '../../ir/names.js';
import { PYTHON_RESERVED, snakeCase } from './names.js';
import type { PyTypes } from './schema-types.js';

export type Location = 'path' | 'query' | 'header' | 'cookie' | 'field' | 'body';

export interface PyArg {
  name: string;
  key: string;
  location: Location;
  ann: string;
  required: boolean;
  /** A Python condition on `name` that holds for a value of the right type, and what it expects. */
  check?: { cond: string; expected: string };
  description: string;
}

export interface PyMethod {
  name: string;
  op: IROperation;
  /** The operation table's entry (`_ops.<constant>`). */
  constant: string;
  /** `customers.create`, as errors name the method. */
  qualified: string;
  args: PyArg[];
  returns: string;
  parse: string;
  paged?: { page: string; parsePage: string; item: string; parseItem: string };
  /** The answer is read as JSON, text, bytes or nothing. */
  responseType: 'json' | 'text' | 'bytes' | 'none';
  /** The body is an object whose fields are arguments; sent only when required or a field is given. */
  bodyRequired: boolean;
  /**
   * The answer is a stream (Server-Sent Events, JSON Lines, json-seq): the method returns a `Stream` of
   * `item`, each made by `parse`. An answer that streams only when the body asks for it is read whole.
   */
  stream?: { format: 'sse' | 'jsonl' | 'json-seq'; text: boolean; textEvents: string[]; item: string; parse: string };
}

const TAKEN_ARGS = ['self', 'request_options'];

function isJson(contentType: string | undefined): boolean {
  return !contentType || /[/+]json(;|$)/i.test(contentType);
}

export function methodShape(ir: IR, types: PyTypes, op: IROperation, name: string, constant: string, resourcePath: string[]): PyMethod {
  const stem = `${op.sdk.resource.map((p) => pascalCase(p)).join('')}${pascalCase(op.sdk.method)}`;
  const qualified = [...resourcePath, name].join('.');
  const pathNames = [...new Set([...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!))];
  const headerNames = new Set(extraHeaderNames(op, ir.api.requestIdHeader));
  type Raw = { key: string; location: Location; schema: JsonSchema; required: boolean; description: string };
  const raw: Raw[] = [];
  for (const key of pathNames) {
    const p = op.parameters.path.find((x) => x.name === key);
    raw.push({ key, location: 'path', schema: p?.schema ?? { type: 'string' }, required: true, description: p?.description ?? '' });
  }
  for (const p of op.parameters.query) raw.push({ key: p.name, location: 'query', schema: p.schema, required: p.required, description: p.description });
  for (const p of op.parameters.header)
    if (headerNames.has(p.name)) raw.push({ key: p.name, location: 'header', schema: p.schema, required: p.required, description: p.description });
  for (const p of op.parameters.cookie) raw.push({ key: p.name, location: 'cookie', schema: p.schema, required: p.required, description: p.description });
  const body = op.requestBody;
  let bodyRequired = false;
  if (body) {
    bodyRequired = body.required;
    const object = types.isObject(body.schema) && !/octet-stream|^text\//i.test(body.contentType);
    if (object) {
      const { properties, required } = types.flatten(body.schema);
      for (const [key, schema] of Object.entries(properties)) {
        if (schema.readOnly === true) continue;
        raw.push({ key, location: 'field', schema, required: body.required && required.includes(key), description: String(schema.description ?? '') });
      }
    } else {
      raw.push({ key: 'body', location: 'body', schema: body.schema, required: body.required, description: body.description });
    }
  }
  const used = new Set<string>(TAKEN_ARGS);
  const args: PyArg[] = raw.map((r) => {
    // Path arguments are positional: snake_case like any Python argument. Keyword arguments keep the wire's name when it is an identifier.
    let name = r.location !== 'header' && r.location !== 'path' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(r.key) ? r.key : snakeCase(r.key) || 'arg';
    if (/^\d/.test(name)) name = `_${name}`;
    if (PYTHON_RESERVED.has(name)) name = `${name}_`;
    let candidate = name;
    for (let n = 2; used.has(candidate); n++) candidate = `${name}_${n}`;
    used.add(candidate);
    const hint = `${stem}${pascalCase(r.key) || 'Arg'}`;
    const ann = r.location === 'body' ? types.paramType(r.schema, `${stem}Body`) : types.paramType(r.schema, hint);
    const check = checkOf(types, r.schema, candidate);
    return { name: candidate, key: r.key, location: r.location, ann, required: r.required, ...(check ? { check } : {}), description: r.description };
  });

  const success = op.responses.find((r) => /^2(\d\d|XX)$/i.test(r.status) && r.contentType);
  let returns = 'None';
  let parse = 'None';
  let responseType: PyMethod['responseType'] = 'none';
  if (success) {
    if (isJson(success.contentType)) {
      responseType = 'json';
      const t = types.modelType(success.schema ?? {}, `${stem}Response`);
      returns = t.ann;
      parse = t.conv ?? 'None';
    } else if (/^text\//i.test(success.contentType!)) {
      responseType = 'text';
      returns = '_str';
    } else {
      responseType = 'bytes';
      returns = '_bytes';
    }
  } else if (op.responses.some((r) => /^2/.test(r.status))) {
    responseType = 'none';
  } else {
    responseType = 'json';
    returns = '_object';
  }
  let paged: PyMethod['paged'];
  const envelope = ir.api.pagination;
  if (op.pagination !== 'none' && envelope && success && responseType === 'json') {
    const itemSchema = schemaAt(types, success.schema ?? {}, envelope.items);
    const item = types.modelType(itemSchema, `${stem}Item`);
    paged = { page: returns, parsePage: parse === 'None' ? '_m.identity' : parse, item: item.ann, parseItem: item.conv ?? '_m.identity' };
  }
  const stream = streamShape(types, op, stem);
  return { name, op, constant, qualified, args, returns, parse, ...(paged ? { paged } : {}), responseType, bodyRequired, ...(stream ? { stream } : {}) };
}

/**
 * A streamed answer's items: an SSE event `ServerSentEvent[Data]` whose data is typed by the schema when the
 * stream has one kind of event (several kinds, discriminated by name: `ServerSentEvent[Any]`), or one JSON
 * value per line typed by the item's schema.
 */
function streamShape(types: PyTypes, op: IROperation, stem: string): PyMethod['stream'] {
  const response = op.responses.find((r) => /^2(\d\d|XX)$/i.test(r.status) && r.stream && !r.stream.requestedBy);
  const stream = response?.stream;
  if (!stream) return undefined;
  const base = { format: stream.format, text: stream.data === 'text', textEvents: stream.textEvents };
  if (stream.format !== 'sse') {
    const t = types.modelType(stream.itemSchema, `${stem}Item`);
    return { ...base, item: t.ann, parse: t.conv ?? '_m.identity' };
  }
  const data = (stream.itemSchema.properties as Record<string, JsonSchema> | undefined)?.data;
  if (stream.itemSchema.oneOf || !data || stream.data === 'text') {
    return { ...base, item: `_st.ServerSentEvent[${stream.data === 'text' && !stream.itemSchema.oneOf ? '_str' : '_t.Any'}]`, parse: '_m.identity' };
  }
  const t = types.modelType(data, `${stem}Data`);
  return { ...base, item: `_st.ServerSentEvent[${t.ann}]`, parse: `_st.event_data(${t.conv ?? 'None'})` };
}

/** The items schema of a page, along the envelope's key path. */
function schemaAt(types: PyTypes, schema: JsonSchema, path: string[]): JsonSchema {
  let at: JsonSchema = schema;
  for (const key of path) {
    const props = types.flatten(at).properties;
    const next = props[key];
    if (!next) return {};
    at = next;
  }
  const resolved = types.resolve(at);
  const items = resolved.items;
  return items && typeof items === 'object' && !Array.isArray(items) ? (items as JsonSchema) : {};
}

/** The check of an argument's value at the top level, when its schema has one clear type. */
function checkOf(types: PyTypes, schema: JsonSchema, name: string): { cond: string; expected: string } | undefined {
  const s = types.resolve(schema);
  if (s.oneOf || s.anyOf) return undefined;
  const all = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : types.isObject(s) ? ['object'] : [];
  const nullable = all.includes('null');
  const kinds = all.filter((t) => t !== 'null');
  if (kinds.length !== 1) return undefined;
  const conds: Record<string, [string, string] | undefined> = {
    string: s.format === 'binary' ? undefined : [`isinstance(${name}, _str)`, 'str'],
    integer: [`_c.is_int(${name})`, 'int'],
    number: [`_c.is_number(${name})`, 'a number'],
    boolean: [`isinstance(${name}, _bool)`, 'bool'],
    // A str is a Sequence[str] to type-checkers too: one value of a list of strings.
    array:
      types.resolve((s.items as JsonSchema | undefined) ?? {}).type === 'string'
        ? [`isinstance(${name}, (_list, tuple, _str))`, 'a list']
        : [`isinstance(${name}, (_list, tuple))`, 'a list'],
    object: [`isinstance(${name}, _abc.Mapping)`, 'a mapping'],
  };
  const found = conds[kinds[0]!];
  if (!found) return undefined;
  return { cond: nullable ? `${name} is None or ${found[0]}` : found[0], expected: nullable ? `${found[1]} or None` : found[1] };
}
