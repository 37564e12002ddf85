/**
 * Raw path, query and header values -> the shapes the validators and handlers expect, by each parameter's
 * `style` and `explode` (OpenAPI 3.1 section 4.8.12.4, settled by the generator):
 *
 *   query   form (repeated `?a=1&a=2`, or `?a=1,2` when not exploded), spaceDelimited (`a=1%202`),
 *           pipeDelimited (`a=1|2`), deepObject (`a[x]=1&a[y]=2`)
 *   path    simple (`1,2`), label (`.1.2` / `.1,2`), matrix (`;a=1;a=2` / `;a=1,2`)
 *   header  simple
 *   cookie  form (`a=1,2`)
 *
 * Form lists accept both the repeated and the comma form, and any mix of the two (their values are OR), so
 * a list sent either way reads the same. Objects are read as the style writes them (`k,v,k,v`, or `k=v,...`
 * when exploded). Type coercion (`"25"` -> 25) is left to Ajv. openapi-fetch writes these styles on the
 * client; no maintained library reads them back for Fastify, hence this file.
 */
import type { RouteDefinition, RouteParameter } from './types.js';
import { errors } from './errors.js';

export function collectParameters(route: RouteDefinition, location: 'path' | 'query' | 'header' | 'cookie', raw: Record<string, unknown>): Record<string, unknown> {
  return readParameters(parametersIn(route, location), location === 'header', raw);
}

/** The route's parameters in one location, in the table's order (computed once per route by the server). */
export function parametersIn(route: RouteDefinition, location: 'path' | 'query' | 'header' | 'cookie'): RouteParameter[] {
  return route.parameters.filter((param) => param.in === location);
}

/** `collectParameters` for parameters already picked by location (`parametersIn`): no per-request filtering. */
export function readParameters(params: readonly RouteParameter[], header: boolean, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < params.length; i++) {
    const param = params[i]!;
    const key = header ? param.name.toLowerCase() : param.name;
    const value = param.style === 'deepObject' ? deepObject(param.name, raw) : raw[key];
    if (value === undefined) continue;
    const parsed = parse(param, value);
    out[key] = parsed;
    checkNumeral(param, parsed);
  }
  return out;
}

function parse(param: RouteParameter, value: unknown): unknown {
  if (param.style === 'deepObject') return value;
  const scalar = param.type !== 'array' && param.type !== 'object';
  // The common cases without building lists: a form scalar is passed on as sent (one value, or the list of a
  // repeated one), a simple scalar sent once is its own text.
  if (param.style === 'form' && scalar) return value;
  if (typeof value === 'string' && scalar && (param.style === 'simple' || param.style === undefined)) return value;
  if (param.style === 'form' && param.type === 'array') return formList(value);
  const strings = (Array.isArray(value) ? value : [value]).map(String);
  const text = strings.join(param.in === 'header' ? ',' : '');
  switch (param.style) {
    case 'label':
      return shape(param, text.replace(/^\./, ''), param.explode ? '.' : ',');
    case 'matrix':
      return matrix(param, text);
    case 'spaceDelimited':
      return shape(param, strings.join(' '), ' ');
    case 'pipeDelimited':
      return shape(param, strings.join('|'), '|');
    case 'form':
      return pairs(strings.join(',').split(','), false);
    default: // simple
      return shape(param, text, ',');
  }
}

/** A form list: repeated values and comma-separated ones, in order (`?a=1&a=2,3` -> `['1', '2', '3']`). */
function formList(value: unknown): string[] {
  const out: string[] = [];
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  for (let i = 0; i < values.length; i++) {
    const text = String(values[i]);
    if (text.indexOf(',') === -1) out.push(text);
    else for (const part of text.split(',')) out.push(part);
  }
  return out;
}

/** One string -> a list, an object or the string itself, by the parameter's type. */
function shape(param: RouteParameter, text: string, joiner: string): unknown {
  if (param.type === 'array') return text === '' ? [] : text.split(joiner);
  if (param.type === 'object') return pairs(text.split(joiner), param.explode);
  return text;
}

/** `;name=1;name=2` (exploded) or `;name=1,2`; exploded objects are `;x=1;y=2`. */
function matrix(param: RouteParameter, text: string): unknown {
  const parts = text.replace(/^;/, '').split(';');
  if (param.type === 'object' && param.explode) return pairs(parts, true);
  const values = parts.map((p) => (p.startsWith(`${param.name}=`) ? p.slice(param.name.length + 1) : p));
  if (param.type === 'array') return param.explode ? values : values.join(',').split(',');
  if (param.type === 'object') return pairs(values.join(',').split(','), false);
  return values[0] ?? '';
}

/** `['k', 'v', 'k2', 'v2']` or, exploded, `['k=v', 'k2=v2']` -> an object. */
function pairs(items: string[], exploded: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (exploded) {
    for (const item of items) {
      const at = item.indexOf('=');
      if (at > 0) out[item.slice(0, at)] = item.slice(at + 1);
    }
  } else {
    for (let i = 0; i + 1 < items.length; i += 2) out[items[i]!] = items[i + 1]!;
  }
  return out;
}

/** `name[key]=value` query entries -> `{ key: value }`; undefined when there are none. */
function deepObject(name: string, query: Record<string, unknown>): Record<string, unknown> | undefined {
  let out: Record<string, unknown> | undefined;
  const prefix = `${name}[`;
  for (const key of Object.keys(query)) {
    if (!key.startsWith(prefix) || !key.endsWith(']')) continue;
    out ??= {};
    out[key.slice(prefix.length, -1)] = query[key];
  }
  return out;
}

/**
 * Ajv's coercion takes whatever `Number()` reads (`0x19`, ` 25`, `1e309` -> Infinity), so a numeric
 * parameter's text must first be a plain finite decimal numeral.
 */
const NUMERALS: Record<string, RegExp> = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/ };
function checkNumeral(param: RouteParameter, value: unknown): void {
  const pattern = NUMERALS[param.type];
  if (!pattern || typeof value !== 'string') return;
  if (pattern.test(value) && Number.isFinite(Number(value))) return;
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  throw errors.validation([`${param.name} must be ${param.type === 'integer' ? 'an integer' : 'a number'} written in decimal digits (got ${shown}).`], param.name);
}
