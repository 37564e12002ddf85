/**
 * How a collection's GET lists, in the spec's own style, and the answer for one page of records.
 *
 * The style comes from the generator when it settled one (the table's `pagination`: `x-pagination`, or the
 * configured page envelope), else from the operation itself:
 * - the answer: a plain array, or an object whose one array property (`data`, `items`, ...) holds the records;
 *   beside it, by name, the next cursor (`next_cursor`, `nextPageToken`, ...), whether there are more
 *   (`has_more`), the page number and the total, at the top or one object down (`meta.next_cursor`);
 * - the query: a cursor parameter (`cursor`, `after`, `page_token`, ...), else a page number (`page`), else an
 *   offset (`offset`, `skip`), and a page size (`limit`, `per_page`, ...; its default, else 20);
 * - a documented `Link` header on the answer gets RFC 8288 `rel="next"` links.
 * Names are matched as the field writes them most often; the list of names is here and in the guide.
 */
import type { MockApi } from '../operation.js';
import { jsonContent, successResponse, type Schema, type SpecOperation, type SpecParameter } from './operations.js';
import { allowsNull, isObject, propertiesOf, requiredOf, sampleOf, typeOf } from './schema.js';

export interface ListStyle {
  kind: 'cursor' | 'page' | 'offset' | 'all';
  /** Key path of the records in the answer; null: the answer is the array itself. */
  items: string[] | null;
  /** The answer's schema (an envelope's other fields are filled from it). */
  schema: Schema;
  cursorParam?: string;
  pageParam?: string;
  /** The first page's number (0 or 1, from the parameter's minimum or default). */
  firstPage: number;
  offsetParam?: string;
  limitParam?: string;
  defaultLimit: number;
  nextCursor?: string[];
  nextCursorNullable: boolean;
  hasMore?: string[];
  page?: string[];
  total?: string[];
  linkHeader: boolean;
}

const CURSOR_PARAMS = [
  'cursor',
  'after',
  'starting_after',
  'startingAfter',
  'page_token',
  'pageToken',
  'next_token',
  'nextToken',
  'continuation_token',
  'continuationToken',
  'next_cursor',
  'nextCursor',
];
const PAGE_PARAMS = ['page', 'page_number', 'pageNumber'];
const OFFSET_PARAMS = ['offset', 'skip', 'start'];
const LIMIT_PARAMS = ['limit', 'per_page', 'perPage', 'page_size', 'pageSize', 'size', 'max_results', 'maxResults', 'count', 'first'];
const ITEMS_FIELDS = ['data', 'items', 'results', 'records', 'entries', 'values', 'nodes', 'list'];
const NEXT_FIELDS = [
  'next_cursor',
  'nextCursor',
  'next_page_token',
  'nextPageToken',
  'next_token',
  'nextToken',
  'end_cursor',
  'endCursor',
  'cursor',
  'continuation_token',
  'continuationToken',
];
const MORE_FIELDS = ['has_more', 'hasMore', 'has_next', 'hasNext', 'has_next_page', 'hasNextPage', 'more'];
const PAGE_FIELDS = ['page', 'page_number', 'pageNumber', 'current_page', 'currentPage'];
const TOTAL_FIELDS = ['total', 'total_count', 'totalCount', 'total_items', 'totalItems', 'total_results', 'totalResults'];
const NESTS = ['meta', 'pagination', 'paging', 'page_info', 'pageInfo', 'cursor', 'links'];

/** A field by one of `names`, at the top of the answer or one object down; its key path. */
function findField(schema: Schema, names: readonly string[], type?: string): string[] | undefined {
  const top = propertiesOf(schema);
  const fits = (s: Schema | undefined) => !type || typeOf(s) === type || (type === 'string' && typeOf(s) === undefined);
  const here = names.find((n) => n in top && fits(top[n]));
  if (here) return [here];
  for (const nest of Object.keys(top).filter((k) => NESTS.includes(k) || typeOf(top[k]) === 'object')) {
    const inner = propertiesOf(top[nest]);
    const found = names.find((n) => n in inner && fits(inner[n]));
    if (found) return [nest, found];
  }
  return undefined;
}

function fieldSchema(schema: Schema, path: readonly string[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const key of path) current = propertiesOf(current)[key];
  return current;
}

const param = (op: SpecOperation, names: readonly string[]): SpecParameter | undefined => {
  const query = op.request?.query ?? [];
  for (const name of names) {
    const found = query.find((p) => p.name === name);
    if (found) return found;
  }
  return undefined;
};

export type SettledPagination = { kind: 'page' | 'cursor'; envelope: NonNullable<MockApi['pagination']> };

