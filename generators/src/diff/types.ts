/** What a spec change means for the code on each side of the API, and for the version number. */
export type Severity = 'breaking' | 'potentially-breaking' | 'non-breaking';

/** `client`: code calling the API (SDK users). `server`: code implementing it (handlers on the stubs). */
export type Side = 'client' | 'server';

/** The semver effect of a change, for API clients: `none` for changes that do not reach the version. */
export type Bump = 'major' | 'minor' | 'patch' | 'none';

/**
 * What a change does to code written against the generated TypeScript client, judged by compiling it:
 * `breaking` when a call, a field read or a type named against the base SDK no longer compiles against the
 * head's, `compatible` when it all still compiles, `unchecked` when nothing of the SDK covers the change.
 */
export interface SdkImpact {
  impact: 'breaking' | 'compatible' | 'unchecked';
  /** What no longer compiles: the probe and the compiler's message (at most three). */
  details: string[];
  /** The Python SDK's verdict, by its method and argument names (sdk/python-impact.ts), for changes at an operation. */
  python?: { impact: 'breaking' | 'compatible'; details: string[] };
  /** The SDKs the change breaks (`TypeScript`, `Python`), when it breaks any. */
  breaks?: string[];
}

export interface Change {
  /** Stable rule id from the registry, e.g. `request-property-became-required`. */
  rule: string;
  client: Severity;
  server: Severity;
  semver: Bump;
  /** Where: `POST /customers request body .name`, `schema Error`, ... Waivers match it exactly. */
  location: string;
  message: string;
  /** JSON pointer into the head document (its nearest existing parent for what was removed): where the change is authored. */
  pointer?: string;
  /** Its SDK impact, when the diff judged one (`diff` does unless `--no-sdk`). */
  sdk?: SdkImpact;
  /** The rule's own verdict for clients, when the SDK impact changed it (`client` and `semver` then follow what compiles). */
  spec?: { client: Severity; semver: Bump };
  /** The waiver's reason, when a waiver in openapi/diff-waivers.yaml accepts this change. */
  waived?: string;
  /** Set when the lifecycle policy (an unstable operation) decided the verdict: the SDK impact is reported, not applied. */
  policy?: 'unstable';
}

export const SEVERITY_ORDER: Severity[] = ['breaking', 'potentially-breaking', 'non-breaking'];
export const BUMP_ORDER: Bump[] = ['major', 'minor', 'patch', 'none'];

export function worst(a: Severity, b: Severity): Severity {
  return SEVERITY_ORDER[Math.min(SEVERITY_ORDER.indexOf(a), SEVERITY_ORDER.indexOf(b))]!;
}

/** The larger of two bumps. */
export function maxBump(a: Bump, b: Bump): Bump {
  return BUMP_ORDER[Math.min(BUMP_ORDER.indexOf(a), BUMP_ORDER.indexOf(b))]!;
}
