/**
 * The configuration file: what it may say (each bad value is a diagnostic naming the file, the field and
 * what was expected), and the defaults that make any spec generate without one.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfig, loadConfig } from '../../src/config/load.js';
import { buildIR } from '../../src/ir/build.js';
import { SpecError } from '../../src/load/diagnostics.js';
import type { UserConfig } from '../../src/config/types.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('checkConfig', () => {
  it.each<[string, unknown, RegExp]>([
    ['a default export that is not an object', 42, /the default export is 42; expected an object/],
    ['an unknown field', { clientName: 'X' }, /clientName is an unknown field; expected one of the known fields/],
    ['a class name that is no identifier', { client: { className: 'My Client' } }, /client\.className is "My Client"; expected a TypeScript identifier/],
    ['a package name npm refuses', { client: { packageName: 'My Package' } }, /client\.packageName is "My Package"; expected an npm package name/],
    ['a lower-case environment prefix', { client: { envPrefix: 'acme_' } }, /client\.envPrefix is "acme_"; expected upper-case letters/],
    [
      'a token exchange without its operation',
      { tokenExchange: { clientIdField: 'id' } },
      /tokenExchange\.operationId is missing; expected the operationId of the token operation/,
    ],
    ['an error envelope without code', { errors: { type: 'error.type' } }, /errors\.code is missing; expected a key path into the body/],
    ['an empty key path', { pagination: { items: 'data..x' } }, /pagination\.items is "data\.\.x"; expected a key path/],
    ['a base path without its slash', { basePath: 'v2' }, /basePath is "v2"; expected a path/],
    ['a header name with a space', { requestIdHeader: 'Request Id' }, /requestIdHeader is "Request Id"; expected a header name/],
    ['guides as one string', { docs: { guides: 'intro' } }, /docs\.guides is "intro"; expected a list of guide file names/],
    ['a Try it server without a URL', { docs: { tryItServers: [{ label: 'Local' }] } }, /docs\.tryItServers is .*; expected a list of \{ label, url \} with http\(s\) URLs/],
    ['sample files of an unknown kind', { docs: { sampleFiles: 'each' } }, /docs\.sampleFiles is "each"; expected one of 'operation'/],
    ['a Try it server on another scheme', { docs: { tryItServers: [{ label: 'Local', url: 'ftp://127.0.0.1' }] } }, /docs\.tryItServers .*expected a list of \{ label, url \}/],
    ['a lifecycle policy that is no object', { diff: { lifecycle: 'on' } }, /diff\.lifecycle is "on"; expected false or an object/],
    ['stability levels as one string', { diff: { lifecycle: { stabilityLevels: 'alpha' } } }, /diff\.lifecycle\.stabilityLevels is "alpha"; expected a non-empty list of strings/],
    [
      'an unstable level that is no level',
      { diff: { lifecycle: { stabilityLevels: ['beta', 'ga'], unstableLevels: ['alpha'] } } },
      /diff\.lifecycle\.unstableLevels .*expected levels of diff\.lifecycle\.stabilityLevels/,
    ],
    ['a day that is no date', { diff: { lifecycle: { today: 'tomorrow' } } }, /diff\.lifecycle\.today is "tomorrow"; expected an ISO date/],
    ['an unknown lifecycle field', { diff: { lifecycle: { sunsetDays: 30 } } }, /diff\.lifecycle\.sunsetDays is an unknown field/],
    ['an unknown field of the client', { client: { classname: 'X' } }, /client\.classname is an unknown field; expected one of the known fields \(packageName, className,/],
    ['a token exchange of true', { tokenExchange: true }, /tokenExchange is true; expected false or \{ operationId/],
    [
      'a dev service without {port}',
      { dev: { services: { api: { command: ['node', 'api.js'], port: 4000 } } } },
      /dev\.services\.api\.command is \["node","api\.js"\]; expected the command as an array of strings, with '\{port\}'/,
    ],
    ['a dev service without its port', { dev: { services: { api: { command: ['x', '{port}'] } } } }, /dev\.services\.api\.port is missing; expected a port number/],
    ['a preview port out of range', { dev: { previewPort: 70000 } }, /dev\.previewPort is 70000; expected a port number/],
    [
      'an environment variable that is no string',
      { dev: { services: { api: { command: ['{port}'], port: 1, env: { N: 1 } } } } },
      /dev\.services\.api\.env is \{"N":1\}; expected an object of environment variables/,
    ],
    ['exports that are not modules of src/', { client: { exports: ['poll.ts'] } }, /client\.exports is \["poll\.ts"\]; expected a list of modules of the package's src\//],
  ])('%s', (_name, value, message) => {
    const problems = checkConfig(value, path.join(dir, 'cmp.config.ts'));
    expect(problems.map((p) => p.message).join('\n')).toMatch(message);
    expect(problems[0]!.file).toMatch(/cmp\.config\.ts$/);
  });

  it('reports every problem, one per field', () => {
    const problems = checkConfig({ client: { className: '1x', envPrefix: 'x' }, basePath: 'v1', nope: 1 }, 'cmp.config.ts');
    expect(problems.map((p) => p.message.split(' is ')[0]).sort()).toEqual(['basePath', 'client.className', 'client.envPrefix', 'nope']);
  });

  it("accepts this repository's own configuration", async () => {
    const { default: own } = await import('../../../cmp.config.js');
    expect(checkConfig(own, 'cmp.config.ts')).toEqual([]);
  });

  it('accepts a full configuration', () => {
    const full: UserConfig = {
      input: 'spec.yaml',
      redocly: 'redocly.yaml',
      client: { packageName: '@acme/client', className: 'AcmeClient', coreClassName: 'AcmeCore', envPrefix: 'ACME_' },
      tokenExchange: { operationId: 'token', clientIdField: 'id', clientSecretField: 'secret', rejectedCode: 'expired' },
      errors: { code: ['err', 'code'], type: 'err.kind' },
      pagination: { items: 'items', hasMore: 'more', nextCursor: 'next', pageParam: 'p', cursorParam: 'after' },
      requestIdHeader: 'X-Trace',
      basePath: '/api/v2',
      docs: { guides: ['getting-started', 'errors'], tryItServers: [{ label: 'Local', url: 'http://127.0.0.1:8080/api' }], sampleFiles: 'language' },
    };
    expect(checkConfig(full, 'cmp.config.ts')).toEqual([]);
  });
});

describe('the schema validator', () => {
  it('is kept as Ajv standalone code that answers as the schema compiled in memory does', async () => {
    const { configValidator, validatorFile } = await import('../../src/config/validator.js');
    const { configSchema } = await import('../../src/config/schema.js');
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    configValidator();
    const file = validatorFile();
    expect(readdirSync(path.dirname(file))).toContain(path.basename(file));
    const require = createRequire(import.meta.url);
    const inMemory = new Ajv2020({ allErrors: true, strict: true });
    inMemory.addKeyword({ keyword: 'expected', schemaType: 'string' });
    const compiled = inMemory.compile(configSchema);
    const bad = { client: { className: '1x', nope: true }, errors: {}, dev: { services: { a: { command: ['x'], port: -1 } } } };
    const kept = require(file) as typeof compiled;
    expect(kept(bad)).toBe(false);
    expect(compiled(bad)).toBe(false);
    expect(kept.errors!.map((e) => [e.instancePath, e.schemaPath])).toEqual(compiled.errors!.map((e) => [e.instancePath, e.schemaPath]));
    expect(kept.errors!.length).toBeGreaterThanOrEqual(4);
  });
});

describe('loadConfig', () => {
  it('imports a TypeScript module and resolves its paths next to it', async () => {
    const file = path.join(dir, 'good.config.ts');
    writeFileSync(file, "export default { input: 'spec/api.yaml', redocly: 'lint.yaml', client: { className: 'AcmeClient' } } as const;\n");
    const loaded = await loadConfig(file);
    expect(loaded).toMatchObject({ input: path.join(dir, 'spec/api.yaml'), redocly: path.join(dir, 'lint.yaml'), config: { client: { className: 'AcmeClient' } } });
  });

  it.each<[string, string, string, RegExp]>([
    ['a module that does not load', 'broken.config.ts', 'export default {', /Could not load the configuration/],
    ['a Redocly file given as the configuration', 'redocly.yaml', 'extends: [recommended]\n', /expects the generator's configuration module/],
    ['a bad value, placed at its line', 'placed.config.ts', "export default {\n  client: {\n    className: 'not valid',\n  },\n};\n", /className is "not valid"/],
  ])('%s is a diagnostic, not a stack trace', async (_name, name, text, message) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    const error = await loadConfig(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toMatch(message);
    if (name === 'placed.config.ts') expect((error as SpecError).diagnostics[0]!.line).toBe(3);
  });

  it('places each problem at its own field, through defineConfig, a variable and arrays', async () => {
    const file = path.join(dir, 'nested.config.ts');
    const text = [
      'const defineConfig = (c: unknown) => c;', // 1
      'const config = {', // 2
      "  client: { packageName: '@acme/client' },", // 3
      '  server: {', // 4
      "    packageName: 'Not A Package',", // 5
      '  },', // 6
      '  docs: {', // 7
      '    tryItServers: [', // 8
      "      { label: 'Local', url: 'ftp://x' },", // 9
      '    ],', // 10
      '  },', // 11
      '  tokenExchange: {', // 12
      "    clientIdField: 'id',", // 13
      '  },', // 14
      '  dev: { services: { api: { command: [], port: 1 } } },', // 15
      '} as const;', // 16
      'export default defineConfig(config);', // 17
    ].join('\n');
    writeFileSync(file, text);
    const error = await loadConfig(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    const placed = Object.fromEntries((error as SpecError).diagnostics.map((d) => [d.message.split(' is ')[0], d.line]));
    // The server's packageName, not the client's (line 3) that comes first in the file.
    expect(placed).toEqual({ 'server.packageName': 5, 'docs.tryItServers': 8, 'tokenExchange.operationId': 12, 'dev.services.api.command': 15 });
    expect((error as SpecError).message).toMatch(/nested\.config\.ts:5:5 {2}server\.packageName is "Not A Package"; expected an npm package name such as '@acme\/server'\./);
  });
});

describe('defaults for a spec without configuration', () => {
  const ok = { '200': { description: 'OK' } };
  const spec = (extra: Record<string, unknown> = {}) => ({
    openapi: '3.1.0',
    info: { title: 'Acme Widgets API', version: '2.0.0' },
    servers: [{ url: 'https://{region}.acme.test/api/{version}', variables: { region: { default: 'eu' }, version: { default: 'v3' } } }],
    paths: { '/oauth/token': { post: { operationId: 'issueToken', responses: ok } }, '/widgets': { get: { operationId: 'listWidgets', responses: ok } } },
    ...extra,
  });
  const oauth = {
    components: { securitySchemes: { oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://eu.acme.test/api/v3/oauth/token', scopes: {} } } } } },
  };

  it.each<[string, Record<string, unknown>, UserConfig, (api: ReturnType<typeof buildIR>['api']) => unknown, unknown]>([
    [
      'class and package names from the title',
      spec(),
      {},
      (api) => api.client,
      {
        className: 'AcmeWidgetsApiClient',
        coreClassName: 'AcmeWidgetsApiCore',
        packageName: 'acme-widgets-api-client',
        envPrefix: 'ACME_WIDGETS_',
        errorClassName: 'AcmeWidgetsApiError',
        description: 'Typed TypeScript client of Acme Widgets API, generated from its OpenAPI document.',
        packageJson: {},
        readme: true,
        exports: [],
      },
    ],
    [
      "the server package's name and description from the title, the license from the spec",
      spec({ info: { title: 'Acme Widgets API', version: '1', license: { name: 'Apache-2.0' } } }),
      {},
      (api) => [api.server.packageName, api.server.description, api.server.packageJson],
      ['acme-widgets-api-server', 'Fastify server stubs of Acme Widgets API, generated from its OpenAPI document.', { license: 'Apache-2.0' }],
    ],
    [
      "the configuration's package fields win",
      spec(),
      { server: { packageName: '@acme/stubs', description: 'Stubs.', packageJson: { license: 'UNLICENSED' }, readme: false } },
      (api) => api.server,
      { packageName: '@acme/stubs', description: 'Stubs.', packageJson: { license: 'UNLICENSED' }, readme: false, exports: [] },
    ],
    ['the base URL with its variables at their defaults', spec(), {}, (api) => [api.baseUrl, api.basePath], ['https://eu.acme.test/api/v3', '/api/v3']],
    ['no token exchange without an OAuth 2 client-credentials flow', spec(), {}, (api) => api.tokenExchange, undefined],
    ["the token exchange at the flow's tokenUrl", spec(oauth), {}, (api) => api.tokenExchange?.operationId, 'issueToken'],
    ['tokenExchange: false turns it off', spec(oauth), { tokenExchange: false }, (api) => api.tokenExchange, undefined],
    ['no envelopes unless configured', spec(), {}, (api) => [api.errors, api.pagination], [undefined, undefined]],
    ['dotted key paths become arrays', spec(), { errors: { code: 'problem.code' } }, (api) => api.errors, { code: ['problem', 'code'] }],
    [
      'the configured names win',
      spec(),
      { client: { className: 'Acme' }, basePath: '' },
      (api) => [api.client.className, api.client.coreClassName, api.basePath],
      ['Acme', 'AcmeCore', ''],
    ],
    [
      'the API-wide rate limit, read once',
      spec({ info: { title: 't', version: '1', 'x-rate-limit': { requests: 10, window_seconds: 1 } } }),
      {},
      (api) => api.rateLimit,
      { requests: 10, windowSeconds: 1, per: 'credential' },
    ],
  ])('%s', (_name, document, config, pick, want) => {
    expect(pick(buildIR(document, { config }).api)).toEqual(want);
  });

  it('a token operation the spec does not have is a problem of the configuration', () => {
    const error = (() => {
      try {
        buildIR(spec(), { config: { tokenExchange: { operationId: 'nope' } }, configFile: 'cmp.config.ts' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toMatch(/^cmp\.config\.ts {2}tokenExchange\.operationId is "nope", but the spec has no operation of that id/);
  });
});
