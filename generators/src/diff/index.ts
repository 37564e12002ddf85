/**
 * Classifies every change between two OpenAPI 3.0/3.1 documents with the rule registry: for API clients
 * (code calling the API) and for servers (code implementing it), each with its semver effect.
 */
import type { LifecyclePolicy, UserConfig } from '../config/types.js';
import { resolvePolicy } from './lifecycle.js';
import { normalizeDocument } from './normalize.js';
import { RULES } from './rules/index.js';
import type { Change } from './types.js';
import { compare } from './walk.js';

export * from './types.js';
export { RULES, RULE_IDS } from './rules/index.js';

export interface DiffDocumentsOptions {
  /** The lifecycle policy (docs/diff-rules.md): on with its defaults unless `false`. */
  lifecycle?: LifecyclePolicy | false | undefined;
  /**
   * The generator configuration the SDKs are generated with: client method names, pagination kinds and
   * idempotency are read as the IR settles them under it (the page envelope decides what paginates).
   */
  config?: UserConfig | undefined;
}

export function diffDocuments(base: Record<string, unknown>, head: Record<string, unknown>, options: DiffDocumentsOptions = {}): Change[] {
  return compare(normalizeDocument(base), normalizeDocument(head), RULES, resolvePolicy(options.lifecycle), options.config);
}
