/**
 * The bundled document -> the `paths` / `components` / `operations` types of openapi-typescript 7, shared
 * by the client and server emitters (each package ships its own `schema.gen.ts` copy so the server never
 * depends on the client). It is the costliest step of generation, so it runs beside everything else:
 *
 * - in a worker thread (openapi-types.worker.mjs), which `generate` starts (`warmOpenapiTypes`) before it
 *   reads the spec, so the worker's imports overlap with the loader's;
 * - on the document as soon as the loader knows it (`startOpenapiTypes`, the loader's `onDocument`): for a
 *   root without external refs that is before the lint, so the types are printed while the main thread
 *   lints, builds the IR and runs the other emitters.
 *
 * `openapiTypes(ir)` returns the printed text, reusing a run started on the same document. On GitHub's
 * description this takes the client from about 13 s to about 5 s. A worker that has answered stays, idle and
 * unreferenced, for the next document.
 *
 * The text is left as openapi-typescript's printer writes it, not re-formatted with prettier: the printer's
 * output is already deterministic and consistently laid out, and prettier on it took longer than everything
 * else together on large documents (see `npm run bench:generate`).
 */
import { Worker } from 'node:worker_threads';
import type { IR } from '../ir/types.js';
import { SpecError } from '../load/diagnostics.js';
import { segments } from '../load/locate.js';
import { typesMessage, typesText, type PiecesAnswer } from '../incremental/openapi-types.js';
import { sha256 } from '../cache.js';

/** A started worker with nothing to do: the next document goes to it (a worker answers documents one at a time). */
let warm: Worker | undefined;

// Unreferenced until someone awaits the text: a run that stops early (the lint failed) exits at once.
// `irs`: the IRs whose types document is the one hashed as `key`, so the second emitter asking (client, then
// server) does not serialise a whole document again (13 MB on GitHub's description) only to find it the
// same. The document's hash, not its JSON text: the text would be held for the whole run.
let last: { key: string; text: Promise<string | Buffer>; worker: Worker; settled: boolean; irs: WeakSet<IR> } | undefined;

/**
 * Whether a worker that has answered waits for the next document (a process that generates many: the tests,
 * `--watch`, `dev`) or is stopped, its heap (a whole document and the AST of its types: about 200 MB on
 * GitHub's description) freed while the other emitters run. A one-shot `generate` says so
 * (`keepAnsweredWorker(false)`, from the command line).
 */
let keepAnswered = true;

export function keepAnsweredWorker(keep: boolean): void {
  keepAnswered = keep;
}

/** Starts a worker that loads openapi-typescript and waits for a document; idle, it does not keep the process alive. */
export function warmOpenapiTypes(): void {
  warm ??= newWorker();
}

/** Starts printing the types of a document (JSON text of the final, bundled 3.1 document). */
export function startOpenapiTypes(json: string): void {
  const key = sha256(json);
  if (last?.key === key) return;
  const worker = warm ?? newWorker();
  warm = undefined;
  const text = new Promise<string | Buffer>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`openapi-typescript's worker stopped (exit ${code}) before printing the types.`));
    worker.once('message', (printed: string | PiecesAnswer) => {
      worker.off('error', reject).off('exit', onExit);
      resolve(held(typesText(printed)));
    });
    worker.once('error', reject);
    worker.once('exit', onExit);
  });
  // JSON text in, text out: the worker gets its own copy, so the IR stays untouched (openapi-typescript
  // annotates the document it walks), and a string crosses threads far faster than an object graph.
  // Where the run keeps an incremental store, the stored pieces go with it (../incremental/openapi-types.ts).
  worker.postMessage(typesMessage(json));
  // A worker that answered waits, unreferenced, for the next document (a process generating many documents,
  // as the tests and `--watch` do, loads openapi-typescript once); one that failed is stopped. A run whose
  // spec fails the lint never awaits this: no unhandled rejection.
  const run = { key, text, worker, settled: false, irs: new WeakSet<IR>() };
  void text
    .then(
      () => {
        run.settled = true;
        worker.unref();
        if (warm || !keepAnswered) void worker.terminate();
        else warm = worker;
      },
      () => worker.terminate(),
    )
    .catch(() => undefined);
  last = run;
}

