/** What a spec change means for the code on each side of the API. */
export type Severity = 'breaking' | 'potentially-breaking' | 'non-breaking';

/** `client`: code calling the API (SDK users). `server`: code implementing it (handlers on the stubs). */
export type Side = 'client' | 'server';

export interface Change {
  /** Stable rule id, e.g. `request-property-became-required`. */
  rule: string;
  client: Severity;
  server: Severity;
  /** Where: `POST /customers request body .name`, `schema Error`, ... */
  location: string;
  message: string;
}

export const SEVERITY_ORDER: Severity[] = ['breaking', 'potentially-breaking', 'non-breaking'];

export function worst(a: Severity, b: Severity): Severity {
  return SEVERITY_ORDER[Math.min(SEVERITY_ORDER.indexOf(a), SEVERITY_ORDER.indexOf(b))]!;
}
