/**
 * Contract 6, the spec-change scenario: copy the spec, add an operation and a field, and prove that the sync
 * check fails before regeneration and that after it the client, stubs, docs and mock all carry the change.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../packages/mock/src/index.js';
import { emitters } from '../../generators/src/emitters/index.js';
import { diffSpecs } from '../../generators/src/diff/run.js';
import { repoRoot } from '../support/spec.js';
import { scratchSpec, type ScratchSpec } from '../support/scratch.js';

let scratch: ScratchSpec;
let out: string;

const generate = (...extra: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'generators/src/cli.ts'), '--spec', scratch.root, '--config', scratch.config, '--out', out, ...extra], {
    encoding: 'utf8',
  });

/** All text of the generated files under a folder of the output root. */
function textUnder(dir: string): string {
  const full = path.join(out, dir);
  if (!existsSync(full)) return '';
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

beforeAll(() => {
  scratch = scratchSpec();
  out = path.join(scratch.dir, 'out');
  // Start from the committed artifacts, as a developer's checkout would.
  for (const dir of new Set(emitters.flatMap((e) => e.ownedDirs))) {
    if (existsSync(path.join(repoRoot, dir))) cpSync(path.join(repoRoot, dir), path.join(out, dir), { recursive: true });
  }
  // A new operation: GET /inboxes, listing the documented Inbox resource.
  writeFileSync(
    path.join(scratch.dir, 'openapi/paths/inboxes.yaml'),
    readFileSync(path.join(scratch.dir, 'openapi/paths/objects.yaml'), 'utf8')
      .replace('operationId: listObjects', 'operationId: listInboxes')
      .replace('summary: List object types', 'summary: List inboxes')
      .replace(/description: Lists the account's object types.*/, 'description: Lists the inboxes (channels) of the account.')
      .replace('x-sdk-method: objects.list', 'x-sdk-method: inboxes.list')
      .replace('schemas/CustomerObjectList.yaml', 'schemas/InboxList.yaml')
      .replace(/example:\n[\s\S]*?\n    '401':/, "example:\n            data: []\n            meta: {page: 1, per_page: 25, count: 0, total_pages: 0, has_more: false}\n    '401':"),
  );
  writeFileSync(
    path.join(scratch.dir, 'openapi/components/schemas/InboxList.yaml'),
    "type: object\nrequired: [data, meta]\nproperties:\n  data:\n    type: array\n    items:\n      $ref: ./Inbox.yaml\n  meta:\n    $ref: ./PageMeta.yaml\n",
  );
  scratch.edit('openapi.yaml', (t) =>
    t
      .replace('  /objects:\n', '  /inboxes:\n    $ref: paths/inboxes.yaml\n  /objects:\n')
      .replace('    Inbox:\n', '    InboxList:\n      $ref: components/schemas/InboxList.yaml\n    Inbox:\n'),
  );
  // A new field on a resource every message send returns.
  scratch.edit('components/schemas/Message.yaml', (t) => t.replace('  caption:\n    type: string\n', '  caption:\n    type: string\n  edited:\n    type: boolean\n    description: Whether an agent edited the message after sending it.\n'));
});
afterAll(() => scratch?.remove());

describe('spec change: add an operation and a field', () => {
  it('the sync check fails before regeneration, naming the stale files and the fix', () => {
    const check = generate('--check');
    expect(check.stderr).toBe(check.stderr.replace(/\n\s+at .+\n/, ''));
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('openapi/dist/openapi.yaml (differs)');
    expect(check.stderr).toContain('packages/client/src/generated/');
    expect(check.stderr).toContain('packages/server/src/generated/');
    expect(check.stderr).toContain('docs/reference/index.html (differs)');
    expect(check.stderr).toContain('npm run generate');
  });

  it('after regeneration every artifact carries the change and the check passes', () => {
    expect(generate().status).toBe(0);
    expect(generate('--check').status).toBe(0);

    const client = textUnder('packages/client/src/generated');
    expect(client).toMatch(/listInboxes/);
    expect(client).toMatch(/edited\?: boolean/);
    const server = textUnder('packages/server/src/generated');
    expect(server).toMatch(/'\/inboxes'/);
    expect(server).toMatch(/listInboxes/);
    expect(server).toMatch(/edited/);
    const docs = readFileSync(path.join(out, 'docs/reference/index.html'), 'utf8');
    expect(docs).toContain('listInboxes');
    expect(docs).toContain('Whether an agent edited the message after sending it.');
  });

  it('the mock serves the new operation', async () => {
    const mock = await startMock({ spec: path.join(out, 'openapi/dist/openapi.yaml') });
    try {
      const res = await fetch(`${mock.url}/inboxes`, { headers: { authorization: 'Bearer test' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: [], meta: { page: 1, per_page: 25, count: 0, total_pages: 0, has_more: false } });
    } finally {
      await mock.stop();
    }
  });

  it('the diff calls it a minor version: nothing breaks clients, servers must implement the new operation', async () => {
    const report = await diffSpecs({ base: path.join(repoRoot, 'openapi/dist/openapi.json'), head: scratch.root, repoRoot });
    expect(report.gate.required).toBe('minor');
    expect(report.changes.filter((c) => c.client === 'breaking')).toEqual([]);
    expect(report.changes).toContainEqual(expect.objectContaining({ rule: 'operation-added', location: 'GET /inboxes', server: 'breaking' }));
    expect(report.changes).toContainEqual(expect.objectContaining({ rule: 'response-property-added', location: 'schema Message.edited', semver: 'minor' }));
  });
});
