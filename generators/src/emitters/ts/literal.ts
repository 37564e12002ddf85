/**
 * A JSON value -> TypeScript source of the same literal (single quotes, bare keys where they are valid
 * identifiers), as the reference's samples show it: on one line when it fits, else one entry per line.
 * An `EnvValue` inside it is printed as `process.env.NAME!`, a `BlobValue` as `new Blob(['...'])`.
 *
 * Written out rather than printed by the TypeScript compiler, which did this before: the printer needs the
 * compiler loaded in the generator's main thread (about 0.9 s of start-up, every run), for literals whose
 * rules are JSON's with single quotes. Strings are escaped by JSON.stringify, so every character the
 * JSON grammar escapes is escaped here too.
 */

/** A value a sample reads from an environment variable. */
export class EnvValue {
  constructor(readonly name: string) {}
}

/** Bytes in a sample (a file part of a multipart body): printed `new Blob([content])`, as the client takes them. */
export class BlobValue {
  constructor(readonly content: string) {}
}

/** Longer than this on one line, objects and arrays are printed one entry per line. */
const MAX_INLINE = 72;
/** An identifier of plain ASCII letters, digits, `_` and `$`; any other key is quoted. */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * An object literal's key. `__proto__` written plainly (or quoted) sets the object's prototype instead of
 * making a property, so a schema property or component of that name would vanish: it is written computed.
 */
const objectKey = (key: string) => (key === '__proto__' ? "['__proto__']" : IDENTIFIER.test(key) ? key : quote(key));

/**
 * JSON as the source of a JavaScript expression: JSON's text is a JavaScript literal except that a `"__proto__"`
 * key sets the prototype there (see objectKey). In JSON text that sequence followed by `:` is always a key (a
 * quote inside a string is escaped), so it is rewritten as a computed key.
 */
export const jsonExpression = (value: unknown): string => JSON.stringify(value).replace(/"__proto__":/g, '["__proto__"]:');

export function tsLiteral(value: unknown): string {
  const inline = print(value, '', false);
  return inline.length <= MAX_INLINE ? inline : print(value, '', true);
}

function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function print(value: unknown, indent: string, multiLine: boolean): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof EnvValue) return `process.env.${value.name}!`;
  if (value instanceof BlobValue) return `new Blob([${quote(value.content)}])`;
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((v) => print(v, inner, multiLine));
    return multiLine && items.length > 1 ? `[\n${items.map((i) => `${inner}${i}`).join(',\n')}\n${indent}]` : `[${items.join(', ')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).map(([key, v]) => `${objectKey(key)}: ${print(v, inner, multiLine)}`);
  if (!entries.length) return '{}';
  return multiLine ? `{\n${entries.map((e) => `${inner}${e}`).join(',\n')}\n${indent}}` : `{ ${entries.join(', ')} }`;
}
