/**
 * The request-id header (the route table's `api.requestIdHeader`) of every response: the client's own when it sent a usable one (the spec allows up to
 * 200 characters), else a fresh `req_<16 hex>`. Fastify's `genReqId` makes it `request.id`, which error
 * bodies copy into `error.request_id`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const USABLE = /^[\x21-\x7e]{1,200}$/;

export function requestIdFor(req: IncomingMessage, header: string): string {
  const sent = header ? req.headers[header] : undefined;
  if (typeof sent === 'string' && USABLE.test(sent)) return sent;
  return `req_${randomBytes(8).toString('hex')}`;
}
