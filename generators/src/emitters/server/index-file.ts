/**
 * IR -> the server package's entry point, `src/index.ts`: `createServer(options)`, which is the runtime's
 * `buildServer` given this spec's route table, schemas and API settings; the tables themselves; the
 * runtime's public surface; and the handler contracts and spec types.
 */
import type { IR } from '../../ir/types.js';
import type { Declaration } from '../ts/print.js';
import { serverConfig } from './config.js';

export function serverIndex(): Declaration[] {
  const gen = (file: string) => `./generated/${file.replace(/\.ts$/, '.js')}`;
  const { files, coreTypesImport: runtime } = serverConfig;
  return [
    { kind: 'import', typeOnly: true, names: ['FastifyInstance'], from: 'fastify' },
    { kind: 'import', names: ['buildServer', 'type ServerOptions'], from: runtime },
    { kind: 'import', names: ['api', 'routes'], from: gen(files.routes) },
    { kind: 'import', names: ['schemaDocument'], from: gen(files.components) },
    { kind: 'import', typeOnly: true, names: ['Handlers'], from: gen(files.handlers) },
    {
      kind: 'statements',
      code: [
        "/** The server: every operation of the route table, served with the spec's rules; you give the handlers. */",
        'export function createServer(options: ServerOptions<Handlers>): FastifyInstance {',
        '  return buildServer<Handlers>({ routes, schemaDocument, api }, options);',
        '}',
        '',
        'export { api, routes, schemaDocument };',
        'export type { FastifyInstance };',
        `export * from '${runtime}';`,
        `export type * from '${gen(files.handlers)}';`,
        `export type { paths, components, operations } from '${gen(files.schema)}';`,
      ],
    },
  ];
}

export function serverIndexComment(ir: IR): string {
  return [
    `${ir.api.server.packageName}: Fastify server stubs of ${ir.info.title}. \`createServer({ handlers, verifyToken,`,
    "credentials })` serves every operation of the route table under the spec's base path, with its",
    'authentication, limits, validation and error shape; you write the handlers.',
  ].join('\n');
}
