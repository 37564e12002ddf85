/**
 * Classifies every change between two specs as breaking, potentially breaking or non-breaking, for clients
 * and servers separately (the part of oasdiff this project needs, on the IR).
 */
import type { IR } from '../ir/types.js';
import { compareOperations } from './operations.js';
import { compareSchemas } from './schema.js';
import { buildIR } from '../ir/build.js';
import type { Bump, Change, RawChange } from './types.js';

export * from './types.js';

export function diffDocuments(base: Record<string, unknown>, head: Record<string, unknown>): Change[] {
  return diffIR(buildIR(base), buildIR(head));
}

export function diffIR(base: IR, head: IR): Change[] {
  const changes = [...compareOperations(base, head), ...compareErrorCodes(base, head), ...compareUnusedSchemas(base, head)];
  return dedupe(changes as Change[]).map((c) => ({ ...c, semver: semverOf(c) }));
}

function semverOf(c: RawChange): Bump {
  if (c.client === 'breaking') return 'major';
  if (c.client === 'potentially-breaking' || /added|widened|deprecated/.test(c.rule)) return 'minor';
  return 'patch';
}

/** The reference promises error codes are stable across releases: a removed code always breaks. */
function compareErrorCodes(base: IR, head: IR): RawChange[] {
  const headCodes = new Set(head.errorCodes.map((c) => c.code));
  const baseCodes = new Set(base.errorCodes.map((c) => c.code));
  return [
    ...base.errorCodes
      .filter((c) => !headCodes.has(c.code))
      .map((c): RawChange => ({ rule: 'error-code-removed', client: 'breaking', server: 'breaking', location: `error code ${c.code}`, message: `error code ${c.code} (${c.type}) no longer documented; codes are stable across releases` })),
    ...head.errorCodes
      .filter((c) => !baseCodes.has(c.code))
      .map((c): RawChange => ({ rule: 'error-code-added', client: 'non-breaking', server: 'non-breaking', location: `error code ${c.code}`, message: `new error code ${c.code} (${c.type})` })),
  ];
}

/**
 * Resource schemas no operation references are still published types: compare them as responses.
 * Schemas an operation reaches are compared there, in the direction they travel.
 */
function compareUnusedSchemas(base: IR, head: IR): RawChange[] {
  const changes: RawChange[] = [];
  const reached = reachableSchemas(base);
  for (const name of Object.keys(base.schemas)) {
    if (reached.has(name)) continue;
    if (!(name in head.schemas)) {
      changes.push({ rule: 'schema-removed', client: 'breaking', server: 'non-breaking', location: `schema ${name}`, message: `schema ${name} removed` });
    } else {
      changes.push(...compareSchemas('response', base.schemas, head.schemas, base.schemas[name], head.schemas[name], `schema ${name}`));
    }
  }
  for (const name of Object.keys(head.schemas)) {
    if (!(name in base.schemas)) changes.push({ rule: 'schema-added', client: 'non-breaking', server: 'non-breaking', location: `schema ${name}`, message: `new schema ${name}` });
  }
  return changes;
}

/** The same schema reached from several operations is reported once per location; drop exact repeats. */
function dedupe(changes: Change[]): Change[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const k = `${c.rule}|${c.location}|${c.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function reachableSchemas(ir: IR): Set<string> {
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (reached.has(name)) return;
      reached.add(name);
      visit(ir.schemas[name]);
    }
    for (const child of Object.values(node)) visit(child);
  };
  for (const op of ir.operations) visit([op.parameters, op.requestBody?.schema, op.responses.map((r) => r.schema)]);
  return reached;
}
