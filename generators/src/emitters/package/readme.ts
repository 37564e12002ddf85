/**
 * IR -> the README of a generated package, through a logic-free Handlebars template
 * (`templates/package/<kind>-README.md.hbs`): install, authentication in the words of the spec's own
 * security scheme, a first call of a real operation of the spec (the reference's TypeScript sample),
 * errors, pagination only when an operation pages, retries and timeouts. The data is prepared and sorted here.
 */
import path from 'node:path';
import { renderTemplate } from '../handlebars.js';
import type { IR, IROperation } from '../../ir/types.js';
import { toolchainRoot } from '../../paths.js';
import { KEPT_NOTE } from '../header.js';
import { credentialSettings } from '../credentials.js';
import { sampleCall, samplesFor } from '../samples/index.js';
import type { RuntimeKind } from '../runtimes.js';
import { runtime } from '../runtimes.js';
import { toolRows } from '../mcp/tools.js';
import { mcpCredentialVariables } from '../mcp/variables.js';
import { npmVersion } from './manifest.js';
import { errorClassNames } from '../client/errors-file.js';

/** What each error class of the client stands for, in its README. */
const ERROR_CLASS_STATUS: Record<string, string> = {
  AuthenticationError: '401',
  PlanLimitError: '402',
  PermissionError: '403',
  NotFoundError: '404',
  ConflictError: '409',
  RateLimitError: '429, with `retryAfter` in seconds',
  InvalidRequestError: 'other 4xx',
  InternalServerError: '5xx',
};

function render(name: string, data: object): string {
  return renderTemplate(path.join(toolchainRoot, 'templates/package', name), data);
}

const call = (op: IROperation) => `client.${[...op.sdk.resource, op.sdk.method].join('.')}()`;

/**
 * The operation a first call shows: a GET that needs no body, with the fewest path parameters, not the
 * token exchange; else any operation. Ties go by path then method, so the choice is stable.
 */
function firstOperation(ir: IR): IROperation | undefined {
  const ranked = [...ir.operations]
    .filter((op) => op.id !== ir.api.tokenExchange?.operationId)
    .sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return ranked[0] ?? ir.operations[0];
}
const rank = (op: IROperation) => (op.method === 'get' ? 0 : 100) + (op.requestBody?.required ? 50 : 0) + op.parameters.path.length * 10 + (op.deprecated ? 5 : 0);

/** How a caller authenticates, as README sentences and the options of the constructor. */
function authentication(ir: IR): { summary: string; option: string; variables: string[] } {
  const { auth, tokenExchange } = ir.api;
  const { env } = credentialSettings(ir.api);
  if (auth.kind === 'none') return { summary: 'The API declares no security scheme: calls are sent without credentials.', option: '', variables: [] };
  if (auth.kind === 'apiKey') {
    return {
      summary: `The API authenticates with an API key (security scheme \`${auth.scheme}\`), sent in the ${auth.in} \`${auth.name}\`. Pass it as \`apiKey\`, or set \`${env.apiKey}\`.`,
      option: `apiKey: process.env['${env.apiKey}']`,
      variables: [env.apiKey],
    };
  }
  if (auth.kind === 'http') {
    return {
      summary: `The API authenticates with HTTP \`${auth.httpScheme}\` credentials (security scheme \`${auth.scheme}\`). Pass them as \`accessToken\`, or set \`${env.accessToken}\`.`,
      option: `accessToken: process.env['${env.accessToken}']`,
      variables: [env.accessToken],
    };
  }
  if (tokenExchange) {
    return {
      summary: `The API authenticates with a bearer token (security scheme \`${auth.scheme}\`), which the client obtains itself: pass \`clientId\` and \`clientSecret\` (or set \`${env.clientId}\` and \`${env.clientSecret}\`) and it exchanges them for a token, caches it and renews it. A token you hold already goes in \`accessToken\` (or \`${env.accessToken}\`).`,
      option: `clientId: process.env['${env.clientId}'], clientSecret: process.env['${env.clientSecret}']`,
      variables: [env.clientId, env.clientSecret],
    };
  }
  return {
    summary: `The API authenticates with a bearer token (security scheme \`${auth.scheme}\`). Pass it as \`accessToken\`, or set \`${env.accessToken}\`.`,
    option: `accessToken: process.env['${env.accessToken}']`,
    variables: [env.accessToken],
  };
}

