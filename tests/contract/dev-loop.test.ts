/**
 * `npm run dev`, driven as a user drives it: real saves of spec files in a scratch copy of the repository
 * while the command runs, observed from outside (its output, the preview's page in Chromium and its events,
 * the mock's and the sandbox's answers, their process ids, what is in the packages' dist/).
 *
 * - start: generates, builds, starts the sandbox and the mock on their ports and the preview; prints the
 *   sandbox's own banner (the same `export CMP_*` lines as `npm run sandbox`) and its URL with `/v1`; the
 *   preview renders the operations in Chromium with no console error and no request leaving the machine;
 * - a good save: the mock answers from the new spec, both services are new processes on the same ports, a
 *   token fetched before the save still works, the preview's page reloads itself and shows the change, and
 *   the output says what the change means for the version;
 * - an operation added, then removed: after the undo, no part of dist/ holds it (JavaScript, declarations,
 *   no stale chunk of the mock), the restarted mock answers 404 for it, and every build stamp holds;
 * - a broken save: the located problem (file:line:col) is printed and shown in the page as text, the same
 *   processes keep answering;
 * - undoing the broken save keeps the same processes (nothing to regenerate) and clears the page's
 *   problems; the next good save regenerates and restarts; SIGTERM stops every process the command started (the
 *   services and the process the packages are built in).
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleBuilds } from '../../generators/src/build/packages.js';
import { banner } from '../../packages/sandbox/src/banner.js';
import { startSandbox } from '../../packages/sandbox/src/index.js';
import { launchChromium, offlineContext } from '../docs/chromium.js';
import { scratchRepository, type ScratchRepository } from '../support/scratch.js';
import { spawnCli } from '../support/cli.js';
import { alive } from '../support/processes.js';

/** How long the dev server may take to print what a step waits for (its own message names what it waited for). */
const WAIT_MS = 600_000;
let repo: ScratchRepository;
let dev: ChildProcess;
let output = '';
let preview: string;
let sandbox: string;
let mock: string;
const events: string[] = [];
let eventsAbort: AbortController;
let browser: Browser | undefined;
let page: Page;
/** What the preview's page reported: console errors, uncaught exceptions, requests that would leave the machine. */
const pageProblems: string[] = [];
/** A token of the demo credential the banner prints, fetched before the first save. */
let token: string;

