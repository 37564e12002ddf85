/**
 * The docs site's changelog (site/changelog.ts): one entry per released spec, newest first; the first lists
 * the operations it brought, each later one what changed since the one before, in the API's words and
 * linked into that version's reference.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseEntries } from '../../src/emitters/docs/site/changelog.js';

const first = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi/releases/1.0.0.json'), 'utf8'));
const next = structuredClone(first);
next.info.version = '1.1.0';
const [somePath, someItem] = Object.entries(first.paths as Record<string, Record<string, { operationId: string; summary: string; tags: string[] }>>)[0]!;
const [method, operation] = Object.entries(someItem).find(([m]) => m === 'get' || m === 'post')!;
next.paths['/archive'] = { get: { ...structuredClone(operation), operationId: 'listArchive', summary: 'List the archive' } };
const schema = Object.keys(first.components.schemas).find((name) => first.components.schemas[name].type === 'object' && first.components.schemas[name].properties)!;
next.components.schemas[schema].properties.archived_at = { type: 'string', format: 'date-time' };

const links = (version: string) => ({
  operation: (op: { operationId?: string }) => `reference/${version}/index.html#/op/${op.operationId}`,
  schema: (name: string) => `reference/${version}/index.html#/models/${name}`,
});

describe('site changelog', () => {
  const entries = releaseEntries(
    [
      { version: '1.0.0', document: first },
      { version: '1.1.0', document: next },
    ],
    links,
  );

  it('has one entry per release, newest first', () => {
    expect(entries.map((e) => e.version)).toEqual(['1.1.0', '1.0.0']);
  });

  it('lists what the first release brought, linked', () => {
    expect(entries[1]!.markdown).toMatch(/^First release, with \d+ operations\./);
    expect(entries[1]!.markdown).toContain(`[${operation.summary}](reference/1.0.0/index.html#/op/${operation.operationId}) (\`${method.toUpperCase()} ${somePath}\`)`);
  });

  it("writes a later release in the API's words, linked into its own reference", () => {
    const { markdown } = entries[0]!;
    expect(markdown).toContain('### Added');
    expect(markdown).toContain('New operation: [List the archive](reference/1.1.0/index.html#/op/listArchive) (`GET /archive`).');
    expect(markdown).toContain(`[\`${schema}\`](reference/1.1.0/index.html#/models/${schema}): new field \`archived_at\`.`);
    expect(markdown).not.toMatch(/schema \w+\.|->|\(none\)|x-inferred|\[[a-z-]+\]$/m);
  });
});
