/**
 * The generators and the runtimes' cores know OpenAPI, not this API: its names live in cmp.config.ts (and
 * test fixtures), and reach the runtimes through generated tables. Each name below is one they once
 * hard-coded; none may come back into generators/src, templates/, the runtime packages or packages/<pkg>/src/core, except as a
 * documented default (a common convention or an RFC's name, not this API's choice).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// The runtime packages' sources, and the hand-written cores the other packages keep (the mock's).
const cores = readdirSync(path.join(repoRoot, 'packages'))
  .flatMap((pkg) => [`packages/${pkg}/src/core`, ...(pkg.endsWith('-runtime') ? [`packages/${pkg}/src`] : [])])
  .filter((dir) => existsSync(path.join(repoRoot, dir)));
const files = ['generators/src', 'templates', ...cores].flatMap((dir) =>
  readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.svg') && !(/\/(core|src)$/.test(dir) && e.name.endsWith('.md')))
    .map((e) => path.relative(repoRoot, path.join(e.parentPath, e.name))),
);
/** The defaults: `X-Request-Id` (common), `invalid_token` (RFC 6750, the server's fallback when the table names no code). */
const DEFAULTS = new Set(['generators/src/ir/api.ts', 'generators/src/config/types.ts', 'packages/server-runtime/src/errors.ts']);

describe("this API's names stay out of the generators and the runtimes' cores", () => {
  it('reads every runtime core', () => {
    expect(files.filter((f) => f.startsWith('packages/')).length).toBeGreaterThan(20);
  });

  it.each<[string, RegExp, boolean]>([
    ['the client class', /CustomerMessaging/, false],
    ['the package scope', /@customer-messaging\//, false],
    ['a resource of this API', /\bconversations?\b/i, false],
    ['the environment prefix', /\bCMP_/, false],
    ['the base path', /['"`]\/v1\b/, false],
    ['the request-id header', /X-Request-Id/i, true],
    ['the rejected-token code', /\binvalid_token\b/, true],
    [
      'an error type of this API',
      /\b(invalid_request_error|authentication_error|permission_error|not_found_error|conflict_error|plan_limit_error|rate_limit_error)\b|['"`]api_error['"`]/,
      false,
    ],
    ['the error envelope as a literal path', /\.error\??\.(code|type|message|request_id)\b/, false],
  ])('%s', (_name, pattern, defaultAllowed) => {
    const found = files.filter((file) => !(defaultAllowed && DEFAULTS.has(file)) && pattern.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
