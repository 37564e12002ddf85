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
      const { text, aliases } = componentsInParts(value, ctx, flushOperations);
      texts.push(text, ...aliases);
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
  const aliases = [];
  // The kinds in transformComponentsObject's order: its members for an empty components object.
  const [empty] = [].concat(transformComponentsObject({}, ctx));
  for (const kind of empty.members) {
    const key = kind.name.text;
    const entries = components[key] ? getEntries(components[key], ctx) : [];
    const printed = [];
    // Schemas that name other schemas where TypeScript resolves a type at once, kept until all are known
    // (see recursiveSchemas): their place in `printed`, their name and their member.
    const held = [];
    for (const [name, item] of entries) {
      const [literal] = [].concat(transformComponentsObject({ [key]: { [name]: item } }, ctx));
      const member = literal.members.find((m) => m.name.text === key);
      const schema = key === 'schemas' ? member.type.members[0] : undefined;
      if (schema && eagerSchemaRefs(schema.type).size) {
        held.push({ at: printed.length, name, member, schema });
        printed.push('');
      } else printed.push(componentLines(key, member));
      flushOperations();
    }
    if (held.length) {
      const named = recursiveSchemas(held);
      for (const { at, name, schema, member: original } of held) {
        let member = original;
        let type = aliasedRefs(schema.type, named);
        if (named.has(name)) {
          aliases.push(astToString(ts.factory.createTypeAliasDeclaration(undefined, named.get(name), undefined, type)));
          type = ts.factory.createTypeReferenceNode(named.get(name));
        }
        if (type !== schema.type) {
          const property = ts.factory.updatePropertySignature(schema, schema.modifiers, schema.name, schema.questionToken, type);
          member = ts.factory.updatePropertySignature(member, member.modifiers, member.name, member.questionToken, ts.factory.createTypeLiteralNode([property]));
        }
        printed[at] = componentLines(key, member);
      }
    }
    kinds.push(printed.length ? `    ${key}: {\n${printed.join('')}    };\n` : memberLines([kind]));
  }
  return { text: wrap('components', kinds), aliases };
}

/** The lines of one component inside its kind's member (`    schemas: {` ... `    };`). */
function componentLines(key, member) {
  const lines = memberLines([member]);
  const open = `    ${key}: {\n`;
  if (!lines.startsWith(open) || !lines.endsWith('\n    };\n')) throw new Error('openapi-typescript printed a component in an unexpected form');
  return lines.slice(open.length, -'    };\n'.length);
}

// A schema is a member of `components["schemas"]` and another names it as `components["schemas"]["X"]`.
// TypeScript resolves such an indexed access at once wherever it is not inside an object type (a type
// literal's members wait until asked for), and it defers an array's element only in a type alias whose
// element may itself be an alias: so a schema whose own type holds itself outside an object type
// (`Value: string | components["schemas"]["Value"][]`, Vercel's EdgeConfigItemValue; openapi-typescript
// issue #1603) is TS2502, "referenced directly or indirectly in its own type annotation". Each schema of
// such a cycle is printed as a file-local alias that names the others of its cycle by their aliases
// (`type $Recursive_Value = string | $Recursive_Value[]`), and its member as that alias: the same type.

/** The names X of `components["schemas"]["X"]` in `node` outside object types (type literals, mapped and function types). */
function eagerSchemaRefs(node, found = new Set()) {
  const name = schemaRefName(node);
  if (name !== undefined) found.add(name);
  else if (!ts.isTypeLiteralNode(node) && !ts.isMappedTypeNode(node) && !ts.isFunctionTypeNode(node) && !ts.isConstructorTypeNode(node))
    ts.forEachChild(node, (child) => void eagerSchemaRefs(child, found));
  return found;
}

/** X when `node` is `components["schemas"]["X"]`. */
function schemaRefName(node) {
  const literal = (n) => (ts.isLiteralTypeNode(n) && ts.isStringLiteral(n.literal) ? n.literal.text : undefined);
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isIndexedAccessTypeNode(node.objectType)) return undefined;
  const root = node.objectType.objectType;
  if (!ts.isTypeReferenceNode(root) || !ts.isIdentifier(root.typeName) || root.typeName.text !== 'components' || root.typeArguments) return undefined;
  return literal(node.objectType.indexType) === 'schemas' ? literal(node.indexType) : undefined;
}

/**
 * The held schemas on a cycle of eager references (Tarjan's strongly connected components), each to the name of
 * its alias. Written here: no package the toolchain declares has one, and the algorithm is thirty lines.
 */
function recursiveSchemas(held) {
  const edges = new Map(held.map(({ name, schema }) => [name, [...eagerSchemaRefs(schema.type)]]));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cyclic = new Set();
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || edges.get(v).includes(v)) for (const name of scc) cyclic.add(name);
  };
  for (const name of edges.keys()) if (!index.has(name)) visit(name);
  const named = new Map();
  const taken = new Set();
  for (const { name } of held) {
    if (!cyclic.has(name)) continue;
    const base = `$Recursive_${name.replace(/[^\w$]/g, '_')}`;
    let alias = base;
    for (let n = 2; taken.has(alias); n++) alias = `${base}_${n}`;
    taken.add(alias);
    named.set(name, alias);
  }
  return named;
}

/** `node` with each `components["schemas"]["X"]` outside object types, for X in `named`, as X's alias. */
function aliasedRefs(node, named) {
  const visit = (n) => {
    const name = schemaRefName(n);
    if (name !== undefined) return named.has(name) ? ts.factory.createTypeReferenceNode(named.get(name)) : n;
    if (ts.isTypeLiteralNode(n) || ts.isMappedTypeNode(n) || ts.isFunctionTypeNode(n) || ts.isConstructorTypeNode(n)) return n;
    return ts.visitEachChild(n, visit, ts.nullTransformationContext);
  };
  return visit(node);
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
