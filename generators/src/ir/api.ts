/**
 * The API-wide settings of the IR: the configuration file's values with their defaults filled in from the
 * spec (title, servers, security schemes), so emitters read one settled object and never the config or the
 * raw document. Defaults work for any spec; see UserConfig (../config/types.ts) for each one.
 */
import { keys } from '../config/load.js';
import type { PackageOptions, UserConfig } from '../config/types.js';
import type { Diagnostic } from '../load/diagnostics.js';
import { readRateLimit } from './extensions.js';
import { camelCase, pascalCase } from './names.js';
import type { Problems } from './problems.js';
import type { IRApi, IRAuth, IROperation, IRPackage, IRServer } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON, read by path
type Obj = Record<string, any>;

/** Defaults for what no spec says: the common request-id header, OAuth 2's field names and error code. */
export const DEFAULTS = {
  /** When the title gives no prefix (see envPrefixOf). */
  envPrefix: 'API_',
  requestIdHeader: 'X-Request-Id',
  // RFC 6749 2.3.1 (client credentials in the body) and RFC 6750 3.1 (a token no longer accepted).
  clientIdField: 'client_id',
  clientSecretField: 'client_secret',
  rejectedCode: 'invalid_token',
  pageParam: 'page',
  cursorParam: 'cursor',
} as const;

export interface ApiInputs {
  document: Obj;
  operations: IROperation[];
  servers: IRServer[];
  config: UserConfig;
  /** Where the configuration came from, for problems it causes. */
  configFile?: string;
  problems: Problems;
}

