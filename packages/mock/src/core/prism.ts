/**
 * Prism 5.14.2 run in this process through its own packages (@stoplight/prism-http, -http-server,
 * -core: the versions @stoplight/prism-cli 5.14.2 depends on), instead of through its command line.
 *
 * `startPrism()` is prism-cli's `createPrismServerWithLogger` (dist/util/createServer.js) with this
 * project's flags (`prism-args.ts`): the same operations from the same document, the same server and config
 * (`--cors=false --errors`, request and response validation, security checks; `prism proxy`'s config when
 * an upstream is given), and in dynamic mode the same json-schema-faker set-up (prism-cli's own
 * `configureExtensionsUserProvided`, with `fillProperties` off). What the command line did besides, and why
 * it is left out:
 * - yargs, the file watcher (chokidar) and its wait for `ready`: the mock is started on a built spec and
 *   restarted by whoever changes it; nobody edits the spec under a running mock.
 * - signale: the log is formatted here (`prism-log.ts`), in one line per entry as Prism's CLI prints it.
 * - the route list filled with faker-generated sample values: the log lists the routes as the spec writes
 *   them, so that logging does not load faker.
 * - json-schema-faker options in static mode: static answers never run json-schema-faker.
 *
 * Loading Prism is most of the start-up, and most of that is modules it requires but this mock seldom
 * needs; those are deferred (`defer-module.ts`) until first used:
 * - @faker-js/faker (about 400 ms to load), which prism-http's JSON Schema generator hands to
 *   json-schema-faker for `x-faker` and some string formats: dynamic mode only, and only for those.
 * - @stoplight/http-spec's Postman collection reader (postman-collection, about 50 ms): used only when the
 *   document is a Postman collection, never an OpenAPI one.
 * - node-fetch and the HTTP(S) proxy agents of prism-http's forwarder (about 15 ms with whatwg-url): used
 *   only in proxy mode, to call the upstream.
 * `test/deferred-modules.test.ts` checks that a static mock answers without loading any of them.
 *
 * The operations Prism computes from the spec are cached on disk for the next start (`operations-cache.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PrismCore from '@stoplight/prism-core';
import type * as PrismHttp from '@stoplight/prism-http';
import type * as PrismHttpServer from '@stoplight/prism-http-server';
import { deferModule } from './defer-module.js';
import { cachedOperations } from './operations-cache.js';
import { MOCK_HOST } from './prism-args.js';
import { prismLogWriter } from './prism-log.js';
import type { SpecOperation } from './stateful/operations.js';

export interface PrismOptions {
  /** Path of the OpenAPI document. */
  spec: string;
  /** 0 picks a free port. */
  port: number;
  dynamic?: boolean;
  seed?: string;
  /** `prism proxy`: forward every request to this base URL and validate both ways. */
  upstream?: string;
  /** Receives Prism's log, one line per entry; no log at all without it. */
  log?: (line: string) => void;
}

