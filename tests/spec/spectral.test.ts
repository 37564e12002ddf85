/**
 * The Spectral gate (`npm run lint:spectral`: spectral:oas and the OWASP API Security ruleset, waivers with
 * their reasons in .spectral.yaml) passes on the bundle and still catches what its kept rules exist for.
 *
 * Spectral takes seconds to load its rulesets, so one run lints the bundle and every broken copy together
 * and each test reads its own file's findings.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/spec.js';

interface Finding {
  code: string;
  path: string[];
  severity: number;
  source: string;
}

const BUNDLE = path.join(repoRoot, 'openapi/dist/openapi.json');
const bundle = () => JSON.parse(readFileSync(BUNDLE, 'utf8'));

/** An edit the kept rules must catch: what it breaks, the rule, and where the finding points. */
const BROKEN: [string, (doc: any) => void, string, string][] = [
  ['a write operation without security', (doc) => (doc.paths['/customers'].post.security = []), 'owasp:api2:2023-write-restricted', 'paths./customers.post.security'],
  [
    'an operation without a 4xx validation answer',
    (doc) => delete doc.paths['/customers'].post.responses['400'],
    'owasp:api8:2023-define-error-validation',
    'paths./customers.post.responses',
  ],
  ['an operation without a 401', (doc) => delete doc.paths['/customers'].post.responses['401'], 'owasp:api8:2023-define-error-responses-401', 'paths./customers.post.responses'],
  ['a server over plain http', (doc) => (doc.servers[0].url = 'http://{host}/v1'), 'owasp:api8:2023-no-server-http', 'servers.0.url'],
];

const dir = mkdtempSync(path.join(tmpdir(), 'cmp-spectral-'));
const fileOf = (code: string) => path.join(dir, `${code.replace(/\W/g, '_')}.json`);
const findings = new Map<string, Finding[]>();
/** Sources of findings that match no linted file: a sign this test reads Spectral's output wrong. */
const strays: string[] = [];

const run = promisify(execFile);

beforeAll(async () => {
  for (const [, edit, code] of BROKEN) {
    const doc = bundle();
    edit(doc);
    writeFileSync(fileOf(code), JSON.stringify(doc));
  }
  const files = [BUNDLE, ...BROKEN.map(([, , code]) => fileOf(code))];
  const bin = path.join(repoRoot, 'node_modules/.bin/spectral');
  // Spectral exits 1 when it finds errors (the broken copies have some): its findings are read either way. A
  // child process rather than spawnSync, so the test worker stays responsive while it runs.
  const result: { stdout: string; stderr: string } = await run(bin, ['lint', ...files, '--ruleset', path.join(repoRoot, '.spectral.yaml'), '--format', 'json', '--quiet'], {
    encoding: 'utf8',
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr || error.message }));
  expect(result.stdout.trim().startsWith('['), result.stderr).toBe(true);
  for (const file of files) findings.set(file, []);
  for (const finding of JSON.parse(result.stdout) as Finding[]) {
    const file = path.resolve(repoRoot, finding.source);
    if (findings.has(file)) findings.get(file)!.push(finding);
    else strays.push(finding.source);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('spectral gate', () => {
  it('finds nothing on the committed bundle', () => {
    expect(strays).toEqual([]);
    expect(findings.get(BUNDLE)!.map((f) => `${f.code} ${f.path.join('.')}`)).toEqual([]);
  });

  it.each(BROKEN)('catches %s', (_name, _edit, code, at) => {
    const found = findings.get(fileOf(code))!;
    expect(found.filter((f) => f.severity === 0 || f.severity === 1).map((f) => `${f.code} ${f.path.join('.')}`)).toContain(`${code} ${at}`);
  });
});
