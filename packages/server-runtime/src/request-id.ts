/**
 * The request-id header (the route table's `api.requestIdHeader`) of every response: the client's own when it sent a usable one (the spec allows up to
 * 200 characters), else a fresh `req_<16 hex>`. Fastify's `genReqId` makes it `request.id`, which error
 * bodies copy into `error.request_id`.
 *
 * Fresh ids come from the same CSPRNG as `randomBytes(8)`, drawn 4 KiB at a time: one `randomBytes` call per
 * request was ~10% of a request's CPU time in the stubs' profile (bench:server); a pooled draw gives 512 ids.
 */
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const USABLE = /^[\x21-\x7e]{1,200}$/;

const POOL = Buffer.allocUnsafe(4096);
let offset = POOL.length;
/** `req_` and 16 hex digits, written in place and read as one flat string (cheaper for Node's header check than a concatenation). */
const ID = Buffer.from('req_0000000000000000', 'latin1');
const HEX = Buffer.from('0123456789abcdef', 'latin1');

/** A fresh `req_<16 hex>`: 8 bytes of the pool, refilled when used up (each byte is used once). */
export function freshRequestId(): string {
  if (offset + 8 > POOL.length) {
    randomFillSync(POOL);
    offset = 0;
  }
  for (let i = 0; i < 8; i++) {
    const byte = POOL[offset + i]!;
    ID[4 + 2 * i] = HEX[byte >> 4]!;
    ID[5 + 2 * i] = HEX[byte & 15]!;
  }
  offset += 8;
  return ID.toString('latin1');
}

export function requestIdFor(req: IncomingMessage, header: string): string {
  const sent = header ? req.headers[header] : undefined;
  if (typeof sent === 'string' && USABLE.test(sent)) return sent;
  return freshRequestId();
}
