#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/bench-stream.ts [--events 100000] [--rounds 5] [--first 60] [--warm 5000] [--long 1000000]
 *
 * The client's streamed answers beside the field's parser, in the same run, against a server in a worker
 * thread on 127.0.0.1 (so serving does not share the measured event loop):
 * - throughput: `--events` Server-Sent Events (a JSON object each) read through the client runtime's
 *   stream (`client._stream`, what every generated stream method calls: fetch, eventsource-parser, JSON
 *   parsing, each item checked against its schema as by default, typed items; and once more with
 *   `validate: false`) beside fetch + TextDecoder + `eventsource-parser` alone with `JSON.parse` of each
 *   event's data (the least any reader does); rounds interleave them, the median round is shown;
 * - time to first event: a stream whose first event is written at once, the rest later: the client's first
 *   item beside a raw fetch reading until its first event (the same URL, no headers, no signal: the least a
 *   reader does), median of `--first` tries each, after `--warm` unmeasured ones (warm, as in a server making
 *   many calls: the raw side's code is undici's, which every fetch of the process warms, the client's own
 *   code runs only in its tries, and a few dozen of them leave it in V8's unoptimised tiers); the two
 *   alternate which goes first. Beside them, for reference, a raw fetch of the client's request (its
 *   headers and an abort signal), which the client cannot do without, and the same request with its first
 *   event parsed (eventsource-parser and JSON.parse, no schema check), the least a reader of typed events
 *   does. And the first stream of the process, cold (the client loads Ajv and compiles the item's schema then);
 * - memory: `--long` events read through the client while heap and RSS are sampled every tenth of them:
 *   flat figures mean nothing is kept.
 * - a slow writer: one event of `--slow` characters fed in 64-character pieces (a server's small writes),
 *   to eventsource-parser alone and to the client's decoder (which holds pieces that end no line and joins
 *   them once): the time each takes, in the same run.
 * Numbers depend on the machine; nothing here asserts them.
 */
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { createParser } from 'eventsource-parser';
import { existsSync } from 'node:fs';
import type { OperationMeta } from '../packages/client-runtime/src/index.js';

// The runtime as published (its build): loaded through tsx, Ajv's hundred files would each pass its hooks, which
// the cold figure below would count. Built by `npm run generate`.
const built = new URL('../packages/client-runtime/dist/index.js', import.meta.url);
if (!existsSync(built)) {
  console.error(`${built.pathname} is missing: run \`npm run generate\` (it builds the packages) first.`);
  process.exit(1);
}
const { BaseClient, openStream } = (await import(built.href)) as typeof import('../packages/client-runtime/src/index.js');

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5' },
    first: { type: 'string', default: '60' },
    warm: { type: 'string', default: '5000' },
    long: { type: 'string', default: '1000000' },
    slow: { type: 'string', default: '1000000' },
  },
});
const events = Number(values.events);
const rounds = Number(values.rounds);
const firsts = Number(values.first);
const warm = Number(values.warm);
const long = Number(values.long);
const slow = Number(values.slow);

// `/bulk?n=N`: N events written in 64 KiB chunks as fast as the socket takes them. `/first`: one event at
// once, the rest 50 ms later. `/long?n=N`: N events made on the fly, with backpressure.
const SERVER = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
const event = (i) => 'id: ' + i + '\\ndata: {"id":"chunk_' + i + '","object":"chunk","choices":[{"index":0,"delta":{"content":"token ' + i + '"}}]}\\n\\n';
const bulk = new Map();
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const n = Number(url.searchParams.get('n') ?? 0);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (url.pathname === '/first') {
    res.write(event(0));
    setTimeout(() => res.end(event(1) + event(2)), 50);
    return;
  }
  if (url.pathname === '/bulk') {
    let body = bulk.get(n);
    if (!body) { let s = ''; for (let i = 0; i < n; i++) s += event(i); body = Buffer.from(s); bulk.set(n, body); }
    let at = 0;
    const pump = () => { while (at < body.length) { const ok = res.write(body.subarray(at, at + 65536)); at += 65536; if (!ok) return res.once('drain', pump); } res.end(); };
    return pump();
  }
  let i = 0;
  const pump = () => { while (i < n) { let s = ''; for (let k = 0; k < 500 && i < n; k++) s += event(i++); if (!res.write(s)) return res.once('drain', pump); } res.end(); };
  pump();
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

const worker = new Worker(SERVER, { eval: true });
const port = await new Promise<number>((resolve) => worker.once('message', resolve));
const base = `http://127.0.0.1:${port}`;

