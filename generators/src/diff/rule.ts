/**
 * A diff rule: one object saying what it detects, how bad it is for API clients and for servers, what it does
 * to the version, and the visitor that finds it. The registry (`rules/index.ts`) is the only list of rules:
 * the report, the version bump and docs/diff-rules.md all come from it.
 */
import type { Direction, Doc, Json, Operation, Requirement } from './model.js';
import type { Policy } from './lifecycle.js';
import type { Bump, Severity } from './types.js';

export type Category =
  'operations' | 'webhooks and callbacks' | 'lifecycle' | 'parameters' | 'request bodies' | 'responses' | 'schemas' | 'security' | 'extensions' | 'documentation' | 'components';

interface Pair {
  base: Doc;
  head: Doc;
  /** The lifecycle policy in force (lifecycle.ts). */
  policy: Policy;
  /** Location every report of this pair starts with. */
  at: string;
  /** JSON pointer of the pair in the head document (its parent, where the head no longer has it), for file:line. */
  pointer: string;
}
export type DocumentPair = Pair;
export interface OperationPair extends Pair {
  a?: Operation;
  b?: Operation;
  /** A removed operation whose operationId lives on at another path and method. */
  movedTo?: string;
  /** An added operation that is a removed one moved here. */
  movedFrom?: string;
}
export interface ParameterPair extends Pair {
  a?: Json;
  b?: Json;
  /** A removed (or added) parameter of the same name in another location (`query` -> `header`). */
  otherIn?: string;
}
export interface BodyPair extends Pair {
  a?: Json;
  b?: Json;
}
export interface MediaPair extends Pair {
  direction: Direction;
  type: string;
  a?: Json;
  b?: Json;
  /** For responses: the status code. */
  status?: string;
  /** A media type the head no longer lists, covered by this range of the head (`application/*`). */
  coveredBy?: string;
  /** The base's media types this new range of the head covers. */
  covers?: string[];
  /** A media type the API sends that the head no longer lists, replaced by this one read the same way (`application/problem+json`). */
  renamedTo?: string;
  /** The base's media types this new one of the head replaces (see `renamedTo`). */
  renames?: string[];
}
export interface ResponsePair extends Pair {
  status: string;
  a?: Json;
  b?: Json;
}
export interface HeaderPair extends Pair {
  name: string;
  a?: Json;
  b?: Json;
}
export interface SchemaPair extends Pair {
  direction: Direction;
  a: Json;
  b: Json;
}
/** A webhook (3.1 `webhooks`) or a callback of an operation: the API calls the users' code. */
export interface HookPair extends Pair {
  kind: 'webhook' | 'callback';
  a?: Operation;
  b?: Operation;
}
export interface SecurityPair extends Pair {
  a: Requirement[];
  b: Requirement[];
}

export interface PairKinds {
  document: DocumentPair;
  operation: OperationPair;
  parameter: ParameterPair;
  requestBody: BodyPair;
  mediaType: MediaPair;
  response: ResponsePair;
  header: HeaderPair;
  schema: SchemaPair;
  security: SecurityPair;
  hook: HookPair;
}
export type Kind = keyof PairKinds;

/** Called with each pair of its kind; `report(location, message)` records a change of this rule. */
export type Report = (location: string, message: string) => void;
export type Visitors = { [K in Kind]?: (pair: PairKinds[K], report: Report) => void };

export interface Rule {
  id: string;
  category: Category;
  description: string;
  client: Severity;
  server: Severity;
  semver: Bump;
  /** Schema and media-type rules apply in one direction: what clients send, or what they receive. */
  direction?: Direction;
  /**
   * `decides`: the rule is about the generated SDK's surface alone (names, exported types), so when the SDK
   * impact finds that code written against the base still compiles, the change is not breaking for clients.
   * Any rule's change that breaks compiled code is breaking for clients, marked or not.
   */
  sdk?: 'decides';
  visit: Visitors;
}

export const rule = (r: Rule): Rule => r;
