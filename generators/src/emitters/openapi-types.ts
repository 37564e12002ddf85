/**
 * The bundled document -> the `paths` / `components` / `operations` types of openapi-typescript 7, shared
 * by the client and server emitters (each package ships its own `schema.gen.ts` copy so the server never
 * depends on the client). Computed once per spec: it is the costliest step of generation.
 *
 * It runs in a worker thread (openapi-types.worker.mjs). `generate` starts the worker (`warmOpenapiTypes`)
 * before it reads the spec, so the worker's imports overlap with the loader, and hands it the document as
 * soon as the IR exists, so the types are printed while the main thread loads and runs the other emitters.
 * On GitHub's description this takes the client from about 13 s to about 5 s.
 *
 * The text is left as openapi-typescript's printer writes it, not re-formatted with prettier: the printer's
 * output is already deterministic and consistently laid out, and prettier on it took longer than everything
 * else together on large documents (see `npm run bench:generate`).
 */
import { Worker } from 'node:worker_threads';
import type { IR } from '../ir/types.js';

const cache = new Map<string, Promise<string>>();
let warm: Worker | undefined;

/** Starts a worker that loads openapi-typescript and waits for a document; idle, it does not keep the process alive. */
export function warmOpenapiTypes(): void {
  warm ??= newWorker();
}

export function openapiTypes(ir: IR): Promise<string> {
  let text = cache.get(ir.specHash);
  if (!text) {
    const worker = warm ?? newWorker();
    warm = undefined;
    text = new Promise<string>((resolve, reject) => {
      worker.once('message', (printed: string) => resolve(printed));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`openapi-typescript's worker stopped (exit ${code}) before printing the types.`)));
    });
    // JSON text in, text out: the worker gets its own copy, so the IR stays untouched (openapi-typescript
    // annotates the document it walks), and a string crosses threads far faster than an object graph.
    worker.ref();
    worker.postMessage(JSON.stringify(ir.document));
    void text.finally(() => worker.terminate()).catch(() => undefined);
    cache.clear();
    cache.set(ir.specHash, text);
  }
  return text;
}

function newWorker(): Worker {
  const worker = new Worker(new URL('./openapi-types.worker.mjs', import.meta.url));
  worker.unref();
  // Errors reach whoever awaits the types; a warm worker nobody used must not crash the process.
  worker.on('error', () => undefined);
  return worker;
}
