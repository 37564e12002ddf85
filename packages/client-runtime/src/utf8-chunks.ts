/**
 * Bytes of a stream -> text, chunk by chunk. A streaming `TextDecoder` (`{ stream: true }`) keeps a
 * character split across two chunks whole, but on Node it decodes through an ICU converter made for each
 * decoder, which is the slow path: a chunk that ends on a whole character is decoded instead by one shared
 * decoder without `stream` (Node's SIMD UTF-8 path), and the streaming decoder is made only for a chunk
 * that ends inside a character, and kept until a chunk ends whole again. Same text either way.
 */

/** Stateless: it decodes whole chunks only. `ignoreBOM` keeps a U+FEFF that starts a later chunk; the stream's own leading one is dropped below. */
const whole = new TextDecoder('utf-8', { ignoreBOM: true });

export class Utf8Chunks {
  #streaming: InstanceType<typeof TextDecoder> | undefined;
  /** The streaming decoder holds the first bytes of a character that the next chunk ends. */
  #split = false;
  #first = true;

  decode(bytes: Uint8Array): string {
    // An empty chunk changes nothing: above all it must not end a character the streaming decoder holds.
    if (bytes.length === 0) return '';
    const complete = endsWhole(bytes);
    let text: string;
    if (!this.#split && complete) {
      text = whole.decode(bytes);
    } else {
      this.#streaming ??= new TextDecoder('utf-8', { ignoreBOM: true });
      text = this.#streaming.decode(bytes, { stream: true });
      this.#split = !complete;
    }
    if (this.#first && text !== '') {
      this.#first = false;
      // One leading byte order mark is not part of the text (WHATWG Encoding, "UTF-8 decode").
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return text;
  }
}

/** Whether the bytes end on a whole UTF-8 character: the last lead byte within the last four has all its continuation bytes. */
function endsWhole(bytes: Uint8Array): boolean {
  const n = bytes.length;
  for (let i = n - 1, seen = 0; i >= 0 && seen < 4; i--, seen++) {
    const byte = bytes[i]!;
    if (byte < 0x80) return seen === 0; // ASCII: whole, unless continuation bytes follow it (invalid: left to the decoder)
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return seen + 1 >= length;
    }
    // 10xxxxxx: a continuation byte; look further back for its lead byte.
  }
  return n === 0;
}