export function listStyle(op: SpecOperation, idFields: readonly string[], settled?: SettledPagination): ListStyle | { warning: string } {
  const schema = jsonContent(successResponse(op)?.contents)?.schema;
  if (!schema) return { warning: 'the list answer has no JSON schema' };
  const holdsRecords = (s: Schema | undefined) => typeOf(s) === 'array' && idFields.every((f) => f in propertiesOf(isObject(s!.items) ? (s!.items as Schema) : undefined));
  let items: string[] | null;
  if (typeOf(schema) === 'array') {
    if (!holdsRecords(schema)) return { warning: `the list answer's items do not hold the id field ${idFields.join(', ')}` };
    items = null;
  } else if (settled) {
    items = [...settled.envelope.items];
  } else {
    const arrays = Object.entries(propertiesOf(schema)).filter(([, s]) => holdsRecords(s));
    const chosen = arrays.length === 1 ? arrays[0]![0] : ITEMS_FIELDS.find((n) => arrays.some(([k]) => k === n));
    if (!chosen) {
      return {
        warning: arrays.length
          ? `the list answer has several arrays of records (${arrays.map(([k]) => k).join(', ')})`
          : `the list answer holds no array of records with the id field ${idFields.join(', ')}`,
      };
    }
    items = [chosen];
  }
  const limit = param(op, LIMIT_PARAMS);
  const limitSchema = limit?.schema;
  const defaultLimit = typeof limitSchema?.default === 'number' ? limitSchema.default : typeof limitSchema?.maximum === 'number' ? Math.min(limitSchema.maximum, 20) : 20;
  const linkHeader = !!successResponse(op)?.headers?.some((h) => h.name.toLowerCase() === 'link');
  const base = { items, schema, defaultLimit, linkHeader, ...(limit ? { limitParam: limit.name } : {}) };
  const envelopeField = (names: readonly string[], type?: string) => (items ? findField(schema, names, type) : undefined);
  const pageStart = (p: SpecParameter) => (p.schema?.minimum === 0 || p.schema?.default === 0 ? 0 : 1);

  if (settled) {
    const { envelope } = settled;
    const nextCursor = envelope.nextCursor ? [...envelope.nextCursor] : undefined;
    const pageParam = param(op, [envelope.pageParam]);
    return {
      ...base,
      kind: settled.kind,
      ...(settled.kind === 'cursor' ? { cursorParam: envelope.cursorParam } : { pageParam: envelope.pageParam }),
      firstPage: pageParam ? pageStart(pageParam) : 1,
      ...(nextCursor ? { nextCursor } : {}),
      nextCursorNullable: nextCursor ? allowsNull(fieldSchema(schema, nextCursor)) : false,
      ...(envelope.hasMore ? { hasMore: [...envelope.hasMore] } : {}),
      ...(envelope.page ? { page: [...envelope.page] } : {}),
      ...(envelopeField(TOTAL_FIELDS, 'integer') ? { total: envelopeField(TOTAL_FIELDS, 'integer') } : {}),
    };
  }
  const cursor = param(op, CURSOR_PARAMS);
  const page = param(op, PAGE_PARAMS);
  const offset = param(op, OFFSET_PARAMS);
  const nextCursor = envelopeField(NEXT_FIELDS, 'string');
  const extras = {
    ...(nextCursor ? { nextCursor } : {}),
    nextCursorNullable: nextCursor ? allowsNull(fieldSchema(schema, nextCursor)) : false,
    ...(envelopeField(MORE_FIELDS, 'boolean') ? { hasMore: envelopeField(MORE_FIELDS, 'boolean') } : {}),
    ...(envelopeField(PAGE_FIELDS, 'integer') ? { page: envelopeField(PAGE_FIELDS, 'integer') } : {}),
    ...(envelopeField(TOTAL_FIELDS, 'integer') ? { total: envelopeField(TOTAL_FIELDS, 'integer') } : {}),
  };
  if (cursor) return { ...base, ...extras, kind: 'cursor', cursorParam: cursor.name, firstPage: 1 };
  if (page) return { ...base, ...extras, kind: 'page', pageParam: page.name, firstPage: pageStart(page) };
  if (offset) return { ...base, ...extras, kind: 'offset', offsetParam: offset.name, firstPage: 0 };
  return { ...base, ...extras, kind: 'all', firstPage: 1 };
}

/** A cursor is the position of the last record of the page, opaque to the caller. */
export const encodeCursor = (seq: number): string => Buffer.from(`s${seq}`).toString('base64url');
export function decodeCursor(cursor: string): number | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return /^s\d+$/.test(text) ? Number(text.slice(1)) : undefined;
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let current = target;
  for (const key of path.slice(0, -1)) {
    if (!isObject(current[key])) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  if (value === undefined) delete current[path.at(-1)!];
  else current[path.at(-1)!] = value;
}

export interface PageAnswer {
  records: unknown[];
  next?: { cursor?: string; page?: number; offset?: number };
  page?: number;
  total?: number;
}

/** The list answer: the records, in the envelope the schema describes, its other required fields from its documentation. */
export function listBody(style: ListStyle, answer: PageAnswer): unknown {
  if (!style.items) return answer.records;
  const body = (isObject(sampleOf(style.schema)) ? sampleOf(style.schema) : {}) as Record<string, unknown>;
  // Nested objects named by the envelope (meta) are built even when not required.
  for (const path of [style.nextCursor, style.hasMore, style.page, style.total])
    if (path && path.length > 1 && !isObject(body[path[0]!])) body[path[0]!] = sampleOf(propertiesOf(style.schema)[path[0]!]) ?? {};
  setAt(body, style.items, answer.records);
  if (style.nextCursor) {
    const required = requiredOf(style.nextCursor.length > 1 ? propertiesOf(style.schema)[style.nextCursor[0]!] : style.schema).includes(style.nextCursor.at(-1)!);
    setAt(body, style.nextCursor, answer.next?.cursor ?? (style.nextCursorNullable || required ? null : undefined));
  }
  if (style.hasMore) setAt(body, style.hasMore, !!answer.next);
  if (style.page && answer.page !== undefined) setAt(body, style.page, answer.page);
  if (style.total && answer.total !== undefined) setAt(body, style.total, answer.total);
  return body;
}