export interface RunningPrism {
  url: string;
  port: number;
  /** The operations Prism serves, as it read them from the document (`$ref`s resolved): the stateful mock infers its resources from them. */
  operations: readonly SpecOperation[];
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** prism-cli's command-line extensions module (json-schema-faker options); no types are shipped for the deep path. */
type PrismCliExtensions = { configureExtensionsUserProvided(document: string, options: Record<string, unknown>): Promise<void> };

function loadPrism() {
  deferModule('@faker-js/faker', require.resolve('@stoplight/prism-http/dist/mocker/generator/JSONSchema.js'), { instances: ['default', 'faker'] });
  deferModule('@stoplight/http-spec/postman/operation', require.resolve('@stoplight/prism-http/dist/utils/operations.js'));
  const forwarder = require.resolve('@stoplight/prism-http/dist/forwarder/index.js');
  for (const request of ['node-fetch', 'http-proxy-agent', 'https-proxy-agent']) deferModule(request, forwarder, { callable: true });
  keepAjvErrors();
  return {
    core: require('@stoplight/prism-core') as typeof PrismCore,
    http: require('@stoplight/prism-http') as typeof PrismHttp,
    server: require('@stoplight/prism-http-server') as typeof PrismHttpServer,
  };
}

/** Prism's violation: one entry of its `sl-violations` header. */
export interface PrismViolation {
  location: string[];
  code: string | number;
  message: string;
  severity?: string;
}

/** What Prism's prose message of a violation was made from: the Ajv error, as Ajv gave it. */
export interface KeptAjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type PrismUtils = { convertAjvErrors: (errors: KeptAjvError[], ...rest: unknown[]) => { path?: string[]; message: string }[]; keptAjvErrors?: true };

/** Ajv errors by the violation Prism made of them (`ajvErrorOf`); at most a few thousand are kept. */
const ajvErrors = new Map<string, KeptAjvError>();
const violationKey = (path: readonly string[], message: string) => `${path.join('\u0000')}\u0000${message}`;

/**
 * The Ajv error a violation of the `sl-violations` header was made from (its location without the leading
 * `request`), when Prism validated it in this process.
 */
export function ajvErrorOf(violation: PrismViolation): KeptAjvError | undefined {
  return ajvErrors.get(violationKey(violation.location.slice(1), violation.message));
}

/**
 * Prism turns Ajv's errors into violations with a prose message, dropping what the message was made from
 * (the missing property, the allowed values, the expected type), and its server writes only the location,
 * code and message into the `sl-violations` header. The front door answers a refused request with the
 * server runtime's own mapping of Ajv errors (`toApiError`), so the Ajv error of each violation is kept
 * here, by its location and message: the message is made from the error's path, keyword and params, so the
 * same violation always comes from the same error. prism-http's validators call `convertAjvErrors` through
 * the module's exports at each use, so wrapping that export is enough; prism-http is pinned (see
 * ../../package.json), and the front door's tests fail if a new version stops calling it this way.
 */
function keepAjvErrors(): void {
  const utils = require('@stoplight/prism-http/dist/validator/validators/utils.js') as PrismUtils;
  if (utils.keptAjvErrors) return;
  const convert = utils.convertAjvErrors;
  utils.convertAjvErrors = (errors, ...rest) => {
    const violations = convert(errors, ...rest);
    if (ajvErrors.size > 5000) ajvErrors.clear();
    violations.forEach((violation, i) => {
      const { keyword, instancePath, params } = errors[i]!;
      ajvErrors.set(violationKey(violation.path ?? [], violation.message), { keyword, instancePath, params });
    });
    return violations;
  };
  utils.keptAjvErrors = true;
}

/** The version of the package that `from` would load for `name` (whose exports may not include its package.json). */
function packageVersion(name: string, from: string): string {
  for (let dir = path.dirname(createRequire(from).resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (json.name === name) return json.version ?? '';
  }
  return '';
}

export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  const { core, http, server: httpServer } = loadPrism();
  // The CLI's logger: its extra `start` level (for "Prism is listening"), level names in the JSON lines.
  const logger = core.createLogger(
    'CLI',
    { customLevels: { start: 31 }, level: options.log ? 'info' : 'silent', formatters: { level: (level: string) => ({ level }) } } as object,
    prismLogWriter(options.log ?? (() => {})),
  ) as ReturnType<typeof PrismCore.createLogger> & { start(message: string): void };
  const versions = `prism-http ${packageVersion('@stoplight/prism-http', import.meta.filename)}, http-spec ${packageVersion('@stoplight/http-spec', require.resolve('@stoplight/prism-http'))}`;
  const { operations, save } = await cachedOperations(options.spec, http.getHttpOperationsFromSpec, { versions });
  if (operations.length === 0) throw new Error('No operations found in the current file.');
  if (options.dynamic) {
    const extensions = require('@stoplight/prism-cli/dist/extensions.js') as PrismCliExtensions;
    await extensions.configureExtensionsUserProvided(options.spec, { fillProperties: false });
  }
  const shared = {
    validateRequest: true,
    validateResponse: true,
    checkSecurity: true,
    errors: true,
    upstreamProxy: undefined,
    mock: { dynamic: options.dynamic ?? false, ignoreExamples: false, ...(options.seed ? { seed: options.seed } : {}) },
  };
  const config: PrismHttp.IHttpConfig = options.upstream ? { ...shared, isProxy: true, upstream: new URL(options.upstream) } : { ...shared, isProxy: false };
  const server = httpServer.createServer(operations, { cors: false, config, components: { logger: logger.child({ name: 'HTTP SERVER' }) } });
  let address: string;
  try {
    address = await server.listen(options.port, MOCK_HOST);
  } catch (error) {
    // Prism rejects with the bare message of the listen error (e.g. "listen EADDRINUSE: ...").
    throw error instanceof Error ? error : new Error(String(error));
  }
  if (options.log) for (const op of operations) logger.info(`${op.method.toUpperCase().padEnd(10)} ${address}${op.path}`);
  logger.start(`Prism is listening on ${address}`);
  setImmediate(save); // once listening: a mock stopped right after its first answer has still saved it
  return { url: address, port: Number(new URL(address).port), operations: operations as unknown as SpecOperation[], close: () => server.close() };
}
