/**
 * Contract 2, the coverage matrix: every operation of the spec has a client method, a route and a handler
 * contract in the stubs, a sandbox handler, a section and a compiled sample in the docs, and a mock answer.
 * The matrix is printed; 0 missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerMessagingClient } from '../../packages/client/src/index.js';
import { routes } from '../../packages/server/src/index.js';
import { startSandbox, type Sandbox } from '../../packages/sandbox/src/index.js';
import { sandboxHandlers } from '../../packages/sandbox/src/handlers/index.js';
import { createTokens } from '../../packages/sandbox/src/tokens.js';
import { mockOperations, startMock, type RunningMock } from '../../packages/mock/src/index.js';
import { loadBundledSpec, operations, repoRoot } from '../support/spec.js';
import { clientMethod } from '../support/client-method.js';
import { detail } from '../support/detail.js';

const spec = loadBundledSpec();
const ops = operations(spec).map(({ op, method, path: p }) => ({ id: op.operationId as string, method: method.toUpperCase(), path: p, sdk: op['x-sdk-method'] as string }));
const handlersText = readFileSync(path.join(repoRoot, 'packages/server/src/generated/handlers.gen.ts'), 'utf8');
const docsHtml = readFileSync(path.join(repoRoot, 'docs/reference/index.html'), 'utf8');

let sandbox: Sandbox;
let mock: RunningMock;
const mockAnswers = new Map<string, number>();
beforeAll(async () => {
  sandbox = await startSandbox();
  mock = await startMock();
  for (const m of mockOperations) {
    const res = await fetch(`${mock.url}${m.requestPath}`, {
      method: m.method,
      headers: { ...(m.authenticated ? { authorization: 'Bearer mock' } : {}), ...(m.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(m.body !== undefined ? { body: JSON.stringify(m.body) } : {}),
    });
    if (!res.headers.get('sl-violations')) mockAnswers.set(m.id, res.status);
    await res.arrayBuffer();
  }
});
afterAll(async () => {
  await mock?.stop();
  await sandbox?.stop();
});

const COLUMNS = ['client method', 'route', 'handler contract', 'sandbox handler', 'docs section', 'docs sample', 'mock answer'] as const;
type Column = (typeof COLUMNS)[number];

function matrix(): Record<string, Record<Column, boolean>> {
  const client = new CustomerMessagingClient({ accessToken: 'coverage' });
  const handlers = sandboxHandlers(sandbox.state, createTokens(sandbox.clock)) as unknown as Record<string, unknown>;
  const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);
  return Object.fromEntries(
    ops.map((op) => [
      `${op.method} ${op.path}`,
      {
        'client method': Boolean(clientMethod(client, op.sdk)),
        route: routes.some((r) => r.operationId === op.id && r.method === op.method && r.specPath === op.path),
        'handler contract': handlersText.includes(`export type ${pascal(op.id)}Handler =`) && new RegExp(`\\b${op.id}: ${pascal(op.id)}Handler`).test(handlersText),
        'sandbox handler': typeof handlers[op.id] === 'function',
        'docs section': docsHtml.includes(`"operationId":"${op.id}"`),
        'docs sample': existsSync(path.join(repoRoot, `docs/reference/samples/${op.id}.gen.ts`)) && docsHtml.includes(`client.${op.sdk}(`),
        'mock answer': (mockAnswers.get(op.id) ?? 0) >= 200 && (mockAnswers.get(op.id) ?? 0) < 300,
      },
    ]),
  );
}

describe('coverage matrix', () => {
  it('every operation is in every artifact (0 missing)', () => {
    const m = matrix();
    const width = Math.max(...Object.keys(m).map((k) => k.length));
    const header = `${'operation'.padEnd(width)}  ${COLUMNS.join(' | ')}`;
    const rows = Object.entries(m).map(([op, cells]) => `${op.padEnd(width)}  ${COLUMNS.map((c) => (cells[c] ? 'yes' : 'MISSING').padEnd(c.length)).join(' | ')}`);
    detail(`${header}\n${rows.join('\n')}`);
    const missing = Object.entries(m).flatMap(([op, cells]) => COLUMNS.filter((c) => !cells[c]).map((c) => `${op}: ${c}`));
    expect(missing).toEqual([]);
    expect(Object.keys(m).length).toBeGreaterThan(0);
  });

  it('no artifact has an operation the spec lacks', () => {
    const ids = new Set(ops.map((o) => o.id));
    expect(routes.map((r) => r.operationId).filter((id) => !ids.has(id))).toEqual([]);
    expect(mockOperations.map((m) => m.id).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(sandboxHandlers(sandbox.state, createTokens(sandbox.clock))).filter((id) => !ids.has(id))).toEqual([]);
  });
});
