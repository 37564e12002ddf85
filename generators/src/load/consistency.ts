/**
 * Faults of meaning that a structural lint passes (every field has its type) and that generators read past
 * without a word: a name used in one place and defined in none. Each is a located warning that says how it is
 * read; `--strict` makes them errors. Redocly has rules for most of them (`no-undefined-server-variable`,
 * `path-parameters-defined`, `security-defined`), but only in its recommended sets, which cost five times the
 * structural lint on a large document (bundle.ts) and report every one of them as an error; the checks here are
 * one pass over the bundled document, with the reading the generated code actually has.
 *
 * | fault | read as |
 * | --- | --- |
 * | a server URL's `{name}` with no `variables.name` | the URL as written, `{name}` in it |
 * | a path's `{name}` with no `in: path` parameter of that name | a required string path parameter |
 * | an `in: path` parameter whose name is not in the path | ignored |
 * | a security requirement naming no scheme of `components.securitySchemes` | credentials are still required (the operation is not public), of no scheme the generated code knows |
 * | `operationId: ""` | absent: the id is made from the method and the path |
 */
import type { Diagnostic } from './diagnostics.js';
import type { Locator } from './locate.js';
import { HTTP_METHODS, escapePointer, isObject } from '../openapi/primitives.js';
import { deref, type Doc } from '../ir/refs.js';

const TEMPLATE = /\{([^{}]+)\}/g;

export function consistencyWarnings(document: Doc, locate: Locator): Diagnostic[] {
  const out: Diagnostic[] = [];
  const warn = (pointer: string, message: string) => out.push({ ...locate(pointer), message });
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};

  const servers = (list: unknown, at: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((server: unknown, i) => {
      if (!isObject(server) || typeof server.url !== 'string') return;
      const variables = isObject(server.variables) ? server.variables : {};
      for (const [, name] of server.url.matchAll(TEMPLATE)) {
        if (!(name! in variables))
          warn(`${at}/${i}/url`, `The server URL's \`{${name}}\` has no \`variables.${name}\` (with a \`default\`); the URL is used as written, \`{${name}}\` in it.`);
      }
    });
  };
  const security = (list: unknown, at: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((requirement: unknown, i) => {
      if (!isObject(requirement)) return;
      for (const name of Object.keys(requirement)) {
        if (!(name in schemes))
          warn(
            `${at}/${i}/${escapePointer(name)}`,
            `The security requirement names \`${name}\`, which is no scheme of \`components.securitySchemes\`: read as a requirement of credentials no generated code can send.`,
          );
      }
    });
  };

  servers(document.servers, '#/servers');
  security(document.security, '#/security');
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, raw] of Object.entries(paths)) {
    const item = deref<Record<string, unknown>>(document, raw);
    if (!isObject(item)) continue;
    const itemAt = `#/paths/${escapePointer(path)}`;
    const template = new Set([...path.matchAll(TEMPLATE)].map((m) => m[1]!));
    servers(item.servers, `${itemAt}/servers`);
    const pathParameters = (list: unknown, at: string) =>
      (Array.isArray(list) ? list : []).flatMap((p: unknown, i) => {
        const parameter = deref<Record<string, unknown>>(document, p);
        return isObject(parameter) && parameter.in === 'path' && typeof parameter.name === 'string' ? [{ name: parameter.name, at: `${at}/${i}` }] : [];
      });
    const shared = pathParameters(item.parameters, `${itemAt}/parameters`);
    const undeclared = new Map<string, string[]>();
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const opAt = `${itemAt}/${method}`;
      servers(op.servers, `${opAt}/servers`);
      security(op.security, `${opAt}/security`);
      if (op.operationId === '') warn(`${opAt}/operationId`, '`operationId` is empty; read as absent: the id is made from the method and the path.');
      const own = pathParameters(op.parameters, `${opAt}/parameters`);
      for (const { name, at } of own) {
        if (!template.has(name)) warn(at, `The path parameter \`${name}\` is not in the path \`${path}\`; ignored.`);
      }
      const declared = new Set([...shared, ...own].map((p) => p.name));
      for (const name of template) if (!declared.has(name)) undeclared.set(name, [...(undeclared.get(name) ?? []), method.toUpperCase()]);
    }
    for (const { name, at } of shared) {
      if (!template.has(name)) warn(at, `The path parameter \`${name}\` is not in the path \`${path}\`; ignored.`);
    }
    for (const [name, methods] of undeclared) {
      warn(itemAt, `\`{${name}}\` in the path has no \`in: path\` parameter (${methods.join(', ')}); read as a required string.`);
    }
  }
  // In the order of the files' lines, as a reader goes through them.
  return out.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0));
}
