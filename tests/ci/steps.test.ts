/**
 * The workflows' steps, run here as CI runs them: the spec pull request's checks, diff, report comment and
 * version gate; the release's tag check and publishing (a dry run of every tarball against a registry on
 * loopback, so nothing leaves this machine); the docs' path-prefix check. GitHub's API and npm's registry are
 * small fakes on 127.0.0.1 that record what they were asked.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rootReferences } from '../../scripts/ci/docs-prefix-check.mjs';
import { MARKER, upsertComment } from '../../scripts/ci/pr-comment.mjs';
import { existingVersions, publishAll, publishOrder, registryLookup } from '../../scripts/ci/publish.mjs';
import { repoRoot } from '../support/spec.js';

const exec = promisify(execFile);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cmp-ci-steps-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a step script; resolves with its exit code and output (never rejects on a non-zero exit). */
async function step(command: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await exec(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
async function fakeServer(handler: Handler): Promise<{ url: string; requests: { method: string; url: string; body: string }[]; server: Server }> {
  const requests: { method: string; url: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}
const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
};

describe('spec pull request', () => {
  test('the checks, the diff (annotations, job summary, report file) and the version gate pass on this repository', async () => {
    const summary = path.join(scratch, 'summary.md');
    const report = path.join(scratch, 'report.md');
    writeFileSync(summary, '');
    const [check, diff, gate] = await Promise.all([
      step('bash', ['scripts/ci/spec-check.sh']),
      step('bash', ['scripts/ci/spec-diff.sh', 'HEAD', report], { GITHUB_STEP_SUMMARY: summary }),
      step('bash', ['scripts/ci/version-gate.sh']),
    ]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/generate --check[\s\S]*spec lint/);
    expect(diff.code, diff.stdout + diff.stderr).toBe(0);
    const markdown = readFileSync(report, 'utf8');
    expect(markdown).toMatch(/^#+ /m);
    expect(readFileSync(summary, 'utf8')).toBe(markdown);
    expect(gate.code, gate.stdout + gate.stderr).toBe(0);
    expect(gate.stdout).toMatch(/Version gate: info.version covers/);
  });

  test('the report is one comment on the pull request: posted once, then updated in place', async () => {
    const comments: { id: number; body: string; html_url: string }[] = [{ id: 1, body: 'LGTM', html_url: 'c/1' }];
    const api = await fakeServer((req, body, res) => {
      if (req.headers.authorization !== 'Bearer gh-token') return json(res, 401, { message: 'Bad credentials' });
      const url = new URL(req.url!, 'http://x');
      if (req.method === 'GET' && url.pathname === '/repos/acme/api/issues/7/comments') {
        // Two pages: the marked comment, once posted, is on the second.
        const page = Number(url.searchParams.get('page') ?? 1);
        const link: Record<string, string> = page === 1 ? { link: `<http://${req.headers.host}/repos/acme/api/issues/7/comments?per_page=100&page=2>; rel="next"` } : {};
        return json(res, 200, page === 1 ? comments.slice(0, 1) : comments.slice(1), link);
      }
      if (req.method === 'POST' && url.pathname === '/repos/acme/api/issues/7/comments') {
        const created = { id: 42, body: JSON.parse(body).body, html_url: 'c/42' };
        comments.push(created);
        return json(res, 201, created);
      }
      const patch = /^\/repos\/acme\/api\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (req.method === 'PATCH' && patch) {
        const comment = comments.find((c) => c.id === Number(patch[1]))!;
        comment.body = JSON.parse(body).body;
        return json(res, 200, comment);
      }
      json(res, 404, { message: 'Not Found' });
    });
    try {
      const options = { token: 'gh-token', repository: 'acme/api', pullNumber: 7, apiUrl: api.url };
      expect(await upsertComment({ ...options, report: '## Spec changes\n\n1 change' })).toEqual({ action: 'created', id: 42, url: 'c/42' });
      expect(await upsertComment({ ...options, report: '## Spec changes\n\n2 changes' })).toEqual({ action: 'updated', id: 42, url: 'c/42' });
      expect(comments.map((c) => c.id)).toEqual([1, 42]);
      expect(comments[1]!.body).toBe(`${MARKER}\n## Spec changes\n\n2 changes\n`);
      expect(api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /repos/acme/api/issues/7/comments',
        'PATCH /repos/acme/api/issues/comments/42',
      ]);
      await expect(upsertComment({ ...options, token: 'wrong', report: 'x' })).rejects.toThrow(/401 .*Bad credentials/);
      // The script itself, as the workflow calls it.
      const event = path.join(scratch, 'event.json');
      const reportFile = path.join(scratch, 'comment.md');
      writeFileSync(event, JSON.stringify({ pull_request: { number: 7 } }));
      writeFileSync(reportFile, '## Spec changes\n\n3 changes\n');
      const env = { GITHUB_TOKEN: 'gh-token', GITHUB_REPOSITORY: 'acme/api', GITHUB_EVENT_PATH: event, GITHUB_API_URL: api.url };
      const cli = await step(process.execPath, ['scripts/ci/pr-comment.mjs', reportFile], env);
      expect(cli.code, cli.stderr).toBe(0);
      expect(cli.stdout).toMatch(/Report comment updated: c\/42/);
      expect(comments[1]!.body).toContain('3 changes');
      const missing = await step(process.execPath, ['scripts/ci/pr-comment.mjs', reportFile], { ...env, GITHUB_TOKEN: '' });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/missing GITHUB_TOKEN/);
    } finally {
      api.server.close();
    }
  });
});

describe('release', () => {
  test('a tag that is not the spec’s info.version is refused before anything is released', async () => {
    const result = await step('bash', ['scripts/ci/release-spec.sh', 'v0.0.0-not-this']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/the tag v0\.0\.0-not-this is not the spec's info\.version \([^)]+\) in openapi\/openapi\.yaml/);
  });

  test('the public packages, each after the workspace packages it depends on', () => {
    const order = publishOrder().map((p) => p.name);
    expect(order).toEqual(
      expect.arrayContaining([
        '@openapi-cmp/client-runtime',
        '@openapi-cmp/server-runtime',
        '@customer-messaging/client',
        '@customer-messaging/server',
        '@customer-messaging/sandbox',
        '@customer-messaging/mock',
      ]),
    );
    // Private workspaces (the toolchain, the tests) are never published.
    expect(order).not.toContain('@customer-messaging/generators');
    expect(order).not.toContain('@customer-messaging/tests');
    const before = (a: string, b: string) => expect(order.indexOf(a), `${a} before ${b}`).toBeLessThan(order.indexOf(b));
    before('@openapi-cmp/client-runtime', '@customer-messaging/client');
    before('@openapi-cmp/server-runtime', '@customer-messaging/server');
    before('@customer-messaging/server', '@customer-messaging/sandbox');
    // Every dependency between them points backwards in the order.
    for (const pkg of publishOrder()) {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, pkg.dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies })) {
        if (order.includes(dep)) before(dep, pkg.name);
      }
    }
  });

  test('a version that already exists on the registry is refused, naming it, and nothing is published', async () => {
    const packages = publishOrder();
    const taken = packages.find((p) => p.name === '@customer-messaging/client')!;
    const asked: string[] = [];
    const lookup = async (p: { name: string; version: string }) => {
      asked.push(p.name);
      return p.name === taken.name;
    };
    expect((await existingVersions(packages, lookup)).map((p) => p.name)).toEqual([taken.name]);
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const out = path.join(scratch, 'refused');
      expect(await publishAll({ registry: 'http://127.0.0.1:9/', out, lookup, log: () => {} })).toBe(1);
      expect(() => readFileSync(path.join(out, 'x'))).toThrow();
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toMatch(new RegExp(`Refusing to publish: ${taken.name.replace('/', '\\/')}@${taken.version} already exists .*Nothing was published`));
  });

  describe('against a registry on loopback', () => {
    let registry: Awaited<ReturnType<typeof fakeServer>>;
    const existing: Record<string, string[]> = {};
    beforeAll(async () => {
      registry = await fakeServer((req, _body, res) => {
        const name = decodeURIComponent(new URL(req.url!, 'http://x').pathname.slice(1));
        if (req.method === 'GET' && name === 'broken/pkg') return json(res, 500, { error: 'down' });
        if (req.method === 'GET' && existing[name]) return json(res, 200, { name, versions: Object.fromEntries(existing[name]!.map((v) => [v, { name, version: v }])) });
        // npm's own calls (auth checks during a dry run) and unknown packages: not found.
        json(res, 404, { error: 'not found' });
      });
    });
    afterAll(() => registry.server.close());

    test('the lookup asks the registry: a new package, a new version, a taken version, an unreachable answer', async () => {
      existing['@customer-messaging/client'] = ['1.0.0'];
      const lookup = registryLookup(registry.url);
      expect(await lookup({ name: '@customer-messaging/client', version: '1.0.0' })).toBe(true);
      expect(await lookup({ name: '@customer-messaging/client', version: '9.9.9' })).toBe(false);
      expect(await lookup({ name: '@customer-messaging/never-published', version: '1.0.0' })).toBe(false);
      await expect(lookup({ name: 'broken/pkg', version: '1.0.0' })).rejects.toThrow(/HTTP 500/);
      expect(registry.requests.map((r) => r.url)).toContain('/@customer-messaging%2fclient');
      delete existing['@customer-messaging/client'];
    });

    test('publish --dry-run of every tarball, in dependency order, with provenance, to that registry only', async () => {
      const out = path.join(scratch, 'tarballs');
      mkdirSync(out);
      const lines: string[] = [];
      const result = await step(process.execPath, ['scripts/ci/publish.mjs', '--dry-run', '--registry', registry.url, '--out', out], { npm_config_registry: registry.url });
      lines.push(...result.stdout.split('\n'));
      expect(result.code, result.stdout + result.stderr).toBe(0);
      const published = lines.filter((l) => l.startsWith('npm publish ')).map((l) => /npm publish (\S+)/.exec(l)![1]!);
      const order = publishOrder();
      expect(published.map((file) => path.basename(file))).toEqual(order.map((p) => `${p.name.replace('@', '').replace('/', '-')}-${p.version}.tgz`));
      for (const line of lines.filter((l) => l.startsWith('npm publish '))) {
        expect(line).toContain('--provenance');
        expect(line).toContain(`--registry ${registry.url}`);
        expect(line).toContain('--dry-run');
      }
      // npm's dry run printed each package it would publish.
      for (const p of order) expect(`${result.stdout}${result.stderr}`).toContain(`${p.name}@${p.version}`);
      // Every existence check reached the loopback registry, one per package.
      const lookups = registry.requests.filter((r) => r.method === 'GET').map((r) => decodeURIComponent(r.url.slice(1)));
      for (const p of order) expect(lookups).toContain(p.name);
      expect(registry.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    });
  });
});

describe('docs', () => {
  test('the path-prefix check passes relative links and names each link to the server’s root with file:line:col', () => {
    const site = path.join(scratch, 'site');
    mkdirSync(path.join(site, 'guides'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<a href="guides/a.html">A</a>\n<img src="logo.svg"><a href="https://example.com/x">x</a><a href="//cdn/x">cdn</a>\n');
    writeFileSync(path.join(site, 'guides/a.html'), '<p>\n  <a href="../index.html">home</a> <a href="/reference/">bad</a>\n</p>\n');
    writeFileSync(path.join(site, 'style.css'), 'body { background: url(img/bg.png) }\n.x { background: url("/img/x.png") }\n');
    expect(rootReferences(site)).toEqual([
      { file: 'guides/a.html', line: 2, column: 45, reference: '/reference/' },
      { file: 'style.css', line: 2, column: 23, reference: '/img/x.png' },
    ]);
    rmSync(path.join(site, 'guides/a.html'));
    rmSync(path.join(site, 'style.css'));
    expect(rootReferences(site)).toEqual([]);
  });
});
