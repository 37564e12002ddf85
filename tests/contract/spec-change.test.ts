/**
 * The spec-change loop of docs/guides/spec-change-workflow.md, end to end, on a scratch copy of the
 * repository: add `GET /customers/{customer_id}` (`customers.retrieve`) and an optional field on `Customer`,
 * bump info.version to the next minor; generate, lint (Redocly and Spectral), check, `diff --ci` (a minor
 * change, nothing breaks clients, the new operation listed as server work); the sandbox type-check names the
 * missing handler until step 4 adds it; release; type-check the generated client and stubs with the sandbox;
 * call the new operation with the generated client through `prism proxy --errors` in front of the sandbox.
 *
 * Nothing here names the spec's current version or operation count: the versions come from the released
 * specs, so the scenario holds after every release. Independent steps run concurrently (2-core CI).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../packages/mock/src/index.js';
import { latestRelease } from '../../generators/src/release/files.js';
import { release } from '../../generators/src/release/release.js';
import { nextVersion } from '../../generators/src/diff/gate.js';
import { repoRoot } from '../support/spec.js';
import { scratchRepository, type ScratchRepository } from '../support/scratch.js';
import { nativeTscArgs } from '../support/tsc.js';
import { cliAsync } from '../support/cli.js';

const exec = promisify(execFile);
interface Run {
  code: number;
  stdout: string;
  stderr: string;
}
/** Runs a command to completion and returns its exit code and output (never throws on a non-zero exit). */
async function run(file: string, args: string[], cwd = repoRoot): Promise<Run> {
  try {
    const { stdout, stderr } = await exec(file, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? String(error) };
  }
}
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);
const cli = async (...args: string[]): Promise<Run> => {
  const { status, stdout, stderr } = await cliAsync(args, { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' } });
  return { code: status ?? -1, stdout, stderr };
};
const show = (r: Run) => `exit ${r.code}\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`;

const released = JSON.parse(readFileSync(latestRelease()!, 'utf8')).info.version as string;
const minor = nextVersion(released, 'minor');
let repo: ScratchRepository;
const typecheck = () => run(process.execPath, nativeTscArgs('-p', 'tsconfig.scenario.json', '--pretty', 'false'), repo.dir);
const generate = (...extra: string[]) => cli('generate', '--spec', repo.root, '--config', repo.generatorConfig, '--out', repo.dir, ...extra);

/** Step 4 of the guide: the handler, in a file of its area, spread into sandboxHandlers. */
function addSandboxHandler() {
  repo.write(
    'packages/sandbox/src/handlers/customers.ts',
    `import { errors, type Handlers } from '@customer-messaging/server';
import { accountOf } from '../context.js';
import type { SandboxState } from '../state.js';

export function customerHandlers(state: SandboxState): Pick<Handlers, 'retrieveCustomer'> {
  return {
    retrieveCustomer({ params }, context) {
      const customer = accountOf(state, context).customers.get(params.customer_id);
      if (!customer) throw errors.notFound(\`No customer \${params.customer_id} in this account.\`);
      return { status: 200, body: customer };
    },
  };
}
`,
  );
  repo.editFile('packages/sandbox/src/handlers/index.ts', (t) =>
    t
      .replace("import { readHandlers } from './reads.js';\n", "import { readHandlers } from './reads.js';\nimport { customerHandlers } from './customers.js';\n")
      .replace('    ...readHandlers(state),\n', '    ...readHandlers(state),\n    ...customerHandlers(state),\n'),
  );
}

beforeAll(() => {
  repo = scratchRepository();
  // The operation, in the layout openapi/README.md prescribes: one file per path, shared parameter in components.
  repo.write(
    'openapi/components/parameters/CustomerId.yaml',
    "name: customer_id\nin: path\nrequired: true\ndescription: Id of a customer (an opaque string).\nschema:\n  type: string\n  example: '881'\n",
  );
  const create = readFileSync(path.join(repo.dir, 'openapi/paths/customers.yaml'), 'utf8');
  const example = /( {10}example:\n {12}object: customer\n[\s\S]*?)\n {4}'400':/.exec(create)![1];
  repo.write(
    'openapi/paths/customers_{customer_id}.yaml',
    `parameters:
  - $ref: ../components/parameters/CustomerId.yaml
get:
  operationId: retrieveCustomer
  summary: Retrieve a customer
  description: Returns one customer.
  tags: [Customers]
  security:
    - bearerAuth: [customers]
  x-sdk-method: customers.retrieve
  x-idempotent: true
  parameters:
    - $ref: ../components/parameters/XRequestId.yaml
  responses:
    '200':
      description: The customer.
      headers:
        X-Request-Id:
          $ref: ../components/headers/X-Request-Id.yaml
      content:
        application/json:
          schema:
            $ref: ../components/schemas/Customer.yaml
${example}
${['400', '401', '403', '404', '429'].map((s) => `    '${s}':\n      $ref: ../components/responses/${{ 400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 429: 'TooManyRequests' }[s]}.yaml`).join('\n')}
    5XX:
      $ref: ../components/responses/ServerError.yaml
`,
  );
  repo.edit('openapi.yaml', (t) =>
    t.replace(
      '  /customers:\n    $ref: paths/customers.yaml\n',
      '  /customers:\n    $ref: paths/customers.yaml\n  /customers/{customer_id}:\n    $ref: paths/customers_{customer_id}.yaml\n',
    ),
  );
  repo.edit('components/schemas/Customer.yaml', (t) =>
    t.replace(
      '  created_by:\n    type: string\n',
      "  created_by:\n    type: string\n  preferred_language:\n    type: string\n    description: Language the customer's contacts are answered in.\n",
    ),
  );
  // What an SDK user writes against the new method and field; type-checked with the generated client.
  repo.write(
    'consumer.ts',
    `import { CustomerMessagingClient, type Customer } from './packages/client/src/index.js';
export async function language(client: CustomerMessagingClient, id: string): Promise<string | undefined> {
  const customer: Customer = await client.customers.retrieve(id);
  // @ts-expect-error the new field is optional
  const required: string = customer.preferred_language;
  void required;
  return customer.preferred_language;
}
`,
  );
  repo.write(
    'tsconfig.scenario.json',
    JSON.stringify({
      extends: './tsconfig.base.json',
      // Incremental: the second type-check (after the handler is written) re-checks only what changed.
      compilerOptions: { noEmit: true, customConditions: ['cmp-source'], incremental: true, tsBuildInfoFile: 'scenario.tsbuildinfo' },
      include: ['packages/client/src', 'packages/server/src', 'packages/sandbox/src', 'consumer.ts'],
    }),
  );
});
afterAll(() => repo?.remove());

describe('spec change: add GET /customers/{customer_id} and an optional field, then release a minor', () => {
  it('with info.version bumped to the next minor, generate writes the change and Redocly lint passes', async () => {
    repo.edit('openapi.yaml', (t) => t.replace(/^(\s+version:) .*$/m, `$1 ${minor}`));
    const [lint, generated] = await Promise.all([run(bin('redocly'), ['lint', '--max-problems', '200'], repo.dir), generate()]);
    expect(lint.code, show(lint)).toBe(0);
    expect(generated.code, show(generated)).toBe(0);
    expect(generated.stdout).toMatch(/created\s+docs\/reference\/samples\/retrieveCustomer\.gen\.ts/);
    expect(readFileSync(path.join(repo.dir, 'packages/client/src/generated/resources.gen.ts'), 'utf8')).toMatch(/retrieve\(\s*customerId: string/);
    expect(readFileSync(path.join(repo.dir, 'packages/server/src/generated/routes.gen.ts'), 'utf8')).toContain("url: '/customers/:customer_id'");
    expect(readFileSync(path.join(repo.dir, 'docs/reference/index.html'), 'utf8')).toContain('retrieveCustomer');
  });

  it('Spectral, check and diff --ci pass: a minor change, nothing breaks clients; the sandbox type-check names the missing handler', async () => {
    const [spectral, check, diff, tsc] = await Promise.all([
      run(bin('spectral'), ['lint', 'openapi/dist/openapi.json', '--ruleset', '.spectral.yaml', '--fail-severity', 'hint', '--quiet'], repo.dir),
      generate('--check'),
      cli('diff', '--ci', '--format', 'json', '--head', repo.root),
      typecheck(),
    ]);
    expect(spectral.code, show(spectral)).toBe(0);
    expect(check.code, show(check)).toBe(0);

    expect(diff.code, show(diff)).toBe(0);
    const report = JSON.parse(diff.stdout);
    expect([report.bump, report.gate.declared, report.gate.ok]).toEqual(['minor', 'minor', true]);
    expect(report.changes.filter((c: { client: string }) => c.client === 'breaking')).toEqual([]);
    expect(report.changes).toContainEqual(expect.objectContaining({ rule: 'operation-added', location: 'GET /customers/{customer_id}', server: 'breaking', semver: 'minor' }));
    expect(report.changes).toContainEqual(expect.objectContaining({ rule: 'response-property-added', location: 'schema Customer.preferred_language', semver: 'minor' }));

    // Before step 4 of the guide, the type-check says which operation lacks a handler and where it goes.
    expect(tsc.code).not.toBe(0);
    expect(tsc.stdout).toContain('packages/sandbox/src/handlers/index.ts');
    expect(tsc.stdout).toContain('No sandbox handler for retrieveCustomer: write it in the file of its area in packages/sandbox/src/handlers/');
    addSandboxHandler();
  });

  it('releases the minor version: packages, their dependents and the lock follow, changelogs list the change', async () => {
    const logs: string[] = [];
    const [log, error] = [console.log, console.error];
    console.log = console.error = (...args: unknown[]) => void logs.push(args.join(' '));
    let code: number;
    try {
      code = await release({ root: repo.dir, date: '2026-01-02', verify: false });
    } finally {
      [console.log, console.error] = [log, error];
    }
    expect(code, logs.join('\n')).toBe(0);
    const read = (file: string) => readFileSync(path.join(repo.dir, file), 'utf8');
    for (const pkg of ['client', 'server', 'mock']) expect(JSON.parse(read(`packages/${pkg}/package.json`)).version).toBe(minor);
    // The sandbox depends on the stubs at the spec's version; npm ci would look a stale pin up in the registry.
    expect(JSON.parse(read('packages/sandbox/package.json')).dependencies['@customer-messaging/server']).toBe(minor);
    const lock = JSON.parse(read('package-lock.json')).packages;
    expect([lock['packages/client'].version, lock['packages/server'].version, lock['packages/sandbox'].dependencies['@customer-messaging/server']]).toEqual([minor, minor, minor]);
    const client = read('packages/client/CHANGELOG.md').split(`## ${released}`)[0]!;
    expect(client).toContain(`## ${minor} (2026-01-02)`);
    expect(client).toMatch(/- New operation: .+ \(`GET \/customers\/\{customer_id\}`\)\./);
    expect(client).not.toMatch(/### Breaking|info\.version/);
    expect(read('packages/server/CHANGELOG.md').split(`## ${released}`)[0]).toMatch(
      /### Must implement\n\n(?:- .*\n)*- `GET \/customers\/\{customer_id\}`: new operation retrieveCustomer\n/,
    );
    expect(JSON.parse(read(`openapi/releases/${minor}.json`)).info.version).toBe(minor);
  });

  it('the generated client, the stubs and the sandbox with its new handler type-check together', async () => {
    const tsc = await typecheck();
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.code).toBe(0);
  });

  it('the generated client calls the new operation on the sandbox through prism proxy --errors, with no violation', async () => {
    // The scratch packages, loaded from their sources: the generated client and stubs of the changed spec.
    const { startSandbox } = (await import(path.join(repo.dir, 'packages/sandbox/src/index.ts'))) as typeof import('../../packages/sandbox/src/index.js');
    const clientModule = (await import(path.join(repo.dir, 'packages/client/src/index.ts'))) as typeof import('../../packages/client/src/index.js');
    const sandbox = await startSandbox({ mode: 'test' });
    const prismLog: string[] = [];
    const proxy = await startMock({ spec: path.join(repo.dir, 'openapi/dist/openapi.yaml'), upstream: sandbox.baseUrl, onLog: (line) => prismLog.push(line) });
    try {
      const { clientId, clientSecret } = sandbox.credentials.acme;
      const client = new clientModule.CustomerMessagingClient({ baseUrl: proxy.url, clientId, clientSecret, maxRetries: 0 });
      const created = await client.customers.create({ name: 'Initech' });
      // Typed against the repository's client, which lacks the new method; the scratch one was type-checked above.
      const { data: found, response } = await (client.customers as any).retrieve(created.id).withResponse();
      expect(found).toEqual(created);
      expect(response.headers.get('sl-violations')).toBeNull();
      const missing = await (client.customers as any).retrieve('999999').catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(clientModule.NotFoundError);
      expect(missing).toMatchObject({ status: 404, code: 'resource_not_found' });
      expect(prismLog.filter((line) => /violation/i.test(line) && !/0 violation/i.test(line))).toEqual([]);
    } finally {
      await proxy.stop();
      await sandbox.stop();
    }
  });
});
