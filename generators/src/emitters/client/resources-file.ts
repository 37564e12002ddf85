/**
 * IR -> `resources.gen.ts`: one class per resource (`client.objects.records` is an
 * `ObjectsRecordsResource`), one method per operation named after `x-sdk-method`.
 */
import { modelTypeNames } from './models-file.js';
import type { IR, IRApi } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { methodDoc } from './jsdoc.js';
import { literal } from './names.js';
import type { OperationShape } from './operation-shape.js';
import { flatten, resourceTree, type ResourceNode } from './resource-tree.js';
import { irConstNames } from './operations-file.js';
import type { ClassDecl, Declaration, MethodDecl, Parameter } from '../ts/print.js';

export function resourcesFile(ir: IR): Declaration[] {
  const nodes = flatten(resourceTree(ir.operations, ir.api, new Set(modelTypeNames(ir).values())));
  const shapes = nodes.flatMap((n) => n.methods);
  const usesPages = shapes.some((s) => s.paginated);
  if (!nodes.length) return [];
  const out: Declaration[] = [
    {
      kind: 'import',
      names: [
        'APIResource',
        'type APIPromise',
        'type CallableClient',
        ...(usesPages ? ['type PagePromise'] : []),
        'type RequestOptions',
        // Methods that stream when the body asks for it name the Stream type in their overloads.
        ...(shapes.some((s) => s.stream?.stream.requestedBy && s.body) ? ['type Stream'] : []),
      ],
      from: clientConfig.core,
    },
  ];
  const typeNames = shapes
    .flatMap((s) => [s.query?.typeName, s.headers?.typeName, s.cookies?.typeName, s.body?.typeName, s.response?.typeName, s.item?.typeName, s.stream?.typeName])
    .filter((n): n is string => Boolean(n))
    .sort();
  if (typeNames.length) {
    out.push({ kind: 'import', typeOnly: true, names: typeNames, from: `./${clientConfig.files.types.replace(/\.ts$/, '.js')}` });
  }
  if (shapes.some((s) => s.pathArgs.some((a) => a.type.startsWith('paths[')))) {
    out.push({ kind: 'import', typeOnly: true, names: ['paths'], from: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` });
  }
  // One namespace import whose members are read statically: bundlers keep only the operations called.
  if (shapes.length) out.push({ kind: 'import', namespace: 'ops', from: `./${clientConfig.files.operations.replace(/\.ts$/, '.js')}` });
  const constNames = irConstNames(ir);
  // Children first, so every class is declared before the class that constructs it.
  out.push(...[...nodes].reverse().map((node) => resourceClass(node, constNames, ir.api)));
  return out;
}

function resourceClass(node: ResourceNode, constNames: Map<string, string>, api: IRApi): ClassDecl {
  return {
    kind: 'class',
    name: node.className,
    exported: true,
    extends: 'APIResource',
    docs: `\`client.${node.path.join('.')}\`: ${describe(node)}`,
    properties: node.children.map((child) => ({
      name: child.name,
      readonly: true,
      type: child.className,
      docs: `\`client.${child.path.join('.')}\``,
    })),
    ...(node.children.length
      ? {
          ctor: {
            parameters: [{ name: 'client', type: 'CallableClient' }],
            body: ['super(client);', ...node.children.map((c) => `this.${c.name} = new ${c.className}(client);`)],
          },
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

function method(shape: OperationShape, constNames: Map<string, string>, api: IRApi): MethodDecl {
  const doc = methodDoc(shape, api);
  const parameters: Parameter[] = [
    ...shape.pathArgs.map((p) => ({ name: p.argument, type: p.type })),
    ...(shape.body ? [{ name: 'body', type: shape.body.typeName, optional: !shape.body.required }] : []),
    ...(shape.query ? [{ name: 'params', type: shape.query.typeName, optional: !shape.query.required }] : []),
    ...(shape.headers ? [{ name: 'headers', type: shape.headers.typeName, optional: !shape.headers.required }] : []),
    ...(shape.cookies ? [{ name: 'cookies', type: shape.cookies.typeName, optional: !shape.cookies.required }] : []),
    { name: 'options', type: 'RequestOptions', optional: true },
  ];
  // An optional argument before a required one (query, then required headers) is written `T | undefined`.
  const lastRequired = parameters.findLastIndex((p) => !p.optional);
  parameters.forEach((p, i) => {
    if (i < lastRequired && p.optional) Object.assign(p, { optional: false, type: `${p.type} | undefined` });
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
  const requested = shape.stream?.stream.requestedBy;
  if (requested && shape.body) return requestedStreamMethod(shape, doc, parameters, input, ref, requested);
  const [returnType, call] = shape.paginated
    ? [`PagePromise<${response}, ${shape.item!.typeName}>`, `this._client._paginate<${response}, ${shape.item!.typeName}>`]
    : shape.stream
      ? [`APIPromise<${response}>`, `this._client._stream<${shape.stream.typeName}>`]
      : [`APIPromise<${response}>`, `this._client._call<${response}>`];
  return {
    name: shape.op.sdk.method,
    docs: doc,
    parameters,
    returnType,
    body: [`return ${call}(${ref}, { ${input.join(', ')} }, options);`],
  };
}

/**
 * An operation that streams when the body asks for it (`stream: true`): one overload for that body, which
 * resolves to a \`Stream\` of events, one for any other, which resolves to the answer read whole.
 */
function requestedStreamMethod(shape: OperationShape, doc: MethodDecl['docs'], parameters: Parameter[], input: string[], ref: string, field: string): MethodDecl {
  const response = shape.response!.typeName;
  const events = `Stream<${shape.stream!.typeName}>`;
  const asked = parameters.map((p) => (p.name === 'body' ? { ...p, type: `${p.type} & { ${literal(field)}: true }`, optional: false } : p));
  return {
    name: shape.op.sdk.method,
    docs: doc,
    overloads: [
      { parameters: asked, returnType: `APIPromise<${events}>` },
      { parameters, returnType: `APIPromise<${response}>` },
    ],
    parameters,
    returnType: `APIPromise<${response}> | APIPromise<${events}>`,
    body: [
      `const call = { ${input.join(', ')} };`,
      `return (body as { ${literal(field)}?: unknown } | undefined)?.[${literal(field)}] === true ? this._client._stream<${shape.stream!.typeName}>(${ref}, call, options) : this._client._call<${response}>(${ref}, call, options);`,
    ],
  };
}
