/**
 * The JSON Schema (draft 2020-12) of the configuration file's default export, `UserConfig` in ./types.ts.
 * Ajv checks a loaded configuration against it (./check.ts). Each field carries `expected`, an annotation
 * of ours saying in the user's words what the field takes ("an npm package name such as '@acme/client'"):
 * an error is reported at the nearest field that has one, so a message says what the field is for, which
 * Ajv's generic "must match pattern" would not.
 *
 * A new field of `UserConfig` needs its property here: the schema refuses unknown fields (a misspelt one
 * would otherwise be a silent default).
 */

/** A schema node of this file: JSON Schema plus the `expected` annotation. */
export type ConfigSchema = { [keyword: string]: unknown; expected?: string };

const keyPath: ConfigSchema = {
  expected: "a key path into the body: 'error.code' or ['error', 'code']",
  anyOf: [
    { type: 'string', pattern: '^[^.]+(\\.[^.]+)*$' },
    { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
  ],
};

const string: ConfigSchema = { type: 'string', expected: 'a string' };
const boolean: ConfigSchema = { type: 'boolean', expected: 'true or false' };
const identifier: ConfigSchema = { type: 'string', pattern: '^[A-Za-z_$][\\w$]*$', expected: 'a TypeScript identifier' };
const port: ConfigSchema = { type: 'integer', minimum: 0, maximum: 65535, expected: 'a port number (0 picks a free one)' };
const packageName = (example: string): ConfigSchema => ({
  type: 'string',
  pattern: '^(@[a-z0-9][\\w.-]*/)?[a-z0-9][\\w.-]*$',
  expected: `an npm package name such as '${example}'`,
});
const strings = (example: string): ConfigSchema => ({
  type: 'array',
  minItems: 1,
  items: { type: 'string', minLength: 1 },
  expected: `a non-empty list of strings, such as ${example}`,
});

/** What the client, the server and the MCP package share: how their package is published. */
const packageOptions: Record<string, ConfigSchema> = {
  description: string,
  packageJson: {
    type: 'object',
    propertyNames: { not: { enum: ['name', 'version'] } },
    expected: "an object of package.json fields, such as { license: 'MIT' } (name and version come from packageName and info.version)",
  },
  readme: boolean,
  exports: {
    type: 'array',
    items: { type: 'string', pattern: '^\\./[\\w./-]+\\.js$' },
    expected: "a list of modules of the package's src/, such as ['./poll-things.js']",
  },
};

/** An object of known fields: any other field is reported as unknown. */
const object = (expected: string, properties: Record<string, ConfigSchema>, required: string[] = []): ConfigSchema => ({
  type: 'object',
  expected,
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
});

const devService: ConfigSchema = object(
  '{ command, port }',
  {
    command: {
      type: 'array',
      minItems: 1,
      items: { type: 'string' },
      contains: { type: 'string', pattern: '\\{port\\}' },
      expected: "the command as an array of strings, with '{port}' where the port goes",
    },
    port,
    env: {
      type: 'object',
      propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
      additionalProperties: { type: 'string' },
      expected: "an object of environment variables, names to strings ({ TOKEN_SECRET: '{session}' })",
    },
    path: { type: 'string', pattern: '^/\\S*$', expected: "the path its API is served under, starting with / (such as '/api')" },
    banner: boolean,
  },
  ['command', 'port'],
);

const lifecycle: ConfigSchema = {
  expected: 'false or an object ({ stabilityLevels?, unstableLevels?, sunsetKeys?, allowRemovalAfterSunset?, today? })',
  if: { type: 'boolean' },
  then: { const: false },
  else: object('false or an object ({ stabilityLevels?, unstableLevels?, sunsetKeys?, allowRemovalAfterSunset?, today? })', {
    stabilityLevels: strings("['draft', 'alpha']"),
    // That each is one of stabilityLevels is checked beside the schema (./check.ts): a relation between two fields.
    unstableLevels: strings("['draft', 'alpha']"),
    sunsetKeys: strings("['x-sunset']"),
    allowRemovalAfterSunset: boolean,
    today: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}([Tt ][\\d:.]+([Zz]|[+-]\\d{2}:?\\d{2})?)?$', expected: "an ISO date, such as '2026-12-31'" },
  }),
};

