/**
 * The spec-change classifier: one mutation of the real spec per rule, each asserting its class for clients
 * and servers; additive changes assert non-breaking.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIR } from '../../src/ir/build.js';
import { diffIR, type Change } from '../../src/diff/index.js';
import { requiredBump as semverBump } from '../../src/diff/gate.js';
import { renderChangelog } from '../../src/diff/report.js';

type Doc = Record<string, any>;
const original: Doc = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.json'), 'utf8'));
const S = (doc: Doc, name: string) => doc.components.schemas[name];
const P = (doc: Doc, p: string, m: string) => doc.paths[p][m];

function diff(mutate: (doc: Doc) => void): Change[] {
  const head = structuredClone(original);
  mutate(head);
  return diffIR(buildIR(original), buildIR(head));
}

type Row = [string, (doc: Doc) => void, { rule: string; client: string; server: string }];
const table: Row[] = [
  ['removed operation', (d) => delete d.paths['/billing/plan'], { rule: 'operation-removed', client: 'breaking', server: 'non-breaking' }],
  ['renamed path', (d) => { d.paths['/billing/current-plan'] = d.paths['/billing/plan']; delete d.paths['/billing/plan']; }, { rule: 'path-changed', client: 'breaking', server: 'breaking' }],
  ['renamed operationId', (d) => (P(d, '/objects', 'get').operationId = 'listObjectTypes'), { rule: 'operation-id-changed', client: 'breaking', server: 'breaking' }],
  ['removed query parameter', (d) => (P(d, '/conversations', 'get').parameters = P(d, '/conversations', 'get').parameters.filter((p: Doc) => p.name !== 'label')), { rule: 'parameter-removed', client: 'breaking', server: 'non-breaking' }],
  ['parameter became required', (d) => (P(d, '/conversations', 'get').parameters.find((p: Doc) => p.name === 'label').required = true), { rule: 'parameter-became-required', client: 'breaking', server: 'non-breaking' }],
  ['new required parameter', (d) => P(d, '/objects', 'get').parameters.push({ name: 'kind', in: 'query', required: true, schema: { type: 'string' } }), { rule: 'parameter-added-required', client: 'breaking', server: 'non-breaking' }],
  ['removed response field', (d) => delete S(d, 'Message').properties.caption, { rule: 'response-property-removed', client: 'breaking', server: 'non-breaking' }],
  ['request field became required', (d) => S(d, 'CustomerCreate').required.push('email'), { rule: 'request-property-became-required', client: 'breaking', server: 'non-breaking' }],
  ['new required request field', (d) => { S(d, 'CustomerCreate').properties.country = { type: 'string' }; S(d, 'CustomerCreate').required.push('country'); }, { rule: 'request-property-added-required', client: 'breaking', server: 'non-breaking' }],
  ['narrowed request type', (d) => (S(d, 'MessageSend').properties.content.type = 'integer'), { rule: 'request-type-narrowed', client: 'breaking', server: 'non-breaking' }],
  ['new request format', (d) => (S(d, 'AgentCreate').properties.email.format = 'email'), { rule: 'request-format-changed', client: 'breaking', server: 'non-breaking' }],
  ['narrowed request bound', (d) => (d.components.parameters.PerPage.schema.maximum = 50), { rule: 'request-maximum-narrowed', client: 'breaking', server: 'non-breaking' }],
  ['widened request bound', (d) => (d.components.parameters.PerPage.schema.maximum = 200), { rule: 'request-maximum-widened', client: 'non-breaking', server: 'potentially-breaking' }],
  ['removed request enum value', (d) => P(d, '/conversations', 'get').parameters.find((p: Doc) => p.name === 'status').schema.items.enum.pop(), { rule: 'request-enum-value-removed', client: 'breaking', server: 'non-breaking' }],
  ['removed response enum value', (d) => S(d, 'Message').properties.content_type.enum.pop(), { rule: 'response-enum-value-removed', client: 'breaking', server: 'non-breaking' }],
  ['new response enum value (warning)', (d) => S(d, 'Message').properties.sender_type.enum.push('ai_agent'), { rule: 'response-enum-value-added', client: 'potentially-breaking', server: 'non-breaking' }],
  ['response field may be absent', (d) => (S(d, 'Message').required = S(d, 'Message').required.filter((f: string) => f !== 'caption')), { rule: 'response-property-became-optional', client: 'breaking', server: 'non-breaking' }],
  ['changed scope', (d) => (P(d, '/objects', 'get').security = [{ bearerAuth: ['customers'] }]), { rule: 'security-changed', client: 'breaking', server: 'breaking' }],
  ['changed default', (d) => (d.components.parameters.PerPage.schema.default = 50), { rule: 'request-default-changed', client: 'potentially-breaking', server: 'potentially-breaking' }],
  ['changed pagination kind', (d) => delete P(d, '/objects/{object_id}/records', 'get')['x-pagination'] && P(d, '/objects/{object_id}/records', 'get').parameters.splice(2), { rule: 'pagination-changed', client: 'breaking', server: 'breaking' }],
  ['no longer idempotent', (d) => (P(d, '/objects/{object_id}/records/{record_id}', 'patch')['x-idempotent'] = false), { rule: 'idempotency-changed', client: 'breaking', server: 'potentially-breaking' }],
  ['removed error code', (d) => delete P(d, '/agents', 'post').responses['402'], { rule: 'error-code-removed', client: 'breaking', server: 'breaking' }],
  ['removed field of a resource no operation returns', (d) => delete S(d, 'Inbox').properties.identifier, { rule: 'response-property-removed', client: 'breaking', server: 'non-breaking' }],
];

describe('diff: one mutation per rule', () => {
  it.each(table)('%s', (_name, mutate, want) => {
    const changes = diff(mutate);
    expect(changes.map((c) => ({ rule: c.rule, client: c.client, server: c.server }))).toContainEqual(want);
    if (want.client === 'breaking' || want.server === 'breaking') expect(semverBump(changes)).toBe('major');
  });
});

describe('diff: additive changes are non-breaking for clients', () => {
  it.each<[string, (d: Doc) => void]>([
    ['new optional query parameter', (d) => P(d, '/objects', 'get').parameters.push({ name: 'enabled', in: 'query', schema: { type: 'boolean' } })],
    ['new optional request field', (d) => (S(d, 'CustomerCreate').properties.country = { type: 'string' })],
    ['new response field', (d) => (S(d, 'Message').properties.edited = { type: 'boolean' })],
    ['new error code', (d) => P(d, '/objects', 'get').responses['400'] = { $ref: '#/components/responses/BadRequest' }],
    ['new description text', (d) => (P(d, '/objects', 'get').description += ' More words.')],
  ])('%s', (_name, mutate) => {
    const changes = diff(mutate);
    expect(changes.filter((c) => c.client !== 'non-breaking')).toEqual([]);
    expect(semverBump(changes)).not.toBe('major');
  });

  it('a new operation is a minor version for clients and must be implemented by servers', () => {
    const changes = diff((d) => (d.paths['/inboxes'] = { get: { ...structuredClone(P(d, '/objects', 'get')), operationId: 'listInboxes', 'x-sdk-method': 'inboxes.list' } }));
    expect(changes).toContainEqual(expect.objectContaining({ rule: 'operation-added', client: 'non-breaking', server: 'breaking' }));
    expect(semverBump(changes)).toBe('minor');
  });

  it('the unchanged spec has no changes and implies no bump', () => {
    expect(diff(() => {})).toEqual([]);
    expect(semverBump([])).toBe('none');
  });

  it('renders a Markdown changelog section grouped by class', () => {
    const md = renderChangelog(diff((d) => delete S(d, 'Message').properties.caption), '2.0.0', '2026-11-22', 'client');
    expect(md).toMatch(/^## 2\.0\.0 \(2026-11-22\)\n\n### Breaking\n\n- `POST \/conversations\/\{conversation_id\}\/messages 200 response body\.caption`: field caption removed/);
  });
});