// The item's schema, as a generated operation table carries it (one constant per operation): each event is
// checked against it, as the client does by default on a server (`stream.validate`).
const ITEM_SCHEMA = {
  item: {
    type: 'object',
    required: ['event', 'data'],
    properties: {
      event: { type: 'string' },
      id: { type: 'string' },
      data: {
        type: 'object',
        required: ['id', 'object', 'choices'],
        properties: {
          id: { type: 'string' },
          object: { type: 'string' },
          choices: {
            type: 'array',
            items: {
              type: 'object',
              required: ['index', 'delta'],
              properties: { index: { type: 'integer' }, delta: { type: 'object', properties: { content: { type: 'string' } } } },
            },
          },
        },
      },
    },
  },
};
const ops = new Map<string, OperationMeta>();
const op = (path: string): OperationMeta => {
  let meta = ops.get(path);
  if (!meta) {
    meta = { id: 'bench', method: 'get', path, idempotent: true, pagination: 'none', public: true, scopes: [], stream: { format: 'sse', schema: ITEM_SCHEMA }, openStream };
    ops.set(path, meta);
  }
  return meta;
};
const client = new BaseClient<object>({ baseUrl: base, accessToken: 'x', maxRetries: 0 }, { defaultBaseUrl: base });

async function throughClient(path: string, query: Record<string, unknown>, validate = true): Promise<number> {
  let n = 0;
  // No resume: the bench reads one connection's events (a GET event stream would otherwise be resumed when it ends).
  for await (const item of await client._stream<{ data: { id: string } }>(op(path), { query }, { stream: { reconnect: false, validate } })) if (item.data.id) n++;
  return n;
}

