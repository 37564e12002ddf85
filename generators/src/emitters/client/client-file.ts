/** IR -> `client.gen.ts`: the class users construct, holding the top-level resources. */
import { VariableDeclarationKind } from 'ts-morph';
import type { IR } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { resourceTree } from './resource-tree.js';
import { newSourceFile } from './source-file.js';
import { operationConstNames } from './operations-file.js';

export function clientFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.client);
  const roots = resourceTree(ir.operations, ir.api);
  const js = (name: string) => `./${name.replace(/\.ts$/, '.js')}`;
  file.addImportDeclaration({ namedImports: ['BaseClient', 'rawClient', 'type ClientDefinition', 'type ClientOptions'], moduleSpecifier: clientConfig.core });
  file.addImportDeclaration({ isTypeOnly: true, namedImports: ['Client'], moduleSpecifier: 'openapi-fetch' });
  file.addImportDeclaration({ isTypeOnly: true, namedImports: ['paths'], moduleSpecifier: js(clientConfig.files.schema) });
  const token = tokenExchange(ir);
  file.addImportDeclaration({ namedImports: ['operations', ...(token ? [token.constName] : [])], moduleSpecifier: js(clientConfig.files.operations) });
  if (roots.length) file.addImportDeclaration({ namedImports: roots.map((r) => r.className), moduleSpecifier: js(clientConfig.files.resources) });
  const { api } = ir;
  const baseUrl = api.baseUrl;
  file.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    docs: [
      "How both classes are configured: the spec's server, the environment variables read, the `User-Agent`, the token exchange, the request-id header and the error and page envelopes.",
    ],
    declarations: [
      {
        name: 'definition',
        type: 'ClientDefinition',
        initializer: `{ defaultBaseUrl: ${literal(baseUrl)}, env: ${envNames(ir)}, userAgent: ${literal(`${api.client.packageName}/${ir.info.version}`)}${token ? `, token: ${token.initializer}` : ''}, requestIdHeader: ${literal(api.requestIdHeader.toLowerCase())}${api.errors ? `, errors: ${JSON.stringify(api.errors)}` : ''}${api.pagination ? `, pagination: ${JSON.stringify(api.pagination)}` : ''} }`,
      },
    ],
  });
  file.addClass({
    name: api.client.coreClassName,
    isExported: true,
    extends: 'BaseClient<paths>',
    docs: [
      [
        `The configured connection alone (options, environment, token, retries), without resources: pass it to`,
        `the resource classes you use (\`new ${roots[0]?.className ?? 'SomeResource'}(core)\`) so a bundle carries only those.`,
      ].join('\n'),
    ],
    ctors: [{ parameters: [{ name: 'options', type: 'ClientOptions', initializer: '{}' }], statements: ['super(options, definition);'] }],
  });
  file.addClass({
    name: api.client.className,
    isExported: true,
    extends: 'BaseClient<paths>',
    docs: [
      [
        `Typed client of ${ir.info.title} ${ir.info.version}.`,
        '',
        `\`baseUrl\` defaults to \`${api.client.envPrefix}BASE_URL\`, then \`${baseUrl}\`. Authenticate with \`clientId\` + \`clientSecret\``,
        `(exchanged for a token, cached and refreshed) or a static \`accessToken\`; with none of them given,`,
        `\`${api.client.envPrefix}CLIENT_ID\` + \`${api.client.envPrefix}CLIENT_SECRET\` or \`${api.client.envPrefix}ACCESS_TOKEN\` are read. \`client.raw\` is the typed openapi-fetch client.`,
      ].join('\n'),
    ],
    properties: roots.map((r) => ({ name: r.name, isReadonly: true, type: r.className, docs: [`\`${r.path.join('.')}\` operations.`] })),
    getAccessors: [
      {
        name: 'raw',
        returnType: 'Client<paths>',
        docs: ['The typed openapi-fetch client, for anything the resource layer does not cover. Same auth, retries and timeouts.'],
        statements: ['return rawClient<paths>(this, operations);'],
      },
    ],
    ctors: [
      {
        parameters: [{ name: 'options', type: 'ClientOptions', initializer: '{}' }],
        statements: ['super(options, { ...definition, operations: Object.values(operations) });', ...roots.map((r) => `this.${r.name} = new ${r.className}(this);`)],
      },
    ],
  });
  return file.getFullText();
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
