/**
 * A large real description, not ours: GitHub's REST API (`@octokit/openapi`, OpenAPI 3.0.3, 1,223
 * operations, names with `/` and `-`, a schema called `import`). The generator takes it as published, and
 * the client and stubs it writes type-check, with the runtimes, with 0 errors.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createMcpServer, listedTool, type McpDefinition, type ToolEntry } from '../../../packages/mcp-runtime/src/index.js';
import { nativeTscArgs } from '../../../tests/support/tsc.js';
import { cli } from '../../../tests/support/cli.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const spec = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
const out = mkdtempSync(path.join(tmpdir(), 'cmp-github-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("GitHub's published description", () => {
  it('generates the client and stubs, which type-check with the runtimes', () => {
    const generate = cli(['--spec', spec, '--out', out, '--only', 'client,server,mcp']);
    expect(generate.status, generate.stderr).toBe(0);

    const models = readFileSync(path.join(out, 'packages/client/src/generated/models.gen.ts'), 'utf8');
    expect(models).toMatch(/export type Import = (Readable<)?components\[["']schemas["']\]\[["']import["']\]>?;/);
    const handlers = readFileSync(path.join(out, 'packages/server/src/generated/handlers.gen.ts'), 'utf8');
    expect(handlers).toMatch(/["']actions\/add-custom-labels-to-self-hosted-runner-for-org["']: ActionsAddCustomLabelsToSelfHostedRunnerForOrgHandler;/);

    // Names come from the document (no configuration file): the class is the title, PascalCased, + `Client`.
    const clientFile = readFileSync(path.join(out, 'packages/client/src/generated/client.gen.ts'), 'utf8');
    const className = /export class (\w+Client) extends/.exec(clientFile)?.[1] ?? '';
    expect(className).toMatch(/^GitHubs?[A-Z]\w*Client$/);
    const webhooks = readFileSync(path.join(out, 'packages/client/src/generated/webhooks.gen.ts'), 'utf8');
    expect(webhooks).toMatch(/export type WebhookEvent =[\s\S]*\| IssuesOpenedWebhook\b/);

    // The generated entry points import the runtimes by name (found through the node_modules link below).
    // GitHub's client gets a consumer of its own: construct the derived class and make typed calls (a wrong
    // path, parameter or field would fail the type-check below).
    writeFileSync(
      path.join(out, 'packages/client/src/consumer.ts'),
      [
        `import { ${className} } from './generated/client.gen.js';`,
        "import type { paths } from './generated/schema.gen.js';",
        `export const client = new ${className}({ baseUrl: 'http://127.0.0.1:1', accessToken: 't' });`,
        "type Repo = paths['/repos/{owner}/{repo}']['get']['responses'][200]['content']['application/json'];",
        'export const fullName = (repo: Repo): string => repo.full_name;',
        "export const fetched: Promise<string> = client.repos.get('octocat', 'hello-world').then(fullName);",
        // The webhooks section (3.0's `x-webhooks`) is exported event types, and `client.webhooks.unwrap` returns them.
        "import type { IssuesOpenedWebhook, WebhookEvent } from './generated/webhooks.gen.js';",
        'export const opened = (event: IssuesOpenedWebhook): string => `${event.action} #${event.issue.number}`;',
        "export const received = (raw: string, headers: Record<string, string>): WebhookEvent => client.webhooks.unwrap(raw, headers, { secret: 'whsec_x' });",
        '',
      ].join('\n'),
    );
    cpSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(out, 'tsconfig.base.json'));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(out, 'node_modules'), 'dir');
    writeFileSync(
      path.join(out, 'tsconfig.json'),
      JSON.stringify({
        extends: './tsconfig.base.json',
        compilerOptions: { noEmit: true, customConditions: ['cmp-source'] },
        include: ['packages/client/src', 'packages/server/src'],
      }),
    );
    const tsc = spawnSync(process.execPath, nativeTscArgs('-p', path.join(out, 'tsconfig.json')), {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(
      tsc.stdout
        .split('\n')
        .filter((l) => l.includes('error TS'))
        .slice(0, 20),
    ).toEqual([]);
    expect(tsc.status).toBe(0);
  });

  it('makes an MCP tool of every operation; in dynamic mode the list fits and a search finds an operation by what it does', async () => {
    const file = readFileSync(path.join(out, 'packages/mcp/src/generated/tools.gen.ts'), 'utf8');
    const tools = JSON.parse(file.slice(file.indexOf('= [') + 2, file.lastIndexOf(']') + 1)) as ToolEntry[];
    expect(tools.length).toBeGreaterThan(1000);
    const names = tools.map((t) => t.name);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      for (const k of ['oneOf', 'anyOf', 'allOf']) expect(tool.inputSchema[k], tool.name).toBeUndefined();
    }
    const definition: McpDefinition = {
      name: 'github-mcp',
      version: '1',
      title: "GitHub's REST API",
      bin: 'github-mcp',
      envPrefix: 'GITHUB_',
      credentialVariables: [],
      otherVariables: [],
      scopes: [],
      tools,
    };
    const calls: unknown[] = [];
    const caller = {
      _call: (op: never, input: unknown) => ({ withResponse: async () => (calls.push({ op, input }), { data: { full_name: 'octocat/hello-world' }, requestId: undefined }) }),
    };
    // Static mode's list as the server answers it (the SDK's client would compile 1,223 output schemas to read it).
    const staticSize = JSON.stringify({ tools: tools.map(listedTool) }).length;
    const server = createMcpServer({
      definition,
      client: caller,
      operations: Object.fromEntries(tools.map((t) => [t.operationId, { id: t.operationId }])),
      mode: 'dynamic',
      log: false,
    });
    const [a, b] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'github-test', version: '1' });
    await Promise.all([server.connect(a), client.connect(b)]);
    const listed = await client.listTools();
    const dynamicSize = JSON.stringify(listed).length;
    expect(listed.tools.map((t) => t.name)).toEqual(['search_operations', 'describe_operation', 'call_operation']);
    const found = await client.callTool({ name: 'search_operations', arguments: { query: 'get a repository' } });
    const matches = (JSON.parse((found.content as { text: string }[])[0]!.text) as { matches: { name: string; path: string }[] }).matches;
    expect(matches[0]).toMatchObject({ name: 'repos_get', path: '/repos/{owner}/{repo}' });
    const called = await client.callTool({ name: 'call_operation', arguments: { name: 'repos_get', arguments: { owner: 'octocat', repo: 'hello-world' } } });
    expect(called.isError).toBeFalsy();
    expect(calls).toEqual([{ op: { id: 'repos/get' }, input: { path: { owner: 'octocat', repo: 'hello-world' } } }]);
    await client.close();
    const sizes = { static: staticSize, dynamic: dynamicSize };
    // The dynamic list fits any client's limits (three tools, a few KB), where the static one is megabytes.
    expect(sizes.dynamic).toBeLessThan(5_000);
    expect(sizes.static).toBeGreaterThan(100 * sizes.dynamic);
  });
});
