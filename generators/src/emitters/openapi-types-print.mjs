// openapi-typescript's `astToString(transformSchema(document, context))`, printed as it is built: each path
// item's member, and the members of `operations` that its operations add, are printed and let go before the
// next path item is transformed. Plain JavaScript: the openapi-typescript worker (openapi-types.worker.mjs)
// runs it.
//
// Why: `transformSchema` builds the AST of every type before anything is printed, and on a large document
// that AST is most of the worker's memory (GitHub's description: about 65 MB of heap for the AST, more while
// printing it), alive beside everything the main thread holds. Printed in parts, the AST of one path item
// (and of the components, printed whole) is alive at a time. The text is the same: TypeScript's printer
// writes a file's statements one after another, and an interface's members one per line each with its
// comments, so a statement printed alone, or an interface's member printed in an interface of its own, is
// the same text as in the whole (the tests compare the two on real documents).
//
// The steps are `transformSchema`'s (openapi-typescript 7.13, dist/transform/index.mjs), in its order: the
// helper types, `paths`, `webhooks`, `components`, `$defs`, then the declarations added as the document was
// walked (`operations`, and helpers such as `WithRequired`) in the order they were added.
import ts from 'typescript';
import transformSchema from 'openapi-typescript/dist/transform/index.mjs';
import transformComponentsObject from 'openapi-typescript/dist/transform/components-object.mjs';
import transformPathsObject from 'openapi-typescript/dist/transform/paths-object.mjs';
import transformSchemaObject from 'openapi-typescript/dist/transform/schema-object.mjs';
import transformWebhooksObject from 'openapi-typescript/dist/transform/webhooks-object.mjs';
import { tsModifiers, tsRecord, NEVER, STRING } from 'openapi-typescript/dist/lib/ts.mjs';
import { createRef, getEntries } from 'openapi-typescript/dist/lib/utils.mjs';

const ROOTS = ['paths', 'webhooks', 'components', '$defs'];

// openapi-typescript's `astToString` (lib/ts.mjs) with one printer for every print: it makes a printer for each
// call, and a printer is some hundred closures (TypeScript's `createPrinter`), made here for each path item
// and component (about 2,000 on GitHub's description), and then hot enough that V8 optimizes that large
// function. A printer resets its state after each file it prints (TypeScript's emitter prints every file of a
// program with one), so the text is the same.
const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: false });

/** `astToString(ast)`: the nodes printed as the statements of an empty file. */
function astToString(ast) {
  const sourceFile = ts.createSourceFile('openapi-ts.ts', '', ts.ScriptTarget.ESNext, false, ts.ScriptKind.TS);
  sourceFile.statements = ts.factory.createNodeArray(Array.isArray(ast) ? ast : [ast]);
  return printer.printFile(sourceFile);
}

/** Whether a context is one `printTypes` prints as `transformSchema` would (the options it reproduces). */
export function printsInParts(ctx) {
  return !ctx.exportType && !ctx.makePathsEnum && !ctx.pathParamsAsTypes && !ctx.inject && !ctx.rootTypes;
}

