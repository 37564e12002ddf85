/**
 * A JSON document -> YAML text, the same text as the `yaml` package's `stringify(value, { ...options,
 * aliasDuplicateObjects: false })`, without building its node tree.
 *
 * Why hand-written: `stringify` first turns the whole value into a tree of `Document` nodes (a Scalar per
 * string and number, a Pair per key), then walks that tree. On GitHub's description (10 MB of JSON) the tree
 * is about 180 MiB and two thirds of the 3 CPU-s the bundle takes. This writer walks the plain value once
 * and lays out the block collections itself, the few lines of `stringifyCollection`/`stringifyPair` that a
 * comment-free, anchor-free JSON value reaches, while every scalar is still written by the `yaml` package's
 * own `stringifyString`/`stringifyNumber` (`yaml/util`) with the package's own stringify context, so the
 * quoting, block scalars, folding and escapes are the package's, not a copy of them. The tests compare the
 * two writers on GitHub's description, this repository's spec and awkward strings.
 *
 * Anything outside that path (a non-JSON value, a root that is not a non-empty object or array, a key whose
 * text would need YAML's explicit `? ` form) is handed to `stringify` itself: the text is the same either way.
 */
import { Document, stringify, type Scalar, type ToStringOptions } from 'yaml';
import { stringifyNumber, stringifyString } from 'yaml/util';

/** The context `stringifyString` reads (indentation, options, schema); `yaml` types it only internally. */
type Context = Parameters<typeof stringifyString>[1];

/** Thrown by the walk when the value leaves the path this writer lays out; the caller falls back. */
class Unsupported extends Error {}

/** `yaml`'s own stringify context for these options, captured from a one-node document. */
function contextFor(options: ToStringOptions): Context {
  let captured: Context | undefined;
  const capture = {
    tag: '!capture',
    identify: () => false,
    resolve: (text: string) => text,
    stringify(_item: unknown, ctx: Context) {
      captured = ctx;
      return '';
    },
  };
  const doc = new Document(null, { customTags: [capture] });
  const scalar = doc.createNode('');
  scalar.tag = '!capture';
  doc.contents = scalar;
  doc.toString(options);
  if (!captured) throw new Error('the yaml package did not hand its stringify context to a custom tag.');
  // The tag's own text moved `indentAtStart` before the call; a document's root context has none.
  const { indentAtStart: _, ...root } = captured;
  return { ...root, indent: '', anchors: new Set() } as Context;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether a collection is empty (written `[]` or `{}`); any other object is outside this writer's path. */
function isEmpty(value: object): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (!isPlainObject(value)) throw new Unsupported();
  return Object.keys(value).length === 0;
}

/** The contexts of one indentation: a key's, and a value's or sequence item's (its `indentAtStart` set per call). */
interface Level {
  key: Context;
  value: Context;
  /** A key's text at this level (`stringifyString` of the same key in the same context is the same text). */
  keys: Map<string, string>;
}

/**
 * The walk writes into one list of pieces, joined once at the end: nesting the returned strings of every
 * collection, as `yaml` does, copies each line once per level above it.
 */
class Writer {
  readonly out: string[] = [];
  private readonly levels = new Map<string, Level>();

  constructor(private readonly root: Context) {}

  /**
   * The contexts `stringifyPair` and `stringifyBlockCollection` build for one indentation, made once: the
   * scalar writers read them and, away from the root's indentation, never change them.
   */
  level(indent: string): Level {
    let level = this.levels.get(indent);
    if (!level) {
      const base = { ...this.root, actualString: true, allNullValues: false, indent, type: null };
      level = {
        key: { ...base, implicitKey: true } as Context,
        value: { ...base, implicitKey: false } as Context,
        keys: new Map(),
      };
      this.levels.set(indent, level);
    }
    return level;
  }

  /** A scalar as `yaml`'s core-schema tags write it (null, bool, int/float, str). */
  scalar(value: unknown, ctx: Context): string {
    if (value === null) return ctx.options.nullStr;
    switch (typeof value) {
      case 'string':
        return stringifyString({ value }, ctx);
      case 'number':
        return stringifyNumber({ value } as Scalar);
      case 'boolean':
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      default:
        throw new Unsupported();
    }
  }

  /** A non-empty collection whose lines after the first are indented by `indent`. */
  collection(value: object, indent: string): void {
    if (Array.isArray(value)) this.sequence(value, indent);
    else if (isPlainObject(value)) this.mapping(value as Record<string, unknown>, indent);
    else throw new Unsupported();
  }

  /** `stringifyBlockCollection` for a YAMLSeq: `- ` items, their own lines one indent step in. */
  sequence(items: unknown[], indent: string): void {
    const inner = `${indent}  `;
    const ctx = this.level(inner).value;
    for (let i = 0; i < items.length; i++) {
      if (!(i in items)) throw new Unsupported();
      const item = items[i];
      this.out.push(i === 0 ? '- ' : `\n${indent}- `);
      if (item === null || typeof item !== 'object') {
        ctx.indentAtStart = undefined;
        this.out.push(this.scalar(item, ctx));
      } else if (isEmpty(item)) {
        this.out.push(Array.isArray(item) ? '[]' : '{}');
      } else {
        this.collection(item, inner);
      }
    }
  }

  /** `stringifyBlockCollection` + `stringifyPair` for a YAMLMap of string keys, each an implicit key. */
  mapping(object: Record<string, unknown>, indent: string): void {
    const keys = Object.keys(object);
    const inner = indent + this.root.indentStep;
    const level = this.level(inner);
    let first = true;
    for (const key of keys) {
      const value = object[key];
      if (value === undefined) throw new Unsupported();
      let keyText = level.keys.get(key);
      if (keyText === undefined) {
        keyText = stringifyString({ value: key }, level.key);
        // Longer keys take YAML's explicit `? key` form in `stringifyPair`: left to `yaml` itself.
        if (keyText.length > 1024) throw new Unsupported();
        level.keys.set(key, keyText);
      }
      if (!first) this.out.push(`\n${indent}`);
      first = false;
      if (value === null || typeof value !== 'object') {
        level.value.indentAtStart = keyText.length + 2;
        const valueText = this.scalar(value, level.value);
        this.out.push(valueText === '' || valueText[0] === '\n' ? `${keyText}:${valueText}` : `${keyText}: ${valueText}`);
      } else if (isEmpty(value)) {
        this.out.push(`${keyText}: ${Array.isArray(value) ? '[]' : '{}'}`);
      } else {
        this.out.push(`${keyText}:\n${inner}`);
        this.collection(value, inner);
      }
    }
  }
}

/** YAML text of `value`, byte for byte what `stringify(value, { ...options, aliasDuplicateObjects: false })` writes. */
export function yamlText(value: unknown, options: ToStringOptions = {}): string {
  const all = { ...options, aliasDuplicateObjects: false };
  if (value === null || typeof value !== 'object' || (Array.isArray(value) ? value.length : Object.keys(value).length) === 0) {
    return stringify(value, all);
  }
  try {
    const writer = new Writer(contextFor(options));
    writer.collection(value, '');
    writer.out.push('\n');
    return writer.out.join('');
  } catch (error) {
    if (error instanceof Unsupported) return stringify(value, all);
    throw error;
  }
}
