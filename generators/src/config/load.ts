/**
 * Finds, imports and checks the configuration file. The file is TypeScript (or JavaScript) whose default
 * export is a `UserConfig`. A TypeScript file is compiled by esbuild first (`importModule`), as Vite loads
 * `vite.config.ts`: the CLI runs as plain JavaScript, and Node 20 cannot import TypeScript. Every problem is
 * a Diagnostic naming the file, the field and what was expected (exit 2), never a stack trace.
 *
 * The checks are written out rather than given to a schema validator: a dozen fields, and each message
 * says what the field is for, which a generic "must be string" would not.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SpecError, type Diagnostic } from '../load/diagnostics.js';
import type { KeyPath, UserConfig } from './types.js';
import { importModule } from './import-module.js';

/** The file names looked for, in order, in the project root. */
export const CONFIG_FILES = ['cmp.config.ts', 'cmp.config.mts', 'cmp.config.js', 'cmp.config.mjs'];

export interface LoadedConfig {
  config: UserConfig;
  /** Absolute path of the file, when there is one. */
  file?: string;
  /** The spec the file names (`input`), absolute. */
  input?: string;
  /** The Redocly configuration the file names (`redocly`), absolute. */
  redocly?: string;
  /** The OpenAPI Overlays the file names (`overlays`), absolute, in order; `--overlay` adds more after them. */
  overlays?: string[];
}

/** The configuration file in `dir`, if there is one. */
export function findConfig(dir: string): string | undefined {
  return CONFIG_FILES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}

