/**
 * The package README, through a logic-free Handlebars template (`templates/python/README.md.hbs`): install,
 * authentication by the spec's scheme, a first call of a real operation, errors, paging when something
 * pages, retries and timeouts, raw responses, types. The data is prepared here.
 */
import path from 'node:path';
import { template } from '../handlebars.js';
import type { IR } from '../../ir/types.js';
import { toolchainRoot } from '../../paths.js';
import { GENERATED_MARKER } from '../header.js';
import { flatten, type ResourceNode } from './modules.js';
import type { PyMethod } from './method-shape.js';
import { pythonProgram, pythonCall } from './sample.js';
import { pythonConfig } from './config.js';

/** The method a first call shows: a GET with the fewest path parameters, not the token exchange. */
export function firstMethod(ir: IR, methods: PyMethod[]): PyMethod | undefined {
  const rank = (m: PyMethod) => (m.op.method === 'get' ? 0 : 100) + (m.op.requestBody?.required ? 50 : 0) + m.op.parameters.path.length * 10 + (m.op.deprecated ? 5 : 0);
  return [...methods]
    .filter((m) => m.op.id !== ir.api.tokenExchange?.operationId)
    .sort((a, b) => rank(a) - rank(b) || a.op.path.localeCompare(b.op.path) || a.op.method.localeCompare(b.op.method))[0];
}

export function pythonReadme(ir: IR, tree: ResourceNode[], version: string): string {
  const py = ir.api.python;
  const p = ir.api.client.envPrefix;
  const methods = flatten(tree).flatMap((n) => n.methods);
  const first = firstMethod(ir, methods);
  const paged = methods.find((m) => m.paged);
  const auth = ir.api.auth;
  const variables = auth.kind === 'none' ? [] : auth.kind === 'apiKey' ? [`${p}API_KEY`] : ir.api.tokenExchange ? [`${p}CLIENT_ID`, `${p}CLIENT_SECRET`] : [`${p}ACCESS_TOKEN`];
  return template(path.join(toolchainRoot, 'templates/python/README.md.hbs'))({
    marker: GENERATED_MARKER,
    title: ir.info.title,
    specVersion: ir.info.version,
    version,
    distribution: py.distributionName,
    package: py.packageName,
    className: py.className,
    requiresPython: pythonConfig.requiresPython,
    dependencies: pythonConfig.dependencies.join(', '),
    prefix: p,
    baseUrl: ir.api.baseUrl,
    variables: variables.map((v) => `\`${v}\``).join(' and '),
    exchange: Boolean(ir.api.tokenExchange) && auth.kind !== 'none' && auth.kind !== 'apiKey',
    apiKey: auth.kind === 'apiKey',
    firstProgram: first ? pythonProgram(ir, first.op, first).trimEnd() : `from ${py.packageName} import ${py.className}\n\nclient = ${py.className}()`,
    firstCall: first ? pythonCall(first.op, first, ir.schemas) : 'client',
    asyncCall: first ? `await ${pythonCall(first.op, first, ir.schemas)}` : '...',
    rawCall: first ? pythonCall(first.op, first, ir.schemas).replace(/^client\./, 'client.with_raw_response.') : 'client.with_raw_response',
    paged: paged ? { call: pythonCall(paged.op, paged, ir.schemas), item: paged.paged!.item } : false,
    resources: tree.map((n) => ({
      name: n.name,
      methods: flatten([n])
        .flatMap((x) => x.methods.map((m) => m.qualified))
        .join('`, `'),
    })),
    operations: methods.length,
  });
}
