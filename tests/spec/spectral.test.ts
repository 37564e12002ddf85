/**
 * The Spectral gate (`npm run lint:spectral`: spectral:oas and the OWASP API Security ruleset, waivers with
 * their reasons in .spectral.yaml) passes on the bundle and still catches what its kept rules exist for.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/spec.js';

const dir = mkdtempSync(path.join(tmpdir(), 'cmp-spectral-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Finding {
  code: string;
  path: string[];
  severity: number;
}

function spectral(file: string): Finding[] {
  const bin = path.join(repoRoot, 'node_modules/.bin/spectral');
  const result = spawnSync(bin, ['lint', file, '--ruleset', path.join(repoRoot, '.spectral.yaml'), '--format', 'json', '--quiet'], { encoding: 'utf8', cwd: repoRoot });
  expect(result.stdout.trim().startsWith('['), result.stderr).toBe(true);
  return JSON.parse(result.stdout) as Finding[];
}

const bundle = () => JSON.parse(readFileSync(path.join(repoRoot, 'openapi/dist/openapi.json'), 'utf8'));

describe('spectral gate', () => {
  it('finds nothing on the committed bundle', () => {
    expect(spectral(path.join(repoRoot, 'openapi/dist/openapi.json')).map((f) => `${f.code} ${f.path.join('.')}`)).toEqual([]);
  }, 120_000);

  it.each<[string, (doc: any) => void, string, string]>([
    ['a write operation without security', (doc) => (doc.paths['/customers'].post.security = []), 'owasp:api2:2023-write-restricted', 'paths./customers.post.security'],
    ['an operation without a 4xx validation answer', (doc) => delete doc.paths['/customers'].post.responses['400'], 'owasp:api8:2023-define-error-validation', 'paths./customers.post.responses'],
    ['an operation without a 401', (doc) => delete doc.paths['/customers'].post.responses['401'], 'owasp:api8:2023-define-error-responses-401', 'paths./customers.post.responses'],
    ['a server over plain http', (doc) => (doc.servers[0].url = 'http://{host}/v1'), 'owasp:api8:2023-no-server-http', 'servers.0.url'],
  ])('catches %s', (_name, edit, code, at) => {
    const doc = bundle();
    edit(doc);
    const file = path.join(dir, `${code.replace(/\W/g, '_')}.json`);
    writeFileSync(file, JSON.stringify(doc));
    const findings = spectral(file);
    expect(findings.filter((f) => f.severity === 0 || f.severity === 1).map((f) => `${f.code} ${f.path.join('.')}`)).toContain(`${code} ${at}`);
  }, 120_000);
});
