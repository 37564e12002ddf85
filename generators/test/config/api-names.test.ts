/**
 * The generators know OpenAPI, not this API: its names live in cmp.config.ts (and test fixtures). Each
 * name below is one the generators once hard-coded; none may come back into generators/src or templates/,
 * except as a documented default of the configuration (a common convention, not this API's choice).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const files = ['generators/src', 'templates'].flatMap((dir) =>
  readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.svg'))
    .map((e) => path.relative(repoRoot, path.join(e.parentPath, e.name))),
);
/** The configuration's defaults: `X-Request-Id` (common), `invalid_token` (RFC 6750). */
const DEFAULTS = new Set(['generators/src/ir/api.ts', 'generators/src/config/types.ts']);

describe("this API's names stay out of the generators", () => {
  it.each<[string, RegExp, boolean]>([
    ['the client class', /CustomerMessaging/, false],
    ['the package scope', /@customer-messaging\//, false],
    ['a resource of this API', /\bconversations?\b/i, false],
    ['the environment prefix', /\bCMP_/, false],
    ['the base path', /['"`]\/v1\b/, false],
    ['the request-id header', /X-Request-Id/i, true],
    ['the rejected-token code', /\binvalid_token\b/, true],
  ])('%s', (_name, pattern, defaultAllowed) => {
    const found = files.filter((file) => !(defaultAllowed && DEFAULTS.has(file)) && pattern.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
