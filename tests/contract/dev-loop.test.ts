/**
 * `npm run dev`, driven as a user drives it: real saves of spec files in a scratch copy of the repository
 * while the command runs, observed from outside (its output, the preview's page and events, the mock's and
 * the sandbox's answers, their process ids).
 *
 * - start: generates, builds, starts the sandbox and the mock on their ports and the preview;
 * - a good save: the mock answers from the new spec, both services are new processes on the same ports,
 *   the preview's page is told to reload and serves the new document, and the output says what the change
 *   means for the version;
 * - a broken save: the located problem (file:line:col) is printed, the same processes keep answering, the
 *   preview gets the problems;
 * - undoing the broken save keeps the same processes (nothing to regenerate) and clears the preview's
 *   problems; the next good save regenerates and restarts; SIGTERM stops every process the command started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/spec.js';
import { scratchRepository, type ScratchRepository } from '../support/scratch.js';

const WAIT_MS = 180_000;
let repo: ScratchRepository;
let dev: ChildProcess;
let output = '';
let preview: string;
let sandbox: string;
let mock: string;
const events: string[] = [];
let eventsAbort: AbortController;

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

const pids = (line: string) => Object.fromEntries([...line.matchAll(/(\w+) pid (\d+)/g)].map((m) => [m[1]!, Number(m[2])]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const plan = async () => (await (await fetch(`${mock}/billing/plan`, { headers: { authorization: 'Bearer test' } })).json()) as { name?: string };

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
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm run dev', () => {
  let first: Record<string, number>;

  beforeAll(async () => {
    repo = scratchRepository();
    repo.editFile('cmp.config.ts', (text) =>
      text.replace(
        /\}\);\s*$/,
        `  dev: {
    services: {
      sandbox: { command: ['node', 'packages/sandbox/dist/cli.js', '--port', '{port}'], port: 0 },
      mock: { command: ['node', 'packages/mock/dist/cli.js', '--port', '{port}'], port: 0 },
    },
  },
});
`,
      ),
    );
    dev = spawn(process.execPath, [path.join(repoRoot, 'generators/bin/cmp.mjs'), 'dev', '--config', repo.generatorConfig, '--preview-port', '0'], {
      cwd: repo.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const ready = await waitFor(/✓ Regenerated.*\((.*)\)/, 0);
    first = pids(ready[1]!);
    preview = (await waitFor(/Preview: (http:\S+)/, 0))[1]!;
    sandbox = (await waitFor(/sandbox: (http:\S+)/, 0))[1]!.replace(/\/$/, '');
    mock = (await waitFor(/mock: (http:\S+)/, 0))[1]!.replace(/\/$/, '');
    await followEvents();
  }, WAIT_MS);

  afterAll(async () => {
    eventsAbort?.abort();
    if (dev && dev.exitCode === null) {
      dev.kill('SIGKILL');
      await once(dev, 'exit');
    }
    for (const pid of Object.values(first ?? {})) if (alive(pid)) process.kill(pid, 'SIGKILL');
    repo?.remove();
  });

  it(
    'starts the sandbox, the mock and the preview from the spec',
    async () => {
      expect(Object.keys(first).sort(), `the command's output:\n${output}`).toEqual(['mock', 'sandbox']);
      expect((await plan()).name).toBe('Growth');
      const unauthorized = await fetch(`${sandbox}/v1/billing/plan`);
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.headers.get('x-request-id')).toBeTruthy();
      const page = await (await fetch(preview)).text();
      expect(page).toContain('/redoc.standalone.js');
      expect(((await (await fetch(`${preview}openapi.json`)).json()) as { paths: object }).paths).toHaveProperty(['/billing/plan']);
    },
    WAIT_MS,
  );

  it(
    'a good save regenerates, restarts both services on their ports and reloads the preview, and says what it means',
    async () => {
      const from = output.length;
      repo.edit('paths/billing_plan.yaml', (text) => text.replace('name: Growth', 'name: Growth Plus'));
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
      expect((await fetch(`${sandbox}/v1/billing/plan`)).status).toBe(401);
      await eventually(() => events.includes('reload'), 'the preview was told to reload');
      const document = (await (await fetch(`${preview}openapi.json`)).json()) as { components: { schemas: { Plan: { properties: object } } } };
      expect(document.components.schemas.Plan.properties).toHaveProperty('renewal_note');
      // Off the quick path, once saves pause, the declarations follow into dist/ (built apart, then moved in).
      const declarations = path.join(repo.dir, 'packages/client/dist/index.d.ts');
      await eventually(() => existsSync(declarations) && readFileSync(declarations, 'utf8').includes('renewal_note'), "the client's declarations have the new field");
      first = next;
      // The staging folder goes once every declaration is moved in; the client's index.d.ts may be the first.
      await eventually(() => !existsSync(path.join(repo.dir, 'packages/client/dist/.declarations')), 'the declarations staging folder was removed');
    },
    WAIT_MS,
  );

  it(
    'a broken save prints the located problem and leaves the last good services and preview running; the next good save recovers',
    async () => {
      let from = output.length;
      let good = '';
      repo.edit('components/schemas/Plan.yaml', (text) => (good = text).replace('  renewal_note:\n    type: string', '  renewal_note:\n    type: [string'));
      await waitFor(/Kept the last good build running/, from);
      expect(output.slice(from)).toMatch(/openapi\/components\/schemas\/Plan\.yaml:\d+:\d+/);
      await eventually(() => events.includes('problems'), 'the preview was told of the problems');
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

      // A new good save after that regenerates and restarts as usual.
      from = output.length;
      repo.edit('paths/billing_plan.yaml', (text) => text.replace('name: Growth Plus', 'name: Growth Max'));
      const done = await waitFor(/✓ Regenerated.*\((.*)\)/, from);
      const next = pids(done[1]!);
      expect(next.sandbox).not.toBe(first.sandbox);
      expect(next.mock).not.toBe(first.mock);
      expect((await plan()).name).toBe('Growth Max');
      first = next;
    },
    WAIT_MS,
  );

  it(
    'SIGTERM stops every process it started',
    async () => {
      dev.kill('SIGTERM');
      const [code] = await once(dev, 'exit');
      expect(code).toBe(0);
      expect(Object.values(first).filter(alive)).toEqual([]);
      await expect(fetch(`${mock}/billing/plan`)).rejects.toThrow();
    },
    WAIT_MS,
  );
});