export function clientReadme(ir: IR): string {
  const { client } = ir.api;
  const first = firstOperation(ir);
  const paged = ir.operations.filter((op) => op.pagination !== 'none').sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const streamed = ir.operations.filter((op) => op.responses.some((r) => r.stream)).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const auth = authentication(ir);
  const { env } = credentialSettings(ir.api);
  const documented = [...new Set(ir.errorCodes.map((c) => c.code))].sort();
  const errorClasses = errorClassNames(ir).filter((name) => name !== 'APIError');
  const exampleError = errorClasses.find((name) => /^'?\d/.test(ERROR_CLASS_STATUS[name]!)) ?? errorClasses[0];
  return render('client-README.md.hbs', {
    marker: `Generated from ${ir.source} by generators/ — ${KEPT_NOTE}.`,
    packageName: client.packageName,
    title: ir.info.title,
    version: ir.info.version,
    description: ir.info.description.split(/\n\s*\n/)[0]?.trim() ?? '',
    className: client.className,
    errorClassName: client.errorClassName,
    baseUrl: ir.api.baseUrl,
    env,
    auth,
    firstCall: first ? samplesFor(ir, first).typescript.trim() : undefined,
    operations: ir.operations.length,
    errorsCall: first ? sampleCall(ir, first) : undefined,
    // Streamed answers: the reference's sample of the first such operation iterates its stream.
    streams: streamed.length ? { example: samplesFor(ir, streamed[0]!).typescript.trim(), calls: streamed.map((op) => `\`${call(op).slice(0, -2)}\``).join(', ') } : undefined,
    paging: paged.length ? { example: sampleCall(ir, paged[0]!), operations: paged.map((op) => ({ call: call(op).slice(0, -2), kind: op.pagination })) } : undefined,
    errorCodes: documented.length
      ? documented
          .slice(0, 12)
          .map((c) => `\`${c}\``)
          .join(', ') + (documented.length > 12 ? ', ...' : '')
      : undefined,
    requestIdHeader: ir.api.requestIdHeader,
    // The error classes the client exports (those of the statuses the spec documents), and one to show.
    errorClasses: errorClasses.map((name) => `\`${name}\` (${ERROR_CLASS_STATUS[name]})`).join(', ') || undefined,
    exampleError,
    exampleStatus: exampleError ? ERROR_CLASS_STATUS[exampleError]!.split(',')[0] : undefined,
    // What `npm pack` names the tarball: the scope's `@` dropped, its `/` made a `-`.
    tarball: `${client.packageName.replace(/^@/, '').replace('/', '-')}-${npmVersion(ir.info.version)}.tgz`,
  });
}

export function serverReadme(ir: IR): string {
  const { server } = ir.api;
  const first = firstOperation(ir);
  return render('server-README.md.hbs', {
    marker: `Generated from ${ir.source} by generators/ — ${KEPT_NOTE}.`,
    packageName: server.packageName,
    title: ir.info.title,
    version: ir.info.version,
    basePath: ir.api.basePath,
    operations: ir.operations.length,
    handler: first ? { name: first.id, method: first.method.toUpperCase(), path: first.path } : undefined,
    auth: ir.api.auth.kind === 'none' ? undefined : ir.api.auth.kind === 'apiKey' ? `an API key in the ${ir.api.auth.in} \`${ir.api.auth.name}\`` : 'a bearer token',
  });
}

export function mcpReadme(ir: IR): string {
  const { mcp, client } = ir.api;
  const rows = toolRows(ir);
  return render('mcp-README.md.hbs', {
    marker: `Generated from ${ir.source} by generators/ — ${KEPT_NOTE}.`,
    packageName: mcp.packageName,
    bin: mcp.binName,
    title: ir.info.title,
    version: ir.info.version,
    tools: rows.length,
    clientPackage: client.packageName,
    runtime: runtime('mcp').name,
    envPrefix: client.envPrefix,
    baseUrl: ir.api.baseUrl,
    credentialVariables: mcpCredentialVariables(ir),
    serverKey: mcp.binName.replace(/-mcp$/, '') || 'api',
    toolRows: rows.map((r) => ({ name: r.name, method: r.method.toUpperCase(), path: r.path, readOnly: r.readOnly })),
  });
}

export function readme(ir: IR, kind: RuntimeKind): string {
  return kind === 'client' ? clientReadme(ir) : kind === 'server' ? serverReadme(ir) : mcpReadme(ir);
}

/**
 * The README at the root of another API's `--out` workspace: what each folder holds, how to install,
 * type-check and build, and how regeneration keeps edits. The same text whichever packages were generated
 * (every package's emitter writes it).
 */
export function workspaceReadme(ir: IR): string {
  return render('workspace-README.md.hbs', {
    marker: `Generated from ${ir.source} by generators/ — ${KEPT_NOTE}.`,
    title: ir.info.title,
    source: ir.source,
    clientPackage: ir.api.client.packageName,
    serverPackage: ir.api.server.packageName,
    mcpPackage: ir.api.mcp.packageName,
  });
}
