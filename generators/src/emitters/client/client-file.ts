/** IR -> `client.gen.ts`: the class users construct, holding the top-level resources. */
import { modelTypeNames } from './models-file.js';
import type { IR } from '../../ir/types.js';

/** The runtime's `CredentialPlacement` (packages/client/src/core/credential.ts), as the definition writes it. */
type CredentialPlacement = { kind: 'apiKey'; in: string; name: string } | { kind: 'http'; scheme: string };
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { resourceTree } from './resource-tree.js';
import type { Declaration } from '../ts/print.js';
import { webhookEventType } from './webhooks-file.js';
import { irConstNames } from './operations-file.js';

export function clientFile(ir: IR): Declaration[] {
  const roots = resourceTree(ir.operations, ir.api, new Set(modelTypeNames(ir).values()));
  const js = (name: string) => `./${name.replace(/\.ts$/, '.js')}`;
  const token = tokenExchange(ir);
  const { api } = ir;
  const baseUrl = api.baseUrl;
  const events = webhookEventType(ir);
  // \`client.webhooks\`, unless a resource has that name (then \`client.webhookEvents\`).
  const webhooksName = roots.some((r) => r.name === 'webhooks') ? 'webhookEvents' : 'webhooks';
  return [
    {
      kind: 'import',
      names: ['BaseClient', 'rawClient', ...(token ? ['clientCredentialsFor', 'type TokenStrategy'] : []), 'type ClientDefinition', 'type ClientOptions'],
      from: clientConfig.core,
    },
    { kind: 'import', typeOnly: true, names: ['Client'], from: 'openapi-fetch' },
    { kind: 'import', typeOnly: true, names: ['paths'], from: js(clientConfig.files.schema) },
    { kind: 'import', names: ['operations', ...(token ? [token.constName] : [])], from: js(clientConfig.files.operations) },
    ...(roots.length ? [{ kind: 'import' as const, names: roots.map((r) => r.className), from: js(clientConfig.files.resources) }] : []),
    ...(events ? [{ kind: 'import' as const, names: ['Webhooks'], from: clientConfig.core }] : []),
    ...(events ? [{ kind: 'import' as const, names: ['webhookSchema', ...events.split(' | ').map((n) => `type ${n}`)], from: js(clientConfig.files.webhooks) }] : []),
    {
      kind: 'const',
      docs: "How both classes are configured: the spec's server, the environment variables read, the `User-Agent`, the request-id header, the error and page envelopes and the error type of each status.",
      name: 'definition',
      type: 'ClientDefinition',
      value: `{ defaultBaseUrl: ${literal(baseUrl)}, envPrefix: ${literal(ir.api.client.envPrefix)}, userAgent: ${literal(`${api.client.packageName}/${ir.info.version}`)}, requestIdHeader: ${literal(api.requestIdHeader.toLowerCase())}${api.errors ? `, errors: ${JSON.stringify(api.errors)}` : ''}${ir.errorTypes ? `, errorTypes: ${JSON.stringify(ir.errorTypes)}` : ''}${api.pagination ? `, pagination: ${JSON.stringify(api.pagination)}` : ''}${credential(ir) ? `, credential: ${JSON.stringify(credential(ir))}` : ''} }`,
    },
    ...(token
      ? [
          {
            kind: 'const' as const,
            exported: true,
            docs: [
              `The client-credentials token exchange of this API (\`${token.method} ${token.path}\`): the client id and secret are exchanged`,
              `for a token, cached and refreshed. \`${api.client.className}\` uses it by default; pass it to \`${api.client.coreClassName}\``,
              `as \`tokenExchange\` to exchange credentials there too (bundles that do not leave it out).`,
            ].join('\n'),
            name: 'clientCredentials',
            type: 'TokenStrategy',
            // Marked pure so that a bundle which never uses it drops the call and the operation it names.
            value: `/* @__PURE__ */ clientCredentialsFor(${token.initializer})`,
          },
        ]
      : []),
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
        `\`baseUrl\` defaults to \`${api.client.envPrefix}BASE_URL\`, then \`${baseUrl}\`. ${authenticationDoc(ir)}`,
      ].join('\n'),
      properties: [
        ...roots.map((r) => ({ name: r.name, readonly: true, type: r.className, docs: `\`${r.path.join('.')}\` operations.` })),
        ...(events
          ? [
              {
                name: webhooksName,
                readonly: true,
                type: `Webhooks<${events}>`,
                docs: 'Verifies (Standard Webhooks) and reads the requests the API sends: `unwrap(rawBody, headers, { secret })`.',
              },
            ]
          : []),
      ],
      ctor: {
        parameters: [{ name: 'options', type: 'ClientOptions', initializer: '{}' }],
        body: [
          `super(options, { ...definition, operations: Object.values(operations) }${token ? ', clientCredentials' : ''});`,
          ...roots.map((r) => `this.${r.name} = new ${r.className}(this);`),
          ...(events ? [`this.${webhooksName} = new Webhooks<${events}>(webhookSchema);`] : []),
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

/** Where the runtime sends the credential, when not as a bearer token (the runtime's default). */
function credential(ir: IR): CredentialPlacement | undefined {
  const { auth } = ir.api;
  if (auth.kind === 'apiKey') return { kind: 'apiKey', in: auth.in, name: auth.name };
  if (auth.kind === 'http') return { kind: 'http', scheme: auth.httpScheme };
  return undefined;
}

/** How the class is authenticated, in the words of the spec's own security scheme. */
function authenticationDoc(ir: IR): string {
  const { auth, client } = ir.api;
  const p = client.envPrefix;
  const raw = '`client.raw` is the typed openapi-fetch client.';
  if (auth.kind === 'none') return raw;
  if (auth.kind === 'apiKey') {
    return `Authenticate with \`apiKey\`, sent in the ${auth.in} \`${auth.name}\`; without it,\n\`${p}API_KEY\` is read. ${raw}`;
  }
  if (auth.kind === 'http') return `Authenticate with \`accessToken\`, the \`${auth.httpScheme}\` credentials; without it, \`${p}ACCESS_TOKEN\` is read.\n${raw}`;
  if (!ir.api.tokenExchange) return `Authenticate with \`accessToken\`, a bearer token; without it, \`${p}ACCESS_TOKEN\` is read.\n${raw}`;
  return [
    'Authenticate with `clientId` + `clientSecret`',
    '(exchanged for a token, cached and refreshed) or a static `accessToken`; with none of them given,',
    `\`${p}CLIENT_ID\` + \`${p}CLIENT_SECRET\` or \`${p}ACCESS_TOKEN\` are read. ${raw}`,
  ].join('\n');
}

/** The configured token exchange, when the spec has its operation: the constant to import and the definition entry. */
function tokenExchange(ir: IR): { constName: string; initializer: string; method: string; path: string } | undefined {
  if (!ir.api.tokenExchange) return undefined;
  const { operationId, clientIdField, clientSecretField, rejectedCode } = ir.api.tokenExchange;
  const constName = irConstNames(ir).get(operationId)!;
  const op = ir.operations.find((o) => o.id === operationId)!;
  return {
    constName,
    method: op.method.toUpperCase(),
    path: op.path,
    initializer: `{ operation: ${constName}, clientIdField: ${literal(clientIdField)}, clientSecretField: ${literal(clientSecretField)}, rejectedCode: ${literal(rejectedCode)} }`,
  };
}