export function resolveApi({ document, operations, servers, config, configFile, problems }: ApiInputs): IRApi {
  // An apostrophe joins its word ("GitHub's" -> GitHubs), instead of splitting off a lone capital.
  const title = String(document.info?.title ?? '').replace(/['’]/g, '');
  const className = config.client?.className ?? `${pascalCase(title) || 'Api'}Client`;
  const baseUrl = servers[0]?.defaultUrl ?? '/';
  const rateLimit = readRateLimit(document.info?.['x-rate-limit'], '#/info', problems);
  const token = tokenExchange(document, operations, config, baseUrl, (message) => problems.add(configProblem(configFile, 'tokenExchange', message)));
  return {
    client: {
      packageName: config.client?.packageName ?? `${kebabCase(title) || 'api'}-client`,
      className,
      coreClassName: config.client?.coreClassName ?? `${className.replace(/Client$/, '')}Core`,
      envPrefix: config.client?.envPrefix ?? envPrefixOf(title),
      errorClassName: config.client?.errorClassName ?? `${className.replace(/Client$/, '')}Error`,
      ...packageOf(document, config.client, `Typed TypeScript client of ${displayTitle(document)}, generated from its OpenAPI document.`),
    },
    server: {
      packageName: config.server?.packageName ?? `${kebabCase(title) || 'api'}-server`,
      ...packageOf(document, config.server, `Fastify server stubs of ${displayTitle(document)}, generated from its OpenAPI document.`),
    },
    mcp: {
      packageName: config.mcp?.packageName ?? `${kebabCase(title) || 'api'}-mcp`,
      binName: config.mcp?.binName ?? (config.mcp?.packageName ?? `${kebabCase(title) || 'api'}-mcp`).replace(/^@[^/]+\//, '').replace(/^mcp$/, `${kebabCase(title) || 'api'}-mcp`),
      ...packageOf(document, config.mcp, `MCP server of ${displayTitle(document)} for AI agents (one tool per operation), generated from its OpenAPI document.`),
    },
    python: pythonNames(title, config, displayTitle(document)),
    auth: authOf(document, operations),
    ...(token ? { tokenExchange: token } : {}),
    ...envelopes(config),
    requestIdHeader: config.requestIdHeader ?? DEFAULTS.requestIdHeader,
    baseUrl,
    basePath: config.basePath ?? urlPath(baseUrl),
    ...(rateLimit ? { rateLimit } : {}),
    ...(config.docs?.sampleFiles ? { sampleFiles: config.docs.sampleFiles } : {}),
  };
}

const displayTitle = (document: Obj): string => String(document.info?.title ?? '').trim() || 'an API';

/** A package's description, further package.json fields, README and extra exports: the configuration's, else the spec's. */
function packageOf(document: Obj, options: PackageOptions | undefined, description: string): IRPackage {
  // npm wants an SPDX expression: `info.license.identifier` (3.1), else a name that reads as one (`MIT`, `Apache-2.0`).
  const { identifier, name } = (document.info?.license ?? {}) as { identifier?: unknown; name?: unknown };
  const spdx = [identifier, name].find((v): v is string => typeof v === 'string' && /^[A-Za-z0-9.+-]+$/.test(v));
  return {
    description: options?.description ?? description,
    packageJson: options?.packageJson ?? (spdx ? { license: spdx } : {}),
    readme: options?.readme ?? true,
    exports: options?.exports ?? [],
  };
}

/** The error and page envelopes of the configuration, as key paths; operations are read with them. */
export function envelopes(config: UserConfig): Pick<IRApi, 'errors' | 'pagination'> {
  const { errors, pagination } = config;
  return {
    ...(errors
      ? {
          errors: Object.fromEntries(
            (['code', 'type', 'message', 'param', 'details', 'requestId'] as const).filter((k) => errors[k] !== undefined).map((k) => [k, keys(errors[k]!)]),
          ) as IRApi['errors'],
        }
      : {}),
    ...(pagination
      ? {
          pagination: {
            items: keys(pagination.items),
            ...(pagination.hasMore ? { hasMore: keys(pagination.hasMore) } : {}),
            ...(pagination.nextCursor ? { nextCursor: keys(pagination.nextCursor) } : {}),
            ...(pagination.page ? { page: keys(pagination.page) } : {}),
            pageParam: pagination.pageParam ?? DEFAULTS.pageParam,
            cursorParam: pagination.cursorParam ?? DEFAULTS.cursorParam,
          },
        }
      : {}),
  };
}

/** Server Objects with their URL variables set to their defaults (OpenAPI 3.1 4.8.5). */
export function resolveServers(document: Obj): IRServer[] {
  return ((document.servers ?? []) as Obj[]).map((s) => {
    const url = String(s.url ?? '/');
    const variables = (s.variables ?? {}) as Record<string, { default?: unknown }>;
    return {
      url,
      description: String(s.description ?? ''),
      defaultUrl: url.replace(/\{([^}]+)\}/g, (whole, name: string) => (variables[name]?.default === undefined ? whole : String(variables[name]!.default))),
    };
  });
}

function tokenExchange(document: Obj, operations: IROperation[], config: UserConfig, baseUrl: string, fail: (message: string) => void): IRApi['tokenExchange'] {
  if (config.tokenExchange === false) return undefined;
  const declared = config.tokenExchange;
  const operationId = declared?.operationId ?? clientCredentialsOperation(document, operations, baseUrl);
  if (!operationId) return undefined;
  if (!operations.some((op) => op.id === operationId)) {
    fail(`tokenExchange.operationId is ${JSON.stringify(operationId)}, but the spec has no operation of that id.`);
    return undefined;
  }
  return {
    operationId,
    clientIdField: declared?.clientIdField ?? DEFAULTS.clientIdField,
    clientSecretField: declared?.clientSecretField ?? DEFAULTS.clientSecretField,
    rejectedCode: declared?.rejectedCode ?? DEFAULTS.rejectedCode,
  };
}

/**
 * The scheme of the document-wide requirement (its first), else the one most operations require (ties by
 * name), read into the credential callers send (IRAuth).
 */
function authOf(document: Obj, operations: IROperation[]): IRAuth {
  const schemes = (document.components?.securitySchemes ?? {}) as Record<string, Obj>;
  const global = ((document.security ?? []) as Record<string, unknown>[]).flatMap((req) => Object.keys(req ?? {}));
  const counts = new Map<string, number>();
  for (const op of operations) if (!op.security.public) for (const name of op.security.schemes) counts.set(name, (counts.get(name) ?? 0) + 1);
  if (!counts.size) return { kind: 'none' };
  const byUse = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  for (const name of [...global.filter((n) => counts.has(n)), ...byUse]) {
    const scheme = schemes[name];
    if (!scheme || typeof scheme !== 'object') continue;
    const description = String(scheme.description ?? '');
    const type = String(scheme.type ?? '').toLowerCase();
    if (type === 'apikey' && ['header', 'query', 'cookie'].includes(scheme.in) && typeof scheme.name === 'string' && scheme.name) {
      return { kind: 'apiKey', scheme: name, description, in: scheme.in, name: scheme.name };
    }
    if (type === 'http' && typeof scheme.scheme === 'string' && scheme.scheme.toLowerCase() !== 'bearer') {
      // RFC 9110 section 11.1: the scheme name is case-insensitive; written with a capital as registered (`Basic`).
      return { kind: 'http', scheme: name, description, httpScheme: scheme.scheme[0]!.toUpperCase() + scheme.scheme.slice(1).toLowerCase() };
    }
    if (type === 'http' || type === 'oauth2' || type === 'openidconnect') return { kind: 'bearer', scheme: name, description };
  }
  return { kind: 'none' };
}

/** The POST operation at the `tokenUrl` of an OAuth 2 client-credentials flow, when the spec has one. */
function clientCredentialsOperation(document: Obj, operations: IROperation[], baseUrl: string): string | undefined {
  const basePath = urlPath(baseUrl);
  for (const scheme of Object.values((document.components?.securitySchemes ?? {}) as Record<string, Obj>)) {
    const tokenUrl = scheme?.flows?.clientCredentials?.tokenUrl;
    if (typeof tokenUrl !== 'string') continue;
    const target = urlPath(tokenUrl);
    const op = operations.find((o) => o.method === 'post' && (`${basePath}${o.path}` === target || o.path === target));
    if (op) return op.id;
  }
  return undefined;
}

function urlPath(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/**
 * The environment prefix of a title: its words in upper case joined by `_`, less a trailing `API` (`Swagger
 * Petstore` -> `SWAGGER_PETSTORE_`, `Acme Widgets API` -> `ACME_WIDGETS_`), so variables read as the API's
 * own (`SWAGGER_PETSTORE_API_KEY`); `API_` when the title has no such words.
 */
function envPrefixOf(title: string): string {
  const words = kebabCase(title).split('-').filter(Boolean);
  if (words.at(-1) === 'api') words.pop();
  const prefix = words.join('_').toUpperCase();
  return /^[A-Z][A-Z0-9_]*$/.test(prefix) ? `${prefix}_` : DEFAULTS.envPrefix;
}

/** The Python SDK's names: the title's words less a trailing `api` (`Swagger Petstore` -> `swagger-petstore`, `swagger_petstore`, `SwaggerPetstore`). */
function pythonNames(title: string, config: UserConfig, display: string): IRApi['python'] {
  // Accents folded first (`Déjà Vu` -> `deja-vu`): distribution and import names are ASCII.
  const words = kebabCase(title.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .split('-')
    .filter(Boolean);
  if (words.length > 1 && words.at(-1) === 'api') words.pop();
  const stem = words.join('-');
  const distributionName = config.python?.distributionName ?? (/^[a-z]/.test(stem) ? stem : `api-${stem}`.replace(/-$/, ''));
  const packageName = config.python?.packageName ?? distributionName.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const pascal = pascalCase(words.join(' '));
  const className = config.python?.className ?? (/^[A-Za-z]/.test(pascal) ? pascal : `Api${pascal}`);
  return { distributionName, packageName, className, description: config.python?.description ?? `Python SDK of ${display}, generated from its OpenAPI document.` };
}

export function kebabCase(text: string): string {
  return camelCase(text)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/^_/, '');
}

function configProblem(file: string | undefined, field: string, message: string): Diagnostic {
  return { file: file ? file : '(configuration defaults)', message: message.startsWith(field) ? message : `${field}: ${message}` };
}
