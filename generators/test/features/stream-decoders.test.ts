/**
 * The client runtime's stream decoders (stream-decoders.ts) and byte decoding (utf8-chunks.ts) fed directly,
 * chunk by chunk, split at every position: what a stream's text yields does not depend on where the network
 * cut it. The size limit counts an event (or line), never the comments and heartbeats between events.
 */
import { describe, expect, test } from 'vitest';
import { createDecoder, type StreamFormat } from '../../../packages/client-runtime/src/stream-decoders.js';
import { Utf8Chunks } from '../../../packages/client-runtime/src/utf8-chunks.js';

const options = (maxEventSize = 16 * 1024 * 1024) => ({ maxEventSize, requestId: undefined });

/** Every item of `chunks` read by a fresh decoder, and the fault it ended with (if any). */
function read(format: StreamFormat, chunks: string[], maxEventSize?: number) {
  const decoder = createDecoder<unknown>(format, options(maxEventSize));
  const items: unknown[] = [];
  try {
    for (const chunk of chunks) items.push(...decoder.push(chunk));
    items.push(...decoder.end());
    return { items, error: undefined as undefined | { code: string; line?: number } };
  } catch (error) {
    items.push(...(((error as { items?: unknown[] }).items ?? []) as unknown[]));
    return { items, error: error as { code: string; line?: number } };
  }
}

/** The text cut in two at every position, and in three at every pair of positions (short texts). */
function splits(text: string): string[][] {
  const out: string[][] = [[text]];
  for (let i = 0; i <= text.length; i++) out.push([text.slice(0, i), text.slice(i)]);
  if (text.length <= 60) for (let i = 0; i <= text.length; i++) for (let j = i; j <= text.length; j++) out.push([text.slice(0, i), text.slice(i, j), text.slice(j)]);
  return out;
}

const SSE: StreamFormat = { format: 'sse' };

describe('Server-Sent Events', () => {
  test.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('events with %s line endings are read whole, wherever the text is cut', (_name, eol) => {
    const text = `data: {"n":1}${eol}${eol}: note${eol}id: 2${eol}data: {"n":2}${eol}${eol}`;
    for (const chunks of splits(text)) {
      expect(read(SSE, chunks).items, JSON.stringify(chunks)).toEqual([
        { event: 'message', data: { n: 1 } },
        { event: 'message', data: { n: 2 }, id: '2' },
      ]);
    }
  });

  test.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('the last event id is set by every ended block, one of an id alone too, wherever the text is cut (%s)', (_name, eol) => {
    // The HTML standard: a block's id sets the last event ID when the block ends, with or without data; an id
    // with NUL is ignored; a bare `id` empties it; a block the stream never ends sets nothing.
    const cases: [string, string | undefined][] = [
      [`id: 7${eol}data: {"n":1}${eol}${eol}id: 8${eol}${eol}`, '8'],
      [`id: 7${eol}data: {"n":1}${eol}${eol}: note${eol}${eol}data: {"n":2}${eol}${eol}`, '7'],
      [`id: 7${eol}${eol}id: 9${eol}data: {"n":1}`, '7'],
      [`id: 7${eol}${eol}id: a\0b${eol}${eol}`, '7'],
      [`id: 7${eol}${eol}id${eol}${eol}`, ''],
      [`data: {"id":1}${eol}${eol}: id: 3${eol}${eol}`, undefined],
    ];
    for (const [text, expected] of cases) {
      for (const chunks of splits(text)) {
        const decoder = createDecoder<unknown>(SSE, options());
        for (const chunk of chunks) decoder.push(chunk);
        decoder.end();
        expect(decoder.lastEventId, JSON.stringify(chunks)).toBe(expected);
      }
    }
  });

  test('an event whose chunk ends in CR is handed out with that chunk, not held for the next', () => {
    const decoder = createDecoder<unknown>(SSE, options());
    expect(decoder.push('data: {"n":1}\r\r')).toEqual([{ event: 'message', data: { n: 1 } }]);
    expect(decoder.push('\ndata: {"n":2}\r\n\r\n')).toEqual([{ event: 'message', data: { n: 2 } }]);
  });

  test('an event over maxEventSize is event_too_large even when it arrives in one chunk', () => {
    const big = `data: {"pad":"${'x'.repeat(5000)}"}\n\n`;
    const { items, error } = read(SSE, [`data: {"n":1}\n\n${big}data: {"n":3}\n\n`], 1000);
    expect(items).toEqual([{ event: 'message', data: { n: 1 } }]);
    expect(error).toMatchObject({ code: 'event_too_large', line: 3 });
  });

  test('a malformed event names its own line, wherever the text is cut and whatever heartbeats came before it', () => {
    const text = 'data: {"n":1}\n\n: heartbeat\n\nid: 5\n\nevent: tick\ndata: {bad\n\ndata: {"n":3}\n\n';
    for (const chunks of splits(text)) {
      const { items, error } = read(SSE, chunks);
      expect(items, JSON.stringify(chunks)).toEqual([{ event: 'message', data: { n: 1 } }]);
      expect(error, JSON.stringify(chunks)).toMatchObject({ code: 'malformed_event', line: 8 });
    }
  });

  test('a malformed event names its own line in a stream of CR line endings too, however many chunks came before', () => {
    const text = 'data: "a"\r\r: beat\r\rdata: "b"\r\revent: tick\rdata: {bad\r\r';
    const lf = text.replace(/\r/g, '\n');
    for (const size of [1, 3, 7, 100]) {
      for (const stream of [text, lf]) {
        const { error } = read(SSE, stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!);
        expect(error, `${size} ${JSON.stringify(stream)}`).toMatchObject({ code: 'malformed_event', line: 8 });
      }
    }
  });

  test('a long event in small writes (a slow server) is read whole, and one past maxEventSize fails before its line ends', () => {
    const long = `data: {"pad":"${'x'.repeat(200_000)}"}\n\n`;
    const pieces = long.match(/[\s\S]{1,64}/g)!;
    expect(read(SSE, pieces).items).toEqual([{ event: 'message', data: { pad: 'x'.repeat(200_000) } }]);
    // Held back while no line ends, and still counted: the fault comes with the chunk that passes the limit.
    const decoder = createDecoder<unknown>(SSE, options(1000));
    let failedAt = -1;
    for (let i = 0; i < pieces.length && failedAt < 0; i++) {
      try {
        decoder.push(pieces[i]!);
      } catch (error) {
        expect(error).toMatchObject({ code: 'event_too_large', line: 1 });
        failedAt = i;
      }
    }
    expect(failedAt).toBe(Math.floor(1000 / 64));
  });

  test('comments and heartbeats between events never count toward maxEventSize', () => {
    const text = `data: {"n":1}\n\n${':heartbeat\n\n'.repeat(40)}data: {"n":2}\n\n`;
    for (const chunks of [[text], text.match(/[\s\S]{1,7}/g)!]) {
      expect(read(SSE, chunks, 200)).toEqual({
        items: [
          { event: 'message', data: { n: 1 } },
          { event: 'message', data: { n: 2 } },
        ],
        error: undefined,
      });
    }
  });
});

