/**
 * The `x-` extensions the generators read, each read here and only here, and checked: a value of the wrong
 * shape is a located problem of the spec (exit 2), whatever document is given, never a silent default or
 * an internal error later. What each means is in openapi/README.md, "Extensions".
 */
import type { Problems } from './problems.js';
import type { IROperation, PaginationKind } from './types.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
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