export const configSchema: ConfigSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'cmp.config.ts',
  ...object('an object (export default defineConfig({...}))', {
    input: { ...string, expected: 'the path of the OpenAPI document, relative to this file' },
    redocly: { ...string, expected: 'the path of the Redocly configuration, relative to this file' },
    strict: boolean,
    client: object('an object', {
      packageName: packageName('@acme/client'),
      className: identifier,
      coreClassName: identifier,
      envPrefix: { type: 'string', pattern: '^([A-Z][A-Z0-9_]*)?$', expected: "upper-case letters, digits and _, such as 'ACME_'" },
      errorClassName: identifier,
      ...packageOptions,
    }),
    server: object('an object', { packageName: packageName('@acme/server'), ...packageOptions }),
    mcp: object('an object', {
      packageName: packageName('@acme/mcp'),
      binName: { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]*$', expected: "a command name such as 'acme-mcp'" },
      ...packageOptions,
    }),
    python: object('an object', {
      distributionName: { type: 'string', pattern: '^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$', expected: "a PyPI distribution name such as 'acme-widgets'" },
      packageName: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$', expected: "a Python import name such as 'acme_widgets'" },
      className: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$', expected: "a Python class name such as 'AcmeWidgets'" },
      description: string,
    }),
    tokenExchange: {
      expected: 'false or { operationId, clientIdField?, clientSecretField?, rejectedCode? }',
      if: { type: 'boolean' },
      then: { const: false },
      else: object(
        'false or { operationId, clientIdField?, clientSecretField?, rejectedCode? }',
        {
          operationId: { type: 'string', minLength: 1, expected: 'the operationId of the token operation' },
          clientIdField: string,
          clientSecretField: string,
          rejectedCode: string,
        },
        ['operationId'],
      ),
    },
    errors: object('an object of key paths ({ code: ..., type?: ... })', { code: keyPath, type: keyPath, message: keyPath, param: keyPath, details: keyPath, requestId: keyPath }, [
      'code',
    ]),
    pagination: object(
      'an object ({ items: ..., hasMore?: ..., nextCursor?: ... })',
      { items: keyPath, hasMore: keyPath, nextCursor: keyPath, page: keyPath, pageParam: string, cursorParam: string },
      ['items'],
    ),
    // RFC 9110 5.6.2 token characters
    requestIdHeader: { type: 'string', pattern: "^[!#$%&'*+.^`|~\\w-]*$", expected: "a header name such as 'X-Correlation-Id', or '' for none" },
    basePath: { type: 'string', pattern: '^(/[^/]+)*$', expected: "a path such as '/api', or '' for none" },
    docs: object('an object ({ guides?: [...], tryItServers?: [...], sampleFiles? })', {
      guides: {
        type: 'array',
        items: { type: 'string', pattern: '^[\\w.-]+$' },
        expected: "a list of guide file names without .md, such as ['getting-started', 'errors']",
      },
      tryItServers: {
        type: 'array',
        items: {
          type: 'object',
          required: ['label', 'url'],
          properties: { label: { type: 'string' }, url: { type: 'string', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+' } },
        },
        expected: "a list of { label, url } with http(s) URLs, such as [{ label: 'Local sandbox', url: 'http://127.0.0.1:4020/v1' }]",
      },
      sampleFiles: {
        enum: ['operation', 'language', 'none'],
        expected: "one of 'operation' (a file per operation and language), 'language' (a file per language) or 'none'",
      },
    }),
    dev: object('an object ({ services?, previewPort? })', {
      services: {
        type: 'object',
        additionalProperties: devService,
        expected: "an object of services ({ name: { command: ['node', 'cli.js', '--port', '{port}'], port: 4020 } })",
      },
      previewPort: port,
    }),
    diff: object('an object ({ lifecycle? })', { lifecycle }),
    ignore: {
      type: 'array',
      items: { type: 'string', minLength: 1, not: { pattern: '^/' } },
      expected: "a list of paths or globs relative to the output folder, such as ['packages/client/src/generated/pagination.gen.ts']",
    },
    overlays: {
      type: 'array',
      items: { type: 'string', minLength: 1, not: { pattern: '^/' } },
      expected: "a list of OpenAPI Overlay files relative to this file, such as ['overlays/names.yaml']",
    },
    handEdits: { enum: ['keep', 'refuse'], expected: "'keep' (check counts kept hand edits as current) or 'refuse' (check calls them stale)" },
  }),
};
