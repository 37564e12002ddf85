/**
 * Lingering close for an answer sent while the request body is still arriving (an oversized body's 413, a
 * body that is not JSON). Fastify then closes the connection (`Connection: close`), and Node destroys the
 * socket as soon as the answer is written. Bytes the client is still sending are then unread, the kernel
 * answers them with a reset, and a client busy writing sees EPIPE or ECONNRESET instead of the answer.
 * Like nginx's `lingering_close`, the socket here half-closes after the answer and keeps reading (and
 * discarding) until the client stops sending or `LINGER_MS` passes.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing connection keeps reading what the client still sends (nginx: lingering_time 30 s). */
export const LINGER_MS = 5_000;

export function lingerAfterAnswer(request: IncomingMessage, ms: number = LINGER_MS): void {
  const socket = request.socket as Socket | null;
  if (!socket || socket.destroyed) return;
  // The parser pauses the socket when the request stream is not read: keep it flowing into nothing.
  request.resume();
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), ms);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
  };
}