/** Resolves when the command's output has grown a match of `pattern` after position `from`. */
function waitFor(pattern: RegExp, from: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = output.slice(from).match(pattern);
      if (match) {
        dev.stdout!.off('data', check);
        dev.stderr!.off('data', check);
        clearTimeout(timer);
        resolve(match);
      }
    };
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${pattern}. Output so far:\n${output.slice(-4000)}`)), WAIT_MS - 30_000);
    dev.stdout!.on('data', check);
    dev.stderr!.on('data', check);
    check();
  });
}

/** The processes `pid` started, from any of its threads (Linux's /proc). */
const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number));
const pids = (line: string) => Object.fromEntries([...line.matchAll(/(\w+) pid (\d+)/g)].map((m) => [m[1]!, Number(m[2])]));
const plan = async () => (await (await fetch(`${mock}/billing/plan`, { headers: { authorization: 'Bearer test' } })).json()) as { name?: string };
/** The value of an `export NAME=value` line the command printed (what a user pastes into a shell). */
const exported = (name: string) => output.match(new RegExp(`^export ${name}=(\\S+)$`, 'm'))?.[1];
const sandboxPlan = (bearer?: string) => fetch(`${sandbox}/billing/plan`, bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {});
const readDist = (pkg: string, pattern: RegExp) => {
  const dist = path.join(repo.dir, 'packages', pkg, 'dist');
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => ({ name: path.relative(dist, path.join(e.parentPath, e.name)), text: readFileSync(path.join(e.parentPath, e.name), 'utf8') }))
    .sort((a, b) => a.name.localeCompare(b.name));
};
/** Marks the page; the mark is gone once the page has reloaded itself. */
const markPage = () => page.evaluate(() => ((window as unknown as { devLoopMark: boolean }).devLoopMark = true));
const reloaded = () => page.waitForFunction(() => !(window as unknown as { devLoopMark?: boolean }).devLoopMark, undefined, { timeout: 600_000 });

async function followEvents(): Promise<void> {
  eventsAbort = new AbortController();
  const response = await fetch(`${preview}events`, { signal: eventsAbort.signal });
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  void (async () => {
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) events.push(...[...decoder.decode(read.value).matchAll(/^event: (\w+)/gm)].map((m) => m[1]!));
    } catch {
      // aborted at the end
    }
  })();
}

async function eventually(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  // Generous: on a loaded machine the declarations and the reference page that follow a pause take a while.
  const deadline = Date.now() + 120_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm run dev', () => {
  let first: Record<string, number>;

  beforeAll(async () => {
    repo = scratchRepository();
    // The project's own dev.services, on free ports.
    repo.editFile('cmp.config.ts', (text) => text.replace(/port: 4020,/, 'port: 0,').replace(/port: 4010 \}/, 'port: 0 }'));
    const launching = launchChromium();
    dev = spawnCli(['dev', '--config', repo.generatorConfig, '--preview-port', '0'], { cwd: repo.dir, env: { ...process.env, NO_COLOR: '1' } });
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const ready = await waitFor(/✓ Regenerated.*\((.*)\)/, 0);
    first = pids(ready[1]!);
    preview = (await waitFor(/^Preview: (http:\S+)/m, 0))[1]!;
    sandbox = (await waitFor(/^sandbox: (http:\S+)/m, 0))[1]!;
    mock = (await waitFor(/^mock: (http:\S+)/m, 0))[1]!.replace(/\/$/, '');
    await followEvents();
    browser = await launching;
    const { context, outsideRequests } = await offlineContext(browser, { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') pageProblems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => pageProblems.push(`exception: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (outsideRequests.includes(request.url())) pageProblems.push(`left the machine: ${request.url()}`);
    });
  });

  afterAll(async () => {
    eventsAbort?.abort();
    await browser?.close();
    if (dev && dev.exitCode === null) {
      dev.kill('SIGKILL');
      await once(dev, 'exit');
    }
    for (const pid of Object.values(first ?? {})) if (alive(pid)) process.kill(pid, 'SIGKILL');
    repo?.remove();
  });

  it('starts the sandbox, the mock and the preview from the spec', async () => {
    expect(Object.keys(first).sort(), `the command's output:\n${output}`).toEqual(['mock', 'sandbox']);
    expect((await plan()).name).toBe('Growth');
    // The sandbox's URL is its base URL, with the path its API is served under.
    expect(sandbox).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const unauthorized = await sandboxPlan();
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('x-request-id')).toBeTruthy();
    // The banner is the sandbox's own: the `export` lines `npm run sandbox` prints (the same seed: the same
    // credentials). Its other lines may name this checkout's paths, which differ from the scratch copy's.
    const reference = await startSandbox({ port: 0 });
    try {
      const exports = banner({ baseUrl: sandbox, credentials: reference.credentials })
        .split('\n')
        .filter((line) => line.startsWith('export '));
      expect(exports.length).toBeGreaterThanOrEqual(4);
      for (const line of exports) expect(output.split('\n')).toContain(line);
    } finally {
      await reference.stop();
    }
    expect(exported('CMP_BASE_URL')).toBe(sandbox);
    const exchange = await fetch(`${exported('CMP_BASE_URL')}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: exported('CMP_CLIENT_ID'), client_secret: exported('CMP_CLIENT_SECRET') }),
    });
    expect(exchange.status).toBe(200);
    token = ((await exchange.json()) as { access_token: string }).access_token;
    expect((await sandboxPlan(token)).status).toBe(200);

    // The preview renders in a real browser: the operations are there, nothing failed, nothing left the machine.
    await page.goto(`${preview}#/billing`);
    await page.getByText('Retrieve the plan', { exact: true }).first().waitFor({ timeout: 600_000 });
    expect(await page.locator('#problems').isVisible()).toBe(false);
    expect(pageProblems).toEqual([]);
  });

  it('a good save regenerates, restarts both services on their ports and reloads the preview, and says what it means', async () => {
    const from = output.length;
    await markPage();
    repo.edit('paths/billing_plan.yaml', (text) => text.replace('name: Growth', 'name: Growth Plus').replace('summary: Retrieve the plan', 'summary: Retrieve the current plan'));
    repo.edit('components/schemas/Plan.yaml', (text) => `${text.trimEnd()}\nproperties:\n  renewal_note:\n    type: string\n    description: A note about the next renewal.\n`);
    // The two files may be picked up by one save or two (a loaded machine): wait for the save that has both.
    const done = await waitFor(/Plan\.renewal_note[\s\S]*?✓ Regenerated.*\((.*)\)/, from);
    const next = pids(done[1]!);
    expect(next.sandbox).not.toBe(first.sandbox);
    expect(next.mock).not.toBe(first.mock);
    expect(alive(first.sandbox!) || alive(first.mock!)).toBe(false);
    expect(output.slice(from)).toMatch(/This save: an addition \(a minor version\)/);
    expect(output.slice(from)).toMatch(/Plan\.renewal_note/);
    expect((await plan()).name).toBe('Growth Plus');
    expect((await sandboxPlan()).status).toBe(401);
    // The token fetched before the save works with the restarted sandbox (one signing secret per session).
    const kept = await sandboxPlan(token);
    expect(kept.status, await kept.clone().text()).toBe(200);
    await eventually(() => events.includes('reload'), 'the preview was told to reload');
    // The page reloaded itself and shows the save.
    await reloaded();
    await page.getByText('Retrieve the current plan', { exact: true }).first().waitFor({ timeout: 600_000 });
    expect(pageProblems).toEqual([]);
    const document = (await (await fetch(`${preview}openapi.json`)).json()) as { components: { schemas: { Plan: { properties: object } } } };
    expect(document.components.schemas.Plan.properties).toHaveProperty('renewal_note');
    // Off the quick path, once saves pause, the declarations follow into dist/ (built apart, then moved in).
    const declarations = path.join(repo.dir, 'packages/client/dist/index.d.ts');
    await eventually(() => existsSync(declarations) && readFileSync(declarations, 'utf8').includes('renewal_note'), "the client's declarations have the new field");
    first = next;
    // The staging folder goes once every declaration is moved in; the client's index.d.ts may be the first.
    await eventually(() => !existsSync(path.join(repo.dir, 'packages/client/dist/.declarations')), 'the declarations staging folder was removed');
    // The sandbox's banner is printed again only when it changes; the same credentials and URL are not news.
    expect(output.slice(from)).not.toContain('Paste into your shell');
    // The page is opened again for the broken save; until then it would only render each reload for nothing.
    await page.goto('about:blank');
  });

  it('an operation added, then removed again: after the undo nothing in dist/ has it, the mock answers 404 for it, and every build stamp holds', async () => {
    const operation = '/billing/plan/preview';
    const has = (pkg: string, pattern: RegExp) =>
      readDist(pkg, pattern)
        .filter((f) => f.text.includes(operation))
        .map((f) => f.name);
    const clientDeclarations = path.join(repo.dir, 'packages/client/dist/index.d.ts');
    const mockAnswer = async () => (await fetch(`${mock}${operation}`, { headers: { authorization: 'Bearer test' } })).status;
    const pathFile = path.join(repo.dir, 'openapi/paths/billing_plan_preview.yaml');
    let from = output.length;
    // The path file first, then the reference to it: no save in between refers to a missing file.
    repo.write(
      'openapi/paths/billing_plan_preview.yaml',
      readFileSync(path.join(repo.dir, 'openapi/paths/billing_plan.yaml'), 'utf8')
        .replace('operationId: retrievePlan', 'operationId: previewPlan')
        .replace(/summary: .*/, 'summary: Preview the next plan')
        .replace('x-sdk-method: billing.plan.retrieve', 'x-sdk-method: billing.plan.preview'),
    );
    repo.edit('openapi.yaml', (text) => text.replace('  /billing/plan:\n    $ref: paths/billing_plan.yaml\n', `$&  ${operation}:\n    $ref: paths/billing_plan_preview.yaml\n`));
    await waitFor(/billing\/plan\/preview[\s\S]*?✓ Regenerated.*\((.*)\)/, from);
    expect(await mockAnswer()).toBe(200);
    expect(has('client', /\.c?js$/)).toEqual(['index.cjs', 'index.js']);
    expect(has('mock', /\.js$/).length).toBeGreaterThan(0);
    // Once saves pause, the declarations of the edit are built too: every part of dist/ has the operation.
    await eventually(() => readFileSync(clientDeclarations, 'utf8').includes(operation), "the client's declarations have the new operation");

    // The undo: the spec is what it was before the edit.
    from = output.length;
    repo.edit('openapi.yaml', (text) => text.replace(`  ${operation}:\n    $ref: paths/billing_plan_preview.yaml\n`, ''));
    rmSync(pathFile);
    await waitFor(/✓ Regenerated.*\((.*)\)/, from);
    // Both files may be picked up by one save or two: wait until the restarted mock no longer knows the path.
    await eventually(async () => (await mockAnswer()) === 404, `the mock answers 404 for ${operation}`);
    // The undo rebuilt the JavaScript: the stamp of the build before the edit no longer passes for it.
    expect(output.slice(from)).toMatch(/built\s+packages\/client\/dist/);
    expect(has('client', /\.c?js$/)).toEqual([]);
    expect(has('mock', /\.js$/)).toEqual([]);
    // No chunk of an older build is left in the mock's dist/ (npm pack would ship it): every file is an
    // entry or imported by one.
    const mockFiles = readDist('mock', /\.js$/);
    const entries = ['cli.js', 'index.js', 'mock-process.js'];
    expect(mockFiles.filter((f) => !entries.includes(f.name) && !mockFiles.some((other) => other.text.includes(`./${f.name}`))).map((f) => f.name)).toEqual([]);
    await eventually(() => !readFileSync(clientDeclarations, 'utf8').includes(operation), "the client's declarations no longer have the operation");
    await eventually(() => !existsSync(path.join(repo.dir, 'packages/client/dist/.declarations')), 'the declarations staging folder was removed');
    // Every part of every package's dist/ is what the current sources build (what `npm run check` asks).
    await eventually(() => staleBuilds(repo.dir).length === 0, `every build stamp holds: ${JSON.stringify(staleBuilds(repo.dir))}`);
    first = pids([...output.matchAll(/✓ Regenerated.*\((.*)\)/g)].at(-1)![1]!);
  });
  // Two saves and two pauses (declarations and the reference page after each): the longest step.

  it('a broken save prints the located problem and leaves the last good services and preview running; the next good save recovers', async () => {
    let from = output.length;
    let good = '';
    // A reference to a file that does not exist, named with markup: the page must show it as text.
    repo.edit('components/schemas/Plan.yaml', (text) => (good = text).replace('  renewal_note:\n    type: string', "  renewal_note:\n    $ref: './<b>Missing</b>.yaml'"));
    await waitFor(/Kept the last good build running/, from);
    const located = output.slice(from).match(/openapi\/components\/schemas\/Plan\.yaml:\d+:\d+ .*/)?.[0];
    expect(located, output.slice(from)).toBeDefined();
    await eventually(() => events.includes('problems'), 'the preview was told of the problems');
    // A page opened now shows the located problems above the last good reference, as text (the markup is
    // not markup).
    await page.goto(`${preview}#/billing`);
    const problems = page.locator('#problems');
    await problems.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await problems.innerText()).toContain(located!.trim());
    expect(await problems.innerText()).toContain('<b>Missing</b>.yaml');
    expect(await problems.locator('b').count()).toBe(0);
    await page.getByText('Retrieve the current plan', { exact: true }).first().waitFor({ timeout: 600_000 });
    expect(pageProblems).toEqual([]);
    expect(alive(first.sandbox!) && alive(first.mock!)).toBe(true);
    expect((await plan()).name).toBe('Growth Plus');

    // Undoing the broken edit gives back the last good spec: nothing to regenerate or restart, and the
    // preview drops the problems (it reloads the last good page).
    from = output.length;
    const reloads = events.filter((e) => e === 'reload').length;
    repo.edit('components/schemas/Plan.yaml', () => good);
    const kept = await waitFor(/✓ No generated file changed; kept (.*) running/, from);
    expect(pids(kept[1]!)).toEqual(first);
    expect(alive(first.sandbox!) && alive(first.mock!)).toBe(true);
    expect((await plan()).name).toBe('Growth Plus');
    await eventually(() => events.filter((e) => e === 'reload').length > reloads, 'the preview was told to reload');
    await page.locator('#problems').waitFor({ state: 'hidden', timeout: 600_000 });
    expect(pageProblems).toEqual([]);
    await page.goto('about:blank');

    // A new good save after that regenerates and restarts as usual.
    from = output.length;
    repo.edit('paths/billing_plan.yaml', (text) => text.replace('name: Growth Plus', 'name: Growth Max'));
    const done = await waitFor(/✓ Regenerated.*\((.*)\)/, from);
    const next = pids(done[1]!);
    expect(next.sandbox).not.toBe(first.sandbox);
    expect(next.mock).not.toBe(first.mock);
    expect((await plan()).name).toBe('Growth Max');
    first = next;
  });

  it('SIGTERM stops every process it started, the package build process included', async () => {
    // The packages are built in a child process kept loaded across saves (the bundler's memory is not the
    // session's); it is among the processes the command started, and goes with them.
    const started = childrenOf(dev.pid!);
    expect(started.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8')).some((command) => command.includes('build-worker'))).toBe(true);
    dev.kill('SIGTERM');
    const [code] = await once(dev, 'exit');
    expect(code).toBe(0);
    expect(Object.values(first).filter(alive)).toEqual([]);
    await eventually(() => started.every((pid) => !alive(pid)), `every process dev started has ended: ${started.filter(alive).join(', ')}`);
    await expect(fetch(`${mock}/billing/plan`)).rejects.toThrow();
  });
});
