/**
 * The shared cache of a team: a self-hosted turborepo-remote-cache on loopback (files on disk, a token from
 * the environment). A first clone runs a task and uploads its outputs; a second clone, with an empty local
 * cache, gets them from the server: no task executed, the same files byte for byte. The task set is small on
 * purpose (the generator CLI's build and the hash-only nodes it depends on): what is shown is the cache, not
 * the tasks.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scratchClones, turbo, turboEnv, type Clones } from '../support/clones.js';
import { startRemoteCache, type RemoteCache } from '../../scripts/ci/remote-cache-server.mjs';

const TASKS = ['run', 'build', '--filter=@customer-messaging/generators', '--summarize', '--output-logs=new-only'];

interface TaskSummary {
  taskId: string;
  cache: { status: 'HIT' | 'MISS'; source?: 'LOCAL' | 'REMOTE' };
  command: string;
}

/** The tasks of the newest run summary turbo wrote in `clone` (--summarize). */
function lastSummary(clone: string): TaskSummary[] {
  const dir = path.join(clone, '.turbo/runs');
  const newest = readdirSync(dir).sort().at(-1)!;
  return (JSON.parse(readFileSync(path.join(dir, newest), 'utf8')) as { tasks: TaskSummary[] }).tasks;
}

/** Every file under `dir`, relative, with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full).toString('base64'));
  }
  return files;
}

describe('a second clone gets the first clone’s work from the remote cache', () => {
  const token = randomBytes(16).toString('hex');
  let server: RemoteCache;
  let clones: Clones;

  beforeAll(async () => {
    clones = scratchClones();
    server = await startRemoteCache({ token });
  });
  afterAll(async () => {
    await server?.stop();
    clones?.remove();
  });

  test('first clone executes and uploads; second clone replays from the server, executing nothing', () => {
    const remote = turboEnv({ TURBO_API: server.url, TURBO_TOKEN: token, TURBO_TEAM: 'team_cmp' });
    const first = clones.first;
    const one = turbo(first, TASKS, remote);
    expect(one.status, one.output).toBe(0);
    expect(one.output).toMatch(/Remote caching enabled/);
    const ran = lastSummary(first).filter((t) => t.command !== '<NONEXISTENT>');
    expect(ran.map((t) => t.taskId)).toEqual(['@customer-messaging/generators#build']);
    expect(ran[0]!.cache.status).toBe('MISS');
    // The server stored the artifact on disk.
    expect(readdirSync(server.storage, { recursive: true }).some((f) => String(f).endsWith('.tar.zst') || /[0-9a-f]{16}/.test(String(f)))).toBe(true);

    const second = clones.clone('second');
    expect(existsSync(path.join(second, 'generators/dist'))).toBe(false);
    expect(existsSync(path.join(second, '.turbo/cache'))).toBe(false);
    const two = turbo(second, TASKS, remote);
    expect(two.status, two.output).toBe(0);
    expect(two.output).toMatch(/FULL TURBO/);
    const replayed = lastSummary(second).filter((t) => t.command !== '<NONEXISTENT>');
    expect(replayed.map((t) => [t.taskId, t.cache.status, t.cache.source])).toEqual([['@customer-messaging/generators#build', 'HIT', 'REMOTE']]);
    expect(snapshot(path.join(second, 'generators/dist'))).toEqual(snapshot(path.join(first, 'generators/dist')));
  });

  test('the server refuses a request without the token, and one with another token', async () => {
    const artifact = `${server.url}/v8/artifacts/0123456789abcdef?slug=team_cmp`;
    const without = await fetch(artifact);
    expect([without.status, await without.text()]).toEqual([400, expect.stringMatching(/Missing Authorization header/)]);
    const wrong = await fetch(artifact, { headers: { authorization: 'Bearer not-the-token' } });
    expect([wrong.status, await wrong.text()]).toEqual([401, expect.stringMatching(/Invalid authorization token/)]);
    expect((await fetch(artifact, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });
});
