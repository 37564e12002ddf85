/** IR -> `client.gen.ts`: the class users construct, holding the top-level resources. */
import type { IR } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { resourceTree } from './resource-tree.js';
import type { Declaration } from '../ts/print.js';
import { operationConstNames } from './operations-file.js';

export function clientFile(ir: IR): Declaration[] {
  const roots = resourceTree(ir.operations, ir.api);
  const js = (name: string) => `./${name.replace(/\.ts$/, '.js')}`;
  const token = tokenExchange(ir);
  const { api } = ir;
  const baseUrl = api.baseUrl;
  return [
    { kind: 'import', names: ['BaseClient', 'rawClient', ...(token ? ['clientCredentials'] : []), 'type ClientDefinition', 'type ClientOptions'], from: clientConfig.core },
    { kind: 'import', typeOnly: true, names: ['Client'], from: 'openapi-fetch' },
    { kind: 'import', typeOnly: true, names: ['paths'], from: js(clientConfig.files.schema) },
    { kind: 'import', names: ['operations', ...(token ? [token.constName] : [])], from: js(clientConfig.files.operations) },
    ...(roots.length ? [{ kind: 'import' as const, names: roots.map((r) => r.className), from: js(clientConfig.files.resources) }] : []),
    {
      kind: 'const',
      docs: "How both classes are configured: the spec's server, the environment variables read, the `User-Agent`, the token exchange, the request-id header, the error and page envelopes and the error type of each status.",
      name: 'definition',
      type: 'ClientDefinition',
      value: `{ defaultBaseUrl: ${literal(baseUrl)}, env: ${envNames(ir)}, userAgent: ${literal(`${api.client.packageName}/${ir.info.version}`)}${token ? `, token: ${token.initializer}` : ''}, requestIdHeader: ${literal(api.requestIdHeader.toLowerCase())}${api.errors ? `, errors: ${JSON.stringify(api.errors)}` : ''}${ir.errorTypes ? `, errorTypes: ${JSON.stringify(ir.errorTypes)}` : ''}${api.pagination ? `, pagination: ${JSON.stringify(api.pagination)}` : ''} }`,
    },
    {
      kind: 'class',
      name: api.client.coreClassName,
      exported: true,
      extends: 'BaseClient<paths>',
      docs: [
        `The configured connection alone (options, environment, token, retries), without resources: pass it to`,
        `the resource classes you use (\`new ${roots[0]?.className ?? 'SomeResource'}(core)\`) so a bundle carries only those.`,
        ...(token
          ? [
              `It sends the \`accessToken\` it is given; to exchange \`clientId\` + \`clientSecret\` for one, as the full client does,`,
              `pass \`tokenExchange: clientCredentials\` (the exchange stays out of bundles that do not).`,
            ]
          : []),
      ].join('\n'),
      ctor: { parameters: [{ name: 'options', type: 'ClientOptions', initializer: '{}' }], body: ['super(options, definition);'] },
    },
    {
      kind: 'class',
      name: api.client.className,
      exported: true,
      extends: 'BaseClient<paths>',
      docs: [
        `Typed client of ${ir.info.title} ${ir.info.version}.`,
        '',
        `\`baseUrl\` defaults to \`${api.client.envPrefix}BASE_URL\`, then \`${baseUrl}\`. Authenticate with \`clientId\` + \`clientSecret\``,
        `(exchanged for a token, cached and refreshed) or a static \`accessToken\`; with none of them given,`,
        `\`${api.client.envPrefix}CLIENT_ID\` + \`${api.client.envPrefix}CLIENT_SECRET\` or \`${api.client.envPrefix}ACCESS_TOKEN\` are read. \`client.raw\` is the typed openapi-fetch client.`,
      ].join('\n'),
      properties: roots.map((r) => ({ name: r.name, readonly: true, type: r.className, docs: `\`${r.path.join('.')}\` operations.` })),
      ctor: {
        parameters: [{ name: 'options', type: 'ClientOptions', initializer: '{}' }],
        body: [
          `super(options, { ...definition, operations: Object.values(operations) }${token ? ', clientCredentials' : ''});`,
          ...roots.map((r) => `this.${r.name} = new ${r.className}(this);`),
        ],
      },
      getters: [
        {
          name: 'raw',
          parameters: [],
          returnType: 'Client<paths>',
          docs: 'The typed openapi-fetch client, for anything the resource layer does not cover. Same auth, retries and timeouts.',
          body: ['return rawClient<paths>(this, operations);'],
        },
      ],
    },
  ];
}

/** The environment variables the client reads, named from the configured prefix. */
function envNames(ir: IR): string {
  const p = ir.api.client.envPrefix;
  const names = { baseUrl: `${p}BASE_URL`, clientId: `${p}CLIENT_ID`, clientSecret: `${p}CLIENT_SECRET`, accessToken: `${p}ACCESS_TOKEN`, logLevel: `${p}LOG_LEVEL` };
  return JSON.stringify(names);
}

/** The configured token exchange, when the spec has its operation: the constant to import and the definition entry. */
function tokenExchange(ir: IR): { constName: string; initializer: string } | undefined {
  if (!ir.api.tokenExchange) return undefined;
  const { operationId, clientIdField, clientSecretField, rejectedCode } = ir.api.tokenExchange;
  const constName = operationConstNames(ir.operations.map((op) => op.id)).get(operationId)!;
  return {
    constName,
    initializer: `{ operation: ${constName}, clientIdField: ${literal(clientIdField)}, clientSecretField: ${literal(clientSecretField)}, rejectedCode: ${literal(rejectedCode)} }`,
  };
}
