/** PageMeta for page-paged collections, and the opaque cursors of record paging. */
import type { components } from '@customer-messaging/server';
import { ApiError } from '@customer-messaging/server';

type PageMeta = components['schemas']['PageMeta'];

export function pageMeta(page: number, perPage: number, count: number, total: number): PageMeta {
  const totalPages = Math.ceil(total / perPage);
  return { page, per_page: perPage, count, total, total_pages: totalPages, has_more: page < totalPages };
}

/**
 * A cursor holds the position (created_at, id) of the last record of the previous page, base64url JSON
 * and opaque to clients; a position rather than an index, so records deleted meanwhile skip nothing.
 */
export interface Position {
  createdAt: string;
  id: string;
}

export const cursors: { encode(objectId: string, after: Position): string; decode(cursor: string, objectId: string): Position } = {
  encode: (objectId: string, after: Position) => Buffer.from(JSON.stringify({ o: objectId, t: after.createdAt, a: after.id })).toString('base64url'),
  decode(cursor: string, objectId: string): Position {
    try {
      const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; t?: unknown; a?: unknown };
      if (parsed.o === objectId && typeof parsed.a === 'string' && typeof parsed.t === 'string') return { createdAt: parsed.t, id: parsed.a };
    } catch {
      // fall through to the 400 below
    }
    const message = 'cursor is not a cursor this service issued for this object type; send back meta.next_cursor as it was.';
    throw new ApiError(400, 'validation_failed', message, { param: 'cursor', details: { errors: [message] } });
  },
};