export function openapiTypes(ir: IR): Promise<string> {
  if (!last?.irs.has(ir)) {
    startOpenapiTypes(JSON.stringify(typesDocument(ir)));
    last!.irs.add(ir);
  }
  // Referenced while someone waits for the text, so the process stays up for it; never after it came.
  if (!last!.settled) last!.worker.ref();
  // openapi-typescript refuses some documents the lint lets through (an object schema whose \`enum\` holds
  // strings): that is the document's problem, told as one, not the toolchain's internal error.
  return last!.text.then(asText).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (/openapi-typescript's worker stopped/.test(message)) throw error;
    throw new SpecError([{ file: ir.source, message: `openapi-typescript cannot type this document: ${message.split('\n')[0]}` }]);
  });
}

/**
 * The types as the run holds them until the last emitter asks (a module-level `last`, kept for the next
 * document of a process that generates many): as UTF-8, half the heap of a text with characters beyond
 * Latin-1 (GitHub's: 7 MB instead of 14); decoded for each emitter that asks. A text holding a lone
 * surrogate, which UTF-8 cannot carry, stays a string.
 */
const held = (text: string): string | Buffer => ((text as string & { isWellFormed(): boolean }).isWellFormed() ? Buffer.from(text) : text);
const asText = (types: string | Buffer): string => (typeof types === 'string' ? types : types.toString('utf8'));

/**
 * The read and write views of a type from `schema.gen.ts`: when the spec marks any property readOnly or
 * writeOnly, openapi-typescript writes `$Read`/`$Write` markers, and what is sent is `Writable` (readOnly
 * left out), what is answered `Readable` (writeOnly left out). Without markers both are the type itself.
 */
export const readView = (ir: IR, type: string): string => (ir.readWrite ? `Readable<${type}>` : type);
export const writeView = (ir: IR, type: string): string => (ir.readWrite ? `Writable<${type}>` : type);
/** What a file using both views imports from `schema.gen.ts` besides its own names. */
export const viewImports = (ir: IR): string[] => (ir.readWrite ? ['Readable', 'Writable'] : []);

function newWorker(): Worker {
  // A young generation of 16 MB instead of V8's default (three times that): the worker prints a path item
  // at a time (openapi-types-print.mjs), so what it allocates dies young and is collected as cheaply in the
  // smaller space, and the space it does not reserve is memory the rest of the run keeps (about 15 MB on
  // GitHub's description, for the same CPU time).
  const worker = new Worker(new URL('./openapi-types.worker.mjs', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: 16 } });
  worker.unref();
  // Errors reach whoever awaits the types; a warm worker nobody used must not crash the process.
  worker.on('error', () => undefined);
  return worker;
}

/**
 * The document as openapi-typescript is given it: the media type of each streamed answer typed by one item
 * (`IRStream.itemSchema`: for Server-Sent Events the event object with its data parsed), so that the
 * content type of the answer in `paths` is the item the client yields and a handler returns; and each
 * callback listed under `webhooks` (see `IRWebhook.typesKey`). The same document otherwise (a document
 * without either is passed as it is, and its early run is reused).
 */
export function typesDocument(ir: IR): Record<string, unknown> {
  const streams = ir.operations.flatMap((op) => op.responses.flatMap((r) => (r.stream ? [r.stream] : [])));
  const callbacks = ir.webhooks.filter((w) => w.kind === 'callback');
  if (!streams.length && !callbacks.length) return ir.document;
  const copy = structuredClone(ir.document);
  // The IR's pointers run through `$ref`s (a callback or a response kept as a component): each is followed.
  const follow = (node: unknown): unknown => {
    for (let hops = 0; hops < 16 && node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string'; hops++) {
      const ref = (node as { $ref: string }).$ref;
      if (!ref.startsWith('#/')) break;
      node = segments(ref).reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), copy);
    }
    return node;
  };
  const at = (pointer: string) =>
    follow(segments(pointer).reduce<unknown>((node, key) => (node && typeof node === 'object' ? (follow(node) as Record<string, unknown>)[key] : undefined), copy));
  for (const stream of streams) {
    const media = at(stream.pointer);
    if (media && typeof media === 'object') (media as Record<string, unknown>).schema = stream.itemSchema;
  }
  // openapi-typescript types no callback: each is given to it as a webhook of its own key (IRWebhook.typesKey).
  if (callbacks.length) {
    const webhooks = { ...((copy.webhooks as Record<string, unknown> | undefined) ?? {}) };
    for (const callback of callbacks) {
      const { operationId: _id, ...operation } = (at(callback.pointer) ?? {}) as Record<string, unknown>;
      webhooks[callback.typesKey] = { [callback.method]: operation };
    }
    copy.webhooks = webhooks;
  }
  return copy;
}