describe('JSON Lines and json-seq', () => {
  test('a line over maxEventSize is event_too_large even when it arrives whole in one chunk', () => {
    const { items, error } = read({ format: 'jsonl' }, [`{"i":1}\n{"pad":"${'x'.repeat(5000)}"}\n{"i":3}\n`], 1000);
    expect(items).toEqual([{ i: 1 }]);
    expect(error).toMatchObject({ code: 'event_too_large', line: 2 });
  });

  test('json-seq records may span lines (RFC 7464: a record runs to the next record separator), wherever the text is cut', () => {
    const text = '\x1e{\n  "i": 1,\n  "tags": ["a"]\n}\n\x1e{"i":2}\n\x1e[\n1\n]\n';
    for (const chunks of splits(text)) expect(read({ format: 'json-seq' }, chunks).items, JSON.stringify(chunks)).toEqual([{ i: 1, tags: ['a'] }, { i: 2 }, [1]]);
  });

  test('a json-seq record that is whole at the end of a chunk is handed out with that chunk', () => {
    const decoder = createDecoder<unknown>({ format: 'json-seq' }, options());
    expect(decoder.push('\x1e{"i":1}\n')).toEqual([{ i: 1 }]);
    expect(decoder.push('\x1e{\n"i":2\n')).toEqual([]);
    expect(decoder.push('}\n')).toEqual([{ i: 2 }]);
  });

  test('json-seq records separated by the record separator alone (RFC 7464 section 2.1: the newline is optional to a reader)', () => {
    const text = '\x1e{"i":1}\x1e{"i":2}\n\x1e3\x1e"four"\n';
    for (const chunks of splits(text)) expect(read({ format: 'json-seq' }, chunks).items, JSON.stringify(chunks)).toEqual([{ i: 1 }, { i: 2 }, 3, 'four']);
  });

  test('a long line in small writes is read whole, and the lines after it keep their numbers', () => {
    const text = `{"pad":"${'y'.repeat(100_000)}"}\n{"i":2}\n{bad\n`;
    for (const format of ['jsonl', 'json-seq'] as const) {
      const framed = format === 'json-seq' ? text.replace(/^|\n(?=.)/g, (m) => `${m}\x1e`) : text;
      const { items, error } = read({ format }, framed.match(/[\s\S]{1,64}/g)!);
      expect(items, format).toEqual([{ pad: 'y'.repeat(100_000) }, { i: 2 }]);
      expect(error, format).toMatchObject({ code: 'malformed_event', line: 3 });
    }
    expect(read({ format: 'jsonl' }, `{"pad":"${'y'.repeat(5000)}"}\n`.match(/[\s\S]{1,64}/g)!, 1000).error).toMatchObject({ code: 'event_too_large', line: 1 });
  });

  test('a json-seq record that is no JSON still names its line', () => {
    const { items, error } = read({ format: 'json-seq' }, ['\x1e{"i":1}\n\x1e{"i":\n\x1e{"i":3}\n']);
    expect(items).toEqual([{ i: 1 }]);
    expect(error).toMatchObject({ code: 'malformed_event', line: 2 });
  });
});

test('an empty chunk inside a character changes nothing', () => {
  const bytes = new TextEncoder().encode('{"x":"日本😀"}');
  for (let cut = 0; cut <= bytes.length; cut++) {
    const chunks = new Utf8Chunks();
    const text = chunks.decode(bytes.subarray(0, cut)) + chunks.decode(new Uint8Array(0)) + chunks.decode(bytes.subarray(cut));
    expect(text).toBe('{"x":"日本😀"}');
  }
});