async function throughParser(url: string): Promise<number> {
  let n = 0;
  const parser = createParser({
    onEvent: (e) => {
      if ((JSON.parse(e.data) as { id: string }).id) n++;
    },
  });
  const response = await fetch(url);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The time to a stream's first event through a raw fetch (reading until the first blank line), and through the
 * client. `init`: the request as the client sends it (its headers and an abort signal), for reference.
 */
const CLIENT_REQUEST = { 'user-agent': `openapi-client node/${process.version}`, accept: 'text/event-stream' };
async function rawFirstEvent(init?: 'as-client' | 'parsed'): Promise<number> {
  const t = performance.now();
  const controller = init ? new AbortController() : undefined;
  const response = await fetch(`${base}/first`, controller ? { method: 'GET', headers: CLIENT_REQUEST, body: null, signal: controller.signal } : undefined);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  if (init === 'parsed') {
    // The event itself, as a typed reader needs it: its fields parsed by eventsource-parser, its data by JSON.parse.
    let data: unknown;
    const parser = createParser({ onEvent: (e) => (data = JSON.parse(e.data)) });
    while (data === undefined) parser.feed(decoder.decode((await reader.read()).value, { stream: true }));
  } else {
    let text = '';
    while (!text.includes('\n\n')) text += decoder.decode((await reader.read()).value, { stream: true });
  }
  const ms = performance.now() - t;
  await reader.cancel();
  return ms;
}
async function clientFirstEvent(): Promise<number> {
  const t = performance.now();
  const stream = await client._stream(op('/first'), {}, { stream: { reconnect: false } });
  const iterator = stream[Symbol.asyncIterator]();
  await iterator.next();
  const ms = performance.now() - t;
  await iterator.return!();
  return ms;
}

// The first stream of the process, before anything is warm: the client's loads Ajv and compiles the item's schema.
const coldRaw = await rawFirstEvent();
const coldClient = await clientFirstEvent();

// Warm both paths (JIT, the server's cached body) before measuring.
await throughParser(`${base}/bulk?n=${events}`);
await throughClient('/bulk', { n: events });

const clientRates: number[] = [];
const uncheckedRates: number[] = [];
const parserRates: number[] = [];
for (let r = 0; r < rounds; r++) {
  let t = performance.now();
  const p = await throughParser(`${base}/bulk?n=${events}`);
  parserRates.push(p / ((performance.now() - t) / 1000));
  t = performance.now();
  const c = await throughClient('/bulk', { n: events });
  clientRates.push(c / ((performance.now() - t) / 1000));
  t = performance.now();
  const u = await throughClient('/bulk', { n: events }, false);
  uncheckedRates.push(u / ((performance.now() - t) / 1000));
  if (c !== events || p !== events || u !== events) throw new Error(`read ${c} (client), ${u} (unchecked) and ${p} (parser) of ${events} events`);
}

const clientFirst: number[] = [];
const rawFirst: number[] = [];
const asClientFirst: number[] = [];
const parsedFirst: number[] = [];
// Tries alternate which side goes first; each starts once the previous one's connection is torn down (two
// turns of the event loop), so that closing one stream is not billed to the next. `--warm` unmeasured tries
// of each side come first.
const settle = async () => {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
};
const sides = [() => rawFirstEvent(), () => clientFirstEvent(), () => rawFirstEvent('as-client'), () => rawFirstEvent('parsed')];
for (let i = 0; i < warm + firsts; i++) {
  const ms: number[] = [];
  for (let k = 0; k < sides.length; k++) {
    const side = (i + k) % sides.length;
    await settle();
    ms[side] = await sides[side]!();
  }
  if (i < warm) continue;
  rawFirst.push(ms[0]!);
  clientFirst.push(ms[1]!);
  asClientFirst.push(ms[2]!);
  parsedFirst.push(ms[3]!);
}

const samples: { at: number; heap: number; rss: number }[] = [];
let seen = 0;
const every = Math.max(1, Math.floor(long / 10));
const t = performance.now();
for await (const _ of await client._stream(op('/long'), { query: { n: long } }, { stream: { reconnect: false } })) {
  if (++seen % every === 0) {
    const m = process.memoryUsage();
    samples.push({ at: seen, heap: m.heapUsed, rss: m.rss });
  }
}
const longSeconds = (performance.now() - t) / 1000;
await worker.terminate();

const mib = (b: number) => (b / 1024 / 1024).toFixed(1);
const parserRate = median(parserRates);
const clientRate = median(clientRates);
console.log(`\nStreamed answers (${events.toLocaleString('en-US')} SSE events, JSON data; median of ${rounds} interleaved rounds)\n`);
console.log('| reader | events/s | x eventsource-parser alone |');
console.log('| --- | ---: | ---: |');
console.log(`| fetch + eventsource-parser + JSON.parse (baseline) | ${fmt(parserRate)} | 1.00 |`);
console.log(`| client stream (\`for await\` of typed items, each checked against its schema: the default) | ${fmt(clientRate)} | ${(clientRate / parserRate).toFixed(2)} |`);
console.log(`| client stream, \`validate: false\` | ${fmt(median(uncheckedRates))} | ${(median(uncheckedRates) / parserRate).toFixed(2)} |`);
const pairs = clientFirst.map((ms, i) => ms / rawFirst[i]!);
console.log(
  `\nTime to first event (median of ${firsts}, after ${warm} warm-up tries): raw fetch ${median(rawFirst).toFixed(3)} ms, client ${median(clientFirst).toFixed(3)} ms (${(median(clientFirst) / median(rawFirst)).toFixed(2)}x; median of the tries' own ratios ${median(pairs).toFixed(2)}x)`,
);
console.log(
  `  for reference, a raw fetch of the client's request (its headers and an abort signal): ${median(asClientFirst).toFixed(3)} ms (${(median(asClientFirst) / median(rawFirst)).toFixed(2)}x)`,
);
console.log(
  `  and that request's first event parsed (eventsource-parser, JSON.parse; no schema check): ${median(parsedFirst).toFixed(3)} ms (${(median(parsedFirst) / median(rawFirst)).toFixed(2)}x; the client ${(median(clientFirst) / median(parsedFirst)).toFixed(2)}x of it)`,
);
console.log(`First stream of the process (cold; the client's loads Ajv and compiles the schema): raw fetch ${coldRaw.toFixed(2)} ms, client ${coldClient.toFixed(2)} ms`);
console.log(`\nMemory over ${long.toLocaleString('en-US')} events through the client (${fmt(long / longSeconds)} events/s):`);
console.log('| events read | heap used (MiB) | RSS (MiB) |');
console.log('| ---: | ---: | ---: |');
for (const s of samples) console.log(`| ${s.at.toLocaleString('en-US')} | ${mib(s.heap)} | ${mib(s.rss)} |`);
const heaps = samples.map((s) => s.heap);
console.log(`\nheap range ${mib(Math.min(...heaps))} to ${mib(Math.max(...heaps))} MiB across the stream`);

// A slow writer: one long event in small pieces, to the field's parser alone and to the client's decoder.
{
  const { createDecoder } = await import('../packages/client-runtime/src/stream-decoders.js');
  const text = `data: {"pad":"${'x'.repeat(slow)}"}\n\n`;
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += 64) pieces.push(text.slice(i, i + 64));
  let t = performance.now();
  let parsed = 0;
  const parser = createParser({ onEvent: (e) => void (parsed += JSON.parse(e.data) ? 1 : 0) });
  for (const piece of pieces) parser.feed(piece);
  const parserMs = performance.now() - t;
  t = performance.now();
  const decoder = createDecoder<unknown>({ format: 'sse' }, { maxEventSize: 16 * 1024 * 1024, requestId: undefined });
  let decoded = 0;
  for (const piece of pieces) decoded += decoder.push(piece).length;
  const decoderMs = performance.now() - t;
  console.log(
    `\nA slow writer (one event of ${slow.toLocaleString('en-US')} characters in ${pieces.length.toLocaleString('en-US')} pieces of 64): eventsource-parser alone ${parserMs.toFixed(0)} ms (${parsed} event), the client's decoder ${decoderMs.toFixed(0)} ms (${decoded} event; ${(decoderMs / parserMs).toFixed(2)}x the parser's time)`,
  );
}