/** `astToString(transformSchema(schema, ctx))`, with the AST of one path item alive at a time. */
export function printTypes(schema, ctx) {
  const texts = [];
  // The helper types (the $Read / $Write markers): what transformSchema puts before `paths`, taken from it.
  const lead = transformSchema({}, { ...ctx, injectFooter: [] });
  const pathsAt = lead.findIndex((node) => ts.isTypeAliasDeclaration(node) && node.name.text === 'paths');
  if (pathsAt < 0) throw new Error('openapi-typescript no longer starts with the helper types, then `paths`');
  if (pathsAt) texts.push(astToString(lead.slice(0, pathsAt)));
  // The members of `operations` (in ctx.injectFooter) printed so far; the node's own list is emptied after each flush.
  const operations = [];
  const flushOperations = () => {
    const node = ctx.injectFooter.find((n) => ts.isInterfaceDeclaration(n) && n.name.text === 'operations');
    if (!node?.members.length) return;
    operations.push(memberLines(node.members));
    node.members = ts.factory.createNodeArray([]);
  };
  for (const root of ROOTS) {
    const value = schema[root];
    if (!value || typeof value !== 'object') {
      texts.push(astToString(emptyAlias(root)));
      continue;
    }
    if (root === 'paths') {
      const members = [];
      for (const [url, item] of getEntries(value, ctx)) {
        members.push(memberLines(transformPathsObject({ [url]: item }, ctx).members));
        flushOperations();
      }
      texts.push(members.some(Boolean) ? wrap(root, members) : astToString(emptyAlias(root)));
      continue;
    }
    if (root === 'components') {
      texts.push(componentsInParts(value, ctx, flushOperations));
      continue;
    }
    const transform = root === 'webhooks' ? transformWebhooksObject : (node, options) => transformSchemaObject(node, { path: createRef(['$defs']), ctx: options, schema: node });
    for (const subType of [].concat(transform(value, ctx))) {
      if (ts.isTypeNode(subType) && subType.members?.length) texts.push(wrap(root, [memberLines(subType.members)]));
      else if (!ts.isTypeNode(subType) && ts.isTypeAliasDeclaration(subType)) texts.push(astToString(subType));
      else texts.push(astToString(emptyAlias(root)));
    }
    flushOperations();
  }
  let hasOperations = false;
  for (const node of ctx.injectFooter) {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'operations' && !hasOperations) {
      hasOperations = true;
      texts.push(operations.some(Boolean) ? wrap('operations', operations) : astToString(node));
    } else {
      if (!hasOperations && node?.name?.escapedText === 'operations') hasOperations = true;
      texts.push(astToString(node));
    }
  }
  if (!hasOperations) texts.push(astToString(emptyAlias('operations')));
  return texts.join('');
}

/**
 * `export interface components { ... }` (or its empty alias), each component transformed and printed alone:
 * transformComponentsObject writes one member per kind (`schemas`, `responses`, ...), holding one member per
 * component or, for a kind with none, `never`.
 */
function componentsInParts(components, ctx, flushOperations) {
  const kinds = [];
  // The kinds in transformComponentsObject's order: its members for an empty components object.
  const [empty] = [].concat(transformComponentsObject({}, ctx));
  for (const kind of empty.members) {
    const key = kind.name.text;
    const entries = components[key] ? getEntries(components[key], ctx) : [];
    const printed = [];
    for (const [name, item] of entries) {
      const [literal] = [].concat(transformComponentsObject({ [key]: { [name]: item } }, ctx));
      const member = literal.members.find((m) => m.name.text === key);
      const lines = memberLines([member]);
      const open = `    ${key}: {\n`;
      if (!lines.startsWith(open) || !lines.endsWith('\n    };\n')) throw new Error('openapi-typescript printed a component in an unexpected form');
      printed.push(lines.slice(open.length, -'    };\n'.length));
      flushOperations();
    }
    kinds.push(printed.length ? `    ${key}: {\n${printed.join('')}    };\n` : memberLines([kind]));
  }
  return wrap('components', kinds);
}

/** `export type <root> = Record<string, never>;`, as transformSchema writes an absent or empty root. */
function emptyAlias(root) {
  return ts.factory.createTypeAliasDeclaration(tsModifiers({ export: true }), root, undefined, tsRecord(STRING, NEVER));
}

/** The lines of `members` as they are printed inside `export interface x { ... }` (empty for none). */
function memberLines(members) {
  if (!members.length) return '';
  const text = astToString(ts.factory.createInterfaceDeclaration(tsModifiers({ export: true }), 'x', undefined, undefined, members));
  const open = 'export interface x {\n';
  if (!text.startsWith(open) || !text.endsWith('\n}\n')) throw new Error('openapi-typescript printed an interface in an unexpected form');
  return text.slice(open.length, -2);
}

/** `export interface <root> {` around member lines printed by memberLines. */
function wrap(root, parts) {
  return `export interface ${root} {\n${parts.join('')}}\n`;
}
