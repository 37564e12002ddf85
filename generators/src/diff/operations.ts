/** Operation-level comparison: identity, parameters, bodies, responses, security, behaviour extensions. */
import type { IR, IROperation, IRParameter } from '../ir/types.js';
import { compareSchemas } from './schema.js';
import type { RawChange as Change, Severity } from './types.js';

const key = (op: IROperation) => `${op.method.toUpperCase()} ${op.path}`;

export function compareOperations(base: IR, head: IR): Change[] {
  const changes: Change[] = [];
  const add = (rule: string, client: Severity, server: Severity, location: string, message: string) =>
    changes.push({ rule, client, server, location, message });
  const headByKey = new Map(head.operations.map((op) => [key(op), op]));
  const baseByKey = new Map(base.operations.map((op) => [key(op), op]));

  for (const a of base.operations) {
    const b = headByKey.get(key(a));
    if (!b) {
      const moved = head.operations.find((op) => op.id === a.id);
      if (moved) add('path-changed', 'breaking', 'breaking', key(a), `operation ${a.id} moved to ${key(moved)}`);
      else add('operation-removed', 'breaking', 'non-breaking', key(a), `operation ${a.id} removed`);
      continue;
    }
    const at = key(a);
    if (a.id !== b.id) add('operation-id-changed', 'breaking', 'breaking', at, `operationId ${a.id} -> ${b.id}`);
    const [sa, sb] = [[...a.sdk.resource, a.sdk.method].join('.'), [...b.sdk.resource, b.sdk.method].join('.')];
    if (sa !== sb) add('sdk-method-changed', 'breaking', 'non-breaking', at, `client method ${sa} -> ${sb}`);
    if (!a.deprecated && b.deprecated) add('operation-deprecated', 'non-breaking', 'non-breaking', at, 'operation deprecated');
    compareParameters(base, head, a, b, at, changes);
    compareBodies(base, head, a, b, at, changes);
    compareResponses(base, head, a, b, at, changes);
    if (JSON.stringify(a.security) !== JSON.stringify(b.security)) {
      add('security-changed', 'breaking', 'breaking', at, `security ${describeSecurity(a)} -> ${describeSecurity(b)}`);
    }
    if (a.pagination !== b.pagination) add('pagination-changed', 'breaking', 'breaking', at, `pagination ${a.pagination} -> ${b.pagination}`);
    if (a.idempotent !== b.idempotent) {
      add('idempotency-changed', a.idempotent ? 'breaking' : 'potentially-breaking', 'potentially-breaking', at, `idempotent ${a.idempotent} -> ${b.idempotent} (changes what clients may retry)`);
    }
    if (JSON.stringify(a.cost) !== JSON.stringify(b.cost)) add('cost-changed', 'potentially-breaking', 'non-breaking', at, `cost ${a.cost?.charges ?? 'free'} -> ${b.cost?.charges ?? 'free'}`);
  }
  for (const b of head.operations) {
    if (!baseByKey.has(key(b)) && !base.operations.some((op) => op.id === b.id)) {
      add('operation-added', 'non-breaking', 'breaking', key(b), `new operation ${b.id}`);
    }
  }
  return changes;
}

function describeSecurity(op: IROperation) {
  return op.security.public ? 'public' : `${op.security.schemes.join(',')}[${op.security.scopes.join(',')}]`;
}

function compareParameters(base: IR, head: IR, a: IROperation, b: IROperation, at: string, changes: Change[]) {
  const all = (op: IROperation) => new Map(Object.values(op.parameters).flat().map((p) => [`${p.in}:${p.name}`, p] as const));
  const [pa, pb] = [all(a), all(b)];
  const add = (rule: string, client: Severity, server: Severity, p: IRParameter, message: string) =>
    changes.push({ rule, client, server, location: `${at} ${p.in} parameter ${p.name}`, message });
  for (const [k, p] of pa) {
    const q = pb.get(k);
    if (!q) {
      add('parameter-removed', 'breaking', 'non-breaking', p, `parameter ${p.name} removed`);
      continue;
    }
    if (!p.required && q.required) add('parameter-became-required', 'breaking', 'non-breaking', q, `parameter ${p.name} is now required`);
    if (p.required && !q.required) add('parameter-became-optional', 'non-breaking', 'breaking', q, `parameter ${p.name} is now optional`);
    if (p.style !== q.style || p.explode !== q.explode) add('parameter-serialization-changed', 'breaking', 'breaking', q, `style/explode ${p.style}/${p.explode} -> ${q.style}/${q.explode}`);
    changes.push(...compareSchemas('request', base.schemas, head.schemas, p.schema, q.schema, `${at} ${p.in} parameter ${p.name}`));
  }
  for (const [k, q] of pb) {
    if (pa.has(k)) continue;
    if (q.required) add('parameter-added-required', 'breaking', 'non-breaking', q, `new required parameter ${q.name}`);
    else add('parameter-added', 'non-breaking', 'non-breaking', q, `new optional parameter ${q.name}`);
  }
}

function compareBodies(base: IR, head: IR, a: IROperation, b: IROperation, at: string, changes: Change[]) {
  const where = `${at} request body`;
  if (!a.requestBody && b.requestBody?.required) changes.push({ rule: 'request-body-added-required', client: 'breaking', server: 'non-breaking', location: where, message: 'a request body is now required' });
  if (a.requestBody && !b.requestBody) changes.push({ rule: 'request-body-removed', client: 'breaking', server: 'non-breaking', location: where, message: 'request body removed' });
  if (a.requestBody && b.requestBody) {
    if (!a.requestBody.required && b.requestBody.required) changes.push({ rule: 'request-body-became-required', client: 'breaking', server: 'non-breaking', location: where, message: 'request body is now required' });
    changes.push(...compareSchemas('request', base.schemas, head.schemas, a.requestBody.schema, b.requestBody.schema, where));
  }
}

function compareResponses(base: IR, head: IR, a: IROperation, b: IROperation, at: string, changes: Change[]) {
  const byStatus = (op: IROperation) => new Map(op.responses.map((r) => [r.status, r]));
  const [ra, rb] = [byStatus(a), byStatus(b)];
  for (const [status, r] of ra) {
    const s = rb.get(status);
    const where = `${at} ${status} response`;
    if (!s) {
      const severity: Severity = status.startsWith('2') ? 'breaking' : 'non-breaking';
      changes.push({ rule: 'response-removed', client: severity, server: 'non-breaking', location: where, message: `response ${status} removed` });
      continue;
    }
    if (r.schema || s.schema) changes.push(...compareSchemas('response', base.schemas, head.schemas, r.schema, s.schema, `${where} body`));
    const headers = new Set(s.headers.map((h) => h.name.toLowerCase()));
    for (const h of r.headers) {
      if (!headers.has(h.name.toLowerCase())) changes.push({ rule: 'response-header-removed', client: 'breaking', server: 'non-breaking', location: where, message: `header ${h.name} removed` });
    }
  }
  for (const [status] of rb) {
    if (!ra.has(status)) {
      changes.push({ rule: 'response-added', client: status.startsWith('2') ? 'potentially-breaking' : 'non-breaking', server: 'non-breaking', location: `${at} ${status} response`, message: `new response ${status}` });
    }
  }
}
