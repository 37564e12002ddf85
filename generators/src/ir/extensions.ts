/**
 * The `x-` extensions the generators read, each read here and only here, and checked: a value of the wrong
 * shape is a located problem of the spec (exit 2), whatever document is given, never a silent default or
 * an internal error later. What each means is in openapi/README.md, "Extensions".
 */
import type { Problems } from './problems.js';
import type { IROperation, PaginationKind } from './types.js';
import { isObject } from '../openapi/primitives.js';

type Obj = Record<string, unknown>;
const show = (v: unknown) => JSON.stringify(v) ?? String(v);

/** A declared `x-sdk-method`: two or more identifiers joined by dots. */
export const SDK_METHOD = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;

export function readSdkMethod(value: unknown, at: string, problems: Problems, operationId: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && SDK_METHOD.test(value)) return value;
  problems.at(`${at}/x-sdk-method`, `x-sdk-method of ${operationId} is ${show(value)}; expected "resource.method": identifiers joined by dots, e.g. "records.list".`);
  return undefined;
}

export function readIdempotent(value: unknown, at: string, problems: Problems): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  problems.at(`${at}/x-idempotent`, `x-idempotent is ${show(value)}; expected true or false.`);
  return undefined;
}

export function readPagination(value: unknown, at: string, problems: Problems): Exclude<PaginationKind, 'none'> | undefined {
  if (value === undefined) return undefined;
  if (value === 'page' || value === 'cursor') return value;
  problems.at(`${at}/x-pagination`, `x-pagination is ${show(value)}; expected "page" or "cursor".`);
  return undefined;
}

export function readCost(value: unknown, at: string, problems: Problems): IROperation['cost'] {
  if (value === undefined) return undefined;
  if (isObject(value) && typeof value.charges === 'string' && value.charges && typeof value.when === 'string') return { charges: value.charges, when: value.when };
  problems.at(`${at}/x-cost`, `x-cost is ${show(value)}; expected { charges: <what is charged>, when: <text> }.`);
  return undefined;
}

/** `x-rate-limit` of an operation or of `info`: `{ requests, window_seconds, per: credential | ip }`. */
export function readRateLimit(value: unknown, at: string, problems: Problems): IROperation['rateLimit'] {
  if (value === undefined) return undefined;
  const positive = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
  if (isObject(value) && positive(value.requests) && positive(value.window_seconds) && (value.per === undefined || value.per === 'credential' || value.per === 'ip')) {
    return { requests: value.requests as number, windowSeconds: value.window_seconds as number, per: (value.per as 'credential' | 'ip' | undefined) ?? 'credential' };
  }
  problems.at(`${at}/x-rate-limit`, `x-rate-limit is ${show(value)}; expected { requests: <positive integer>, window_seconds: <positive integer>, per?: credential | ip }.`);
  return undefined;
}

export function readInferred(value: unknown, at: string, problems: Problems): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && value.trim()) return value;
  problems.at(`${at}/x-inferred`, `x-inferred is ${show(value)}; expected the reason the element was inferred, as text.`);
  return undefined;
}

/** `x-scopes` of a security scheme: scope name -> purpose. */
export function readScopes(value: unknown, at: string, problems: Problems): Record<string, string> {
  if (value === undefined) return {};
  if (isObject(value) && Object.values(value).every((v) => typeof v === 'string')) return value as Record<string, string>;
  problems.at(`${at}/x-scopes`, `x-scopes is ${show(value)}; expected a map of scope name -> its purpose (text).`);
  return {};
}

/**
 * `x-extensible-enum` of a schema (Zalando's RESTful API guidelines, rule 112): the values known today of a
 * set that may grow, used instead of `enum`. Types offer the listed values and accept any other string
 * (`'a' | 'b' | (string & {})`); validation accepts any string; the diff knows new values are compatible.
 */
export function readExtensibleEnum(schema: Obj, at: string, problems: Problems): string[] | undefined {
  const value = schema['x-extensible-enum'];
  if (value === undefined) return undefined;
  const where = `${at}/x-extensible-enum`;
  if (!Array.isArray(value) || !value.length || !value.every((v) => typeof v === 'string') || new Set(value).size !== value.length) {
    problems.at(where, `x-extensible-enum is ${show(value)}; expected a non-empty list of distinct strings (the values known today of an open set).`);
    return undefined;
  }
  if (schema.enum !== undefined || schema.const !== undefined) {
    problems.at(where, 'x-extensible-enum is beside enum/const: a set is either closed (enum) or open (x-extensible-enum); keep one.');
    return undefined;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('string') || !types.every((t) => t === 'string' || t === 'null')) {
    problems.at(where, `x-extensible-enum is on a schema of type ${show(schema.type ?? null)}; it lists strings, so the schema needs \`type: string\`.`);
    return undefined;
  }
  return value as string[];
}

/** `YYYY-MM-DD`, optionally with an RFC 3339 time: the date an `x-sunset` names. */
const SUNSET = /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2}))?$/;

/**
 * `x-sunset` of a deprecated operation: the date after which it may be removed (as the `Sunset` header of
 * RFC 8594 announces it at run time; oasdiff reads the same extension). Only a deprecated operation has one.
 */
export function readSunset(op: Obj, at: string, problems: Problems): string | undefined {
  const value = op['x-sunset'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !SUNSET.test(value) || Number.isNaN(Date.parse(value))) {
    problems.at(`${at}/x-sunset`, `x-sunset is ${show(value)}; expected a date (YYYY-MM-DD) after which the operation may be removed.`);
    return undefined;
  }
  if (op.deprecated !== true) {
    problems.at(
      `${at}/x-sunset`,
      `x-sunset is ${value}, but the operation is not deprecated: add \`deprecated: true\` (a sunset announces the removal of a deprecated operation).`,
    );
    return undefined;
  }
  return value;
}
