/**
 * Checking each streamed item against its schema, as the generated operation table carries it
 * (`stream.schema`): compiled with Ajv once per operation, at its first checked item, and kept.
 *
 * An SSE stream whose schema is a `oneOf` of events named by `event: { const }` is checked event by event:
 * each item against the schema of its name (so a failure names the field of that event, not every branch
 * of the `oneOf`); an event of another name against the schema of the unnamed ones, or, when every member
 * is named, it is none of the stream's events.
 */
import { ajv, type AjvCheck, type AjvError } from './ajv-loader.js';
import type { StreamItemProblem } from './stream-error.js';

/** The JSON Schemas (2020-12) of a stream's items, generated from the spec. */
export interface StreamItemSchema {
  /** The schema of every item (or of the events not named in `events`). */
  readonly item?: object;
  /** SSE: the schema of each named event. */
  readonly events?: { readonly [event: string]: object };
  /** Schemas the others refer to (`#/$defs/Name`). */
  readonly $defs?: object;
}

/** Checks one item: undefined when it conforms, else where it does not. */
export type ItemCheck = (item: unknown) => StreamItemProblem[] | undefined;

const checks = new WeakMap<StreamItemSchema, ItemCheck>();

/** The check of a stream's items when it has been compiled already (the operation streamed before). */
export function compiledCheck(schema: StreamItemSchema): ItemCheck | undefined {
  return checks.get(schema);
}

/** The check of a stream's items, compiled on first use and kept for the operation's later calls. */
export function itemCheck(schema: StreamItemSchema): ItemCheck {
  let check = checks.get(schema);
  if (!check) {
    check = compileCheck(schema);
    checks.set(schema, check);
  }
  return check;
}

function compileCheck(schema: StreamItemSchema): ItemCheck {
  const validator = ajv('Streamed items');
  const compile = (member: object) => problems(validator.compile(schema.$defs ? { ...member, $defs: schema.$defs } : member));
  const any = schema.item ? compile(schema.item) : undefined;
  const named = schema.events ? new Map(Object.entries(schema.events).map(([name, member]) => [name, compile(member)])) : undefined;
  if (!named) return any ?? (() => undefined);
  const names = [...named.keys()].map((n) => `\`${n}\``).join(', ');
  return (item) => {
    const check = named.get((item as { event?: string }).event ?? '') ?? any;
    return check ? check(item) : [{ pointer: '/event', message: `must be one of the stream's events (${names})` }];
  };
}

function problems(check: AjvCheck): ItemCheck {
  return (item) => (check(item) ? undefined : (check.errors ?? []).map(problem));
}

/** An Ajv error as a pointer to the failing field and what was expected there. */
function problem(error: AjvError): StreamItemProblem {
  const { keyword, params, instancePath } = error;
  if (keyword === 'required') return { pointer: `${instancePath}/${escape(String(params.missingProperty))}`, message: 'is required' };
  if (keyword === 'additionalProperties') return { pointer: `${instancePath}/${escape(String(params.additionalProperty))}`, message: 'is not a property of the schema' };
  if (keyword === 'enum') return { pointer: instancePath, message: `must be one of ${(params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}` };
  if (keyword === 'const') return { pointer: instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
  return { pointer: instancePath, message: error.message ?? 'is not valid' };
}

function escape(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}
