/**
 * IR -> `resources.gen.ts`: one class per resource (`client.objects.records` is an
 * `ObjectsRecordsResource`), one method per operation named after `x-sdk-method`.
 */
import { type ClassDeclarationStructure, type MethodDeclarationStructure, type OptionalKind } from 'ts-morph';
import type { IR, IRApi } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { methodDoc } from './jsdoc.js';
import { literal } from './names.js';
import type { OperationShape } from './operation-shape.js';
import { flatten, resourceTree, type ResourceNode } from './resource-tree.js';
import { operationConstNames } from './operations-file.js';
import { newSourceFile } from './source-file.js';

export function resourcesFile(ir: IR): string {
  const file = newSourceFile(clientConfig.files.resources);
  const nodes = flatten(resourceTree(ir.operations, ir.api));
  const shapes = nodes.flatMap((n) => n.methods);
  const usesPages = shapes.some((s) => s.paginated);
  file.addImportDeclaration({
    namedImports: ['APIResource', 'type APIPromise', 'type CallableClient', ...(usesPages ? ['type PagePromise'] : []), 'type RequestOptions'],
    moduleSpecifier: clientConfig.core,
  });
  const typeNames = shapes
    .flatMap((s) => [s.query?.typeName, s.headers?.typeName, s.cookies?.typeName, s.body?.typeName, s.response?.typeName, s.item?.typeName])
    .filter((n): n is string => Boolean(n))
    .sort();
  if (typeNames.length) {
    file.addImportDeclaration({ isTypeOnly: true, namedImports: typeNames, moduleSpecifier: `./${clientConfig.files.types.replace(/\.ts$/, '.js')}` });
  }
  if (shapes.some((s) => s.pathArgs.some((a) => a.type.startsWith('paths[')))) {
    file.addImportDeclaration({ isTypeOnly: true, namedImports: ['paths'], moduleSpecifier: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` });
  }
  // One namespace import whose members are read statically: bundlers keep only the operations called.
  if (shapes.length) file.addImportDeclaration({ namespaceImport: 'ops', moduleSpecifier: `./${clientConfig.files.operations.replace(/\.ts$/, '.js')}` });
  const constNames = operationConstNames(ir.operations.map((op) => op.id));
  // Children first, so every class is declared before the class that constructs it.
  // One insertion for all classes: ts-morph re-parses the file after each one.
  file.addClasses([...nodes].reverse().map((node) => resourceClass(node, constNames, ir.api)));
  return file.getFullText();
}

function resourceClass(node: ResourceNode, constNames: Map<string, string>, api: IRApi): OptionalKind<ClassDeclarationStructure> {
  return {
    name: node.className,
    isExported: true,
    extends: 'APIResource',
    docs: [`\`client.${node.path.join('.')}\`: ${describe(node)}`],
    properties: node.children.map((child) => ({
      name: child.name,
      isReadonly: true,
      type: child.className,
      docs: [`\`client.${child.path.join('.')}\``],
    })),
    ...(node.children.length
      ? {
          ctors: [
            {
              parameters: [{ name: 'client', type: 'CallableClient' }],
              statements: ['super(client);', ...node.children.map((c) => `this.${c.name} = new ${c.className}(client);`)],
            },
          ],
        }
      : {}),
    methods: node.methods.map((shape) => method(shape, constNames, api)),
  };
}

function describe(node: ResourceNode): string {
  const ops = node.methods.map((m) => `\`${m.op.sdk.method}\``);
  const subs = node.children.map((c) => `\`${c.name}\``);
  return [ops.length ? `operations ${ops.join(', ')}` : '', subs.length ? `sub-resources ${subs.join(', ')}` : ''].filter(Boolean).join('; ') + '.';
}

function method(shape: OperationShape, constNames: Map<string, string>, api: IRApi): OptionalKind<MethodDeclarationStructure> {
  const doc = methodDoc(shape, api);
  const parameters = [
    ...shape.pathArgs.map((p) => ({ name: p.argument, type: p.type })),
    ...(shape.body ? [{ name: 'body', type: shape.body.typeName, hasQuestionToken: !shape.body.required }] : []),
    ...(shape.query ? [{ name: 'params', type: shape.query.typeName, hasQuestionToken: !shape.query.required }] : []),
    ...(shape.headers ? [{ name: 'headers', type: shape.headers.typeName, hasQuestionToken: !shape.headers.required }] : []),
    ...(shape.cookies ? [{ name: 'cookies', type: shape.cookies.typeName, hasQuestionToken: !shape.cookies.required }] : []),
    { name: 'options', type: 'RequestOptions', hasQuestionToken: true },
  ];
  // An optional argument before a required one (query, then required headers) is written `T | undefined`.
  const lastRequired = parameters.findLastIndex((p) => !('hasQuestionToken' in p) || !p.hasQuestionToken);
  parameters.forEach((p, i) => {
    if (i < lastRequired && 'hasQuestionToken' in p && p.hasQuestionToken) Object.assign(p, { hasQuestionToken: false, type: `${p.type} | undefined` });
  });
  const input = [
    shape.pathArgs.length ? `path: { ${shape.pathArgs.map((p) => `${literal(p.name)}: ${p.argument}`).join(', ')} }` : '',
    shape.query ? 'query: params' : '',
    shape.body ? 'body' : '',
    shape.headers ? 'headers' : '',
    shape.cookies ? 'cookies' : '',
  ].filter(Boolean);
  const response = shape.response?.typeName ?? 'void';
  const ref = `ops.${constNames.get(shape.op.id)!}`;
  const [returnType, call] = shape.paginated
    ? [`PagePromise<${response}, ${shape.item!.typeName}>`, `this._client._paginate<${response}, ${shape.item!.typeName}>`]
    : [`APIPromise<${response}>`, `this._client._call<${response}>`];
  return {
    name: shape.op.sdk.method,
    docs: [{ description: doc.description, tags: doc.tags }],
    parameters,
    returnType,
    statements: [`return ${call}(${ref}, { ${input.join(', ')} }, options);`],
  };
}