export async function loadConfig(file: string | undefined): Promise<LoadedConfig> {
  if (!file) return { config: {} };
  const shown = relative(file);
  if (!existsSync(file)) throw new SpecError([{ file: shown, message: 'Configuration file not found.' }]);
  if (!/\.[cm]?[jt]s$/.test(file)) {
    throw new SpecError([
      {
        file: shown,
        message: `--config expects the generator's configuration module (${CONFIG_FILES[0]}, default export defineConfig({...})); a Redocly file is named by its \`redocly\` field.`,
      },
    ]);
  }
  let config: unknown;
  try {
    config = ((await importModule(file)) as { default?: unknown }).default;
  } catch (error) {
    throw new SpecError([{ file: shown, message: `Could not load the configuration: ${firstLine(error instanceof Error ? error.message : String(error))}` }]);
  }
  const problems = checkConfig(config, file);
  if (problems.length) throw new SpecError(problems);
  const user = config as UserConfig;
  const dir = path.dirname(file);
  return {
    config: user,
    file,
    ...(user.input ? { input: path.resolve(dir, user.input) } : {}),
    ...(user.redocly ? { redocly: path.resolve(dir, user.redocly) } : {}),
    ...(user.overlays?.length ? { overlays: user.overlays.map((o) => path.resolve(dir, o)) } : {}),
  };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;
const ENV_PREFIX = /^([A-Z][A-Z0-9_]*)?$/;
const HEADER_NAME = /^[!#$%&'*+.^`|~\w-]*$/; // RFC 9110 5.6.2 token characters

/** Every problem of a loaded configuration value. */
export function checkConfig(value: unknown, file: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const text = safeRead(file);
  const fail = (field: string, expected: string, got: unknown) => {
    const key = field.split('.').at(-1)!;
    const index = text.split('\n').findIndex((l) => new RegExp(`\\b${key}\\s*:`).test(l));
    problems.push({ file: relative(file), ...(index >= 0 ? { line: index + 1 } : {}), message: `${field} is ${describe(got)}; expected ${expected}.` });
  };
  if (!isObject(value)) {
    fail('the default export', 'an object (export default defineConfig({...}))', value);
    return problems;
  }
  const known = [
    'input',
    'redocly',
    'strict',
    'client',
    'server',
    'mcp',
    'tokenExchange',
    'errors',
    'pagination',
    'requestIdHeader',
    'basePath',
    'docs',
    'dev',
    'diff',
    'ignore',
    'overlays',
    'handEdits',
  ];
  for (const key of Object.keys(value)) if (!known.includes(key)) fail(key, `one of the known fields (${known.join(', ')})`, 'an unknown field');
  const string = (field: string, v: unknown, pattern?: RegExp, expected = 'a string') => {
    if (v !== undefined && (typeof v !== 'string' || (pattern && !pattern.test(v)))) fail(field, expected, v);
  };
  const keyPath = (field: string, v: unknown, required = false) => {
    if (v === undefined && !required) return;
    if (!isKeyPath(v)) fail(field, "a key path into the body: 'error.code' or ['error', 'code']", v);
  };
  function packageOptions(field: string, v: Record<string, unknown>) {
    string(`${field}.description`, v.description);
    if (v.packageJson !== undefined && !isObject(v.packageJson)) fail(`${field}.packageJson`, "an object of package.json fields, such as { license: 'MIT' }", v.packageJson);
    if (v.readme !== undefined && typeof v.readme !== 'boolean') fail(`${field}.readme`, 'true or false', v.readme);
    if (v.exports !== undefined && (!Array.isArray(v.exports) || !v.exports.every((e) => typeof e === 'string' && /^\.\/[\w./-]+\.js$/.test(e)))) {
      fail(`${field}.exports`, "a list of modules of the package's src/, such as ['./poll-things.js']", v.exports);
    }
  }
  string('input', value.input);
  if (value.handEdits !== undefined && value.handEdits !== 'keep' && value.handEdits !== 'refuse')
    fail('handEdits', "'keep' (check counts kept hand edits as current) or 'refuse' (check calls them stale)", value.handEdits);
  for (const list of ['ignore', 'overlays'] as const) {
    const v = value[list];
    if (v !== undefined && (!Array.isArray(v) || !v.every((e) => typeof e === 'string' && e.length > 0 && !path.isAbsolute(e)))) {
      fail(
        list,
        list === 'ignore'
          ? "a list of paths or globs relative to the output folder, such as ['packages/client/src/generated/pagination.gen.ts']"
          : "a list of overlay files relative to the configuration, such as ['overlays/names.yaml']",
        v,
      );
    }
  }
  if (value.strict !== undefined && typeof value.strict !== 'boolean') fail('strict', 'true or false', value.strict);
  string('redocly', value.redocly);
  string('basePath', value.basePath, /^(\/[^/]+)*$/, "a path such as '/api', or '' for none");
  string('requestIdHeader', value.requestIdHeader, HEADER_NAME, "a header name such as 'X-Correlation-Id', or '' for none");
  if (value.client !== undefined) {
    if (!isObject(value.client)) fail('client', 'an object', value.client);
    else {
      string('client.packageName', value.client.packageName, PACKAGE_NAME, "an npm package name such as '@acme/client'");
      string('client.className', value.client.className, IDENTIFIER, 'a TypeScript identifier');
      string('client.coreClassName', value.client.coreClassName, IDENTIFIER, 'a TypeScript identifier');
      string('client.envPrefix', value.client.envPrefix, ENV_PREFIX, "upper-case letters, digits and _, such as 'ACME_'");
      string('client.errorClassName', value.client.errorClassName, IDENTIFIER, 'a TypeScript identifier');
      packageOptions('client', value.client);
    }
  }
  if (value.server !== undefined) {
    if (!isObject(value.server)) fail('server', 'an object', value.server);
    else {
      string('server.packageName', value.server.packageName, PACKAGE_NAME, "an npm package name such as '@acme/server'");
      packageOptions('server', value.server);
    }
  }
  if (value.mcp !== undefined) {
    if (!isObject(value.mcp)) fail('mcp', 'an object', value.mcp);
    else {
      string('mcp.packageName', value.mcp.packageName, PACKAGE_NAME, "an npm package name such as '@acme/mcp'");
      string('mcp.binName', value.mcp.binName, /^[a-z0-9][a-z0-9._-]*$/, "a command name such as 'acme-mcp'");
      packageOptions('mcp', value.mcp);
    }
  }
  const token = value.tokenExchange;
  if (token !== undefined && token !== false) {
    if (!isObject(token)) fail('tokenExchange', 'false or { operationId, clientIdField?, clientSecretField?, rejectedCode? }', token);
    else {
      if (typeof token.operationId !== 'string' || !token.operationId) fail('tokenExchange.operationId', 'the operationId of the token operation', token.operationId);
      string('tokenExchange.clientIdField', token.clientIdField);
      string('tokenExchange.clientSecretField', token.clientSecretField);
      string('tokenExchange.rejectedCode', token.rejectedCode);
    }
  }
  if (value.errors !== undefined) {
    if (!isObject(value.errors)) fail('errors', 'an object of key paths ({ code: ..., type?: ... })', value.errors);
    else {
      keyPath('errors.code', value.errors.code, true);
      for (const part of ['type', 'message', 'param', 'details', 'requestId']) keyPath(`errors.${part}`, value.errors[part]);
    }
  }
  if (value.pagination !== undefined) {
    if (!isObject(value.pagination)) fail('pagination', 'an object ({ items: ..., hasMore?: ..., nextCursor?: ... })', value.pagination);
    else {
      keyPath('pagination.items', value.pagination.items, true);
      keyPath('pagination.hasMore', value.pagination.hasMore);
      keyPath('pagination.nextCursor', value.pagination.nextCursor);
      keyPath('pagination.page', value.pagination.page);
      string('pagination.pageParam', value.pagination.pageParam);
      string('pagination.cursorParam', value.pagination.cursorParam);
    }
  }
  if (value.docs !== undefined) {
    if (!isObject(value.docs)) fail('docs', 'an object ({ guides?: [...], tryItServers?: [...] })', value.docs);
    else {
      const { guides, tryItServers } = value.docs;
      if (guides !== undefined && (!Array.isArray(guides) || !guides.every((g) => typeof g === 'string' && /^[\w.-]+$/.test(g)))) {
        fail('docs.guides', "a list of guide file names without .md, such as ['getting-started', 'errors']", guides);
      }
      if (tryItServers !== undefined && (!Array.isArray(tryItServers) || !tryItServers.every((s) => isObject(s) && typeof s.label === 'string' && isHttpUrl(s.url)))) {
        fail('docs.tryItServers', "a list of { label, url } with http(s) URLs, such as [{ label: 'Local sandbox', url: 'http://127.0.0.1:4020/v1' }]", tryItServers);
      }
    }
  }
  if (value.dev !== undefined) checkDev(value.dev, fail);
  if (value.diff !== undefined) checkDiff(value.diff, fail);
  return problems;
}

function checkDiff(diff: unknown, fail: (field: string, expected: string, got: unknown) => void): void {
  if (!isObject(diff)) return fail('diff', 'an object ({ lifecycle? })', diff);
  const unknown = Object.keys(diff).filter((k) => k !== 'lifecycle');
  if (unknown.length) fail(`diff.${unknown[0]}`, 'one of the known fields (lifecycle)', 'an unknown field');
  const policy = diff.lifecycle;
  if (policy === undefined || policy === false) return;
  if (!isObject(policy)) return fail('diff.lifecycle', 'false or an object ({ stabilityLevels?, unstableLevels?, sunsetKeys?, allowRemovalAfterSunset?, today? })', policy);
  const known = ['stabilityLevels', 'unstableLevels', 'sunsetKeys', 'allowRemovalAfterSunset', 'today'];
  for (const key of Object.keys(policy)) if (!known.includes(key)) fail(`diff.lifecycle.${key}`, `one of the known fields (${known.join(', ')})`, 'an unknown field');
  const strings = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x.length > 0);
  for (const key of ['stabilityLevels', 'unstableLevels', 'sunsetKeys'])
    if (policy[key] !== undefined && !strings(policy[key])) fail(`diff.lifecycle.${key}`, "a non-empty list of strings, such as ['draft', 'alpha']", policy[key]);
  if (policy.allowRemovalAfterSunset !== undefined && typeof policy.allowRemovalAfterSunset !== 'boolean')
    fail('diff.lifecycle.allowRemovalAfterSunset', 'true or false', policy.allowRemovalAfterSunset);
  if (policy.today !== undefined && (typeof policy.today !== 'string' || Number.isNaN(Date.parse(policy.today))))
    fail('diff.lifecycle.today', "an ISO date, such as '2026-12-31'", policy.today);
  if (strings(policy.unstableLevels) && strings(policy.stabilityLevels)) {
    const levels = policy.stabilityLevels as string[];
    const stray = (policy.unstableLevels as string[]).filter((l) => !levels.includes(l));
    if (stray.length) fail('diff.lifecycle.unstableLevels', `levels of diff.lifecycle.stabilityLevels (${levels.join(', ')})`, stray);
  }
}

const isPort = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 65535;

function checkDev(dev: unknown, fail: (field: string, expected: string, got: unknown) => void): void {
  if (!isObject(dev)) return fail('dev', 'an object ({ services?, previewPort? })', dev);
  if (dev.previewPort !== undefined && !isPort(dev.previewPort)) fail('dev.previewPort', 'a port number (0 picks a free one)', dev.previewPort);
  if (dev.services === undefined) return;
  if (!isObject(dev.services)) return fail('dev.services', "an object of services ({ name: { command: ['node', 'cli.js', '--port', '{port}'], port: 4020 } })", dev.services);
  for (const [name, service] of Object.entries(dev.services)) {
    if (!isObject(service)) {
      fail(`dev.services.${name}`, '{ command, port }', service);
      continue;
    }
    const command = service.command as unknown;
    if (!Array.isArray(command) || !command.length || !command.every((c) => typeof c === 'string') || !command.some((c: string) => c.includes('{port}')))
      fail(`dev.services.${name}.command`, "the command as an array of strings, with '{port}' where the port goes", command);
    if (!isPort(service.port)) fail(`dev.services.${name}.port`, 'a port number (0 picks a free one)', service.port);
    const env = service.env as unknown;
    if (env !== undefined && (!isObject(env) || !Object.entries(env).every(([k, v]) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) && typeof v === 'string')))
      fail(`dev.services.${name}.env`, "an object of environment variables, names to strings ({ TOKEN_SECRET: '{session}' })", env);
    if (service.path !== undefined && (typeof service.path !== 'string' || !/^\/\S*$/.test(service.path)))
      fail(`dev.services.${name}.path`, "the path its API is served under, starting with / (such as '/api')", service.path);
    if (service.banner !== undefined && typeof service.banner !== 'boolean') fail(`dev.services.${name}.banner`, 'true or false', service.banner);
  }
}

function isHttpUrl(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

/** A key path as an array of keys. */
export function keys(path: KeyPath): string[] {
  return typeof path === 'string' ? path.split('.') : [...path];
}

function isKeyPath(v: unknown): boolean {
  if (typeof v === 'string') return v.length > 0 && v.split('.').every(Boolean);
  return Array.isArray(v) && v.length > 0 && v.every((k) => typeof k === 'string' && k.length > 0);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a configuration is untyped until checked, read by key
function isObject(v: unknown): v is Record<string, any> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === 'an unknown field') return v;
  if (v === undefined) return 'missing';
  return JSON.stringify(v) ?? String(v);
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}
