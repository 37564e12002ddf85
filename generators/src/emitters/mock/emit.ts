/**
 * IR -> packages/mock/src/generated/operations.gen.ts: every operation with a request that Prism accepts
 * (path parameters and body from the spec's examples) and every documented error example with the
 * `Prefer` header that selects it (`code=<status>, example=<name>`; a `5XX` range is asked for as 500).
 */
import type { IR, IROperation } from '../../ir/types.js';
import type { EmitContext, GeneratedFile } from '../types.js';
import { mockPackageFiles } from './package.js';
import { stampFile } from '../header.js';
import { tsFile } from '../ts/file.js';
import { mockConfig } from './config.js';
import { sampleOf, sampleValue } from '../../ir/examples.js';
import { mockStream } from './stream-items.js';
import { credentialSettings } from '../credentials.js';
import { apiSettings } from '../server/api-settings.js';
import { jsonExpression } from '../ts/literal.js';

export async function emitMock(ir: IR, context: EmitContext = {}): Promise<GeneratedFile[]> {
  const operations = ir.operations.map((op) => mockOperation(op, ir));
  const file = await tsFile(ir, mockConfig.operations, [
    { kind: 'import', typeOnly: true, names: ['MockApi', 'MockOperation', 'MockWebhook'], from: mockConfig.typeImport },
    {
      kind: 'const',
      exported: true,
      docs: 'The request-id header the front door echoes, and where an error body carries its parts (key paths).',
      name: 'mockApi',
      type: 'MockApi',
      value: jsonExpression(mockApi(ir)),
    },
    {
      kind: 'const',
      exported: true,
      docs: 'Every operation of the spec, in path order, with a request the mock accepts and its documented error examples.',
      name: 'mockOperations',
      type: 'MockOperation[]',
      value: jsonExpression(operations),
    },
    {
      kind: 'const',
      exported: true,
      docs: 'Every webhook and callback of the spec, with the payload the mock sends for it on demand (`POST /__mock/webhooks/<name>`).',
      name: 'mockWebhooks',
      type: 'MockWebhook[]',
      value: jsonExpression(mockWebhooks(ir)),
    },
  ]);
  return [file, stampFile(ir, mockConfig.dir), ...mockPackageFiles(ir, context)];
}

function mockApi(ir: IR) {
  const { requestIdHeader, basePath, pagination } = ir.api;
  // Where the front door writes the parts of its own refusals (invalid JSON, a body or parameter that breaks
  // the spec, an unknown example) and the type each status carries: the server runtime's envelope, so the
  // mock refuses a request as the server does.
  const { errors } = apiSettings(ir);
  // What the banner of `npm run mock` tells a reader: the API, the variables to paste, where curl sends the credential.
  const { env, variable, credential } = credentialSettings(ir.api);
  return {
    requestIdHeader: requestIdHeader.toLowerCase(),
    ...(errors ? { errors } : {}),
    title: ir.info.title,
    baseUrlVariable: env.baseUrl,
    ...(basePath ? { basePath } : {}),
    // The page envelope the IR settled (configuration), which the stateful mock answers lists in.
    ...(pagination ? { pagination } : {}),
    ...(variable ? { credential: { variable, ...credential } } : {}),
  };
}

function mockOperation(op: IROperation, ir: IR) {
  const success = op.responses.find((r) => r.status.startsWith('2'));
  const stream = mockStream(ir, success);
  const body = op.requestBody?.examples[0]?.value;
  const pathParams = [...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => {
    const param = op.parameters.path.find((p) => p.name === name);
    return String(param ? (param.example ?? sampleOf(param.schema)) : name);
  });
  let index = 0;
  return {
    id: op.id,
    method: op.method.toUpperCase(),
    path: op.path,
    sdkMethod: [...op.sdk.resource, op.sdk.method].join('.'),
    pathParams,
    requestPath: op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(pathParams[index++]!)),
    ...(body !== undefined ? { body } : {}),
    authenticated: !op.security.public,
    successStatus: Number(success?.status ?? 200),
    ...(stream ? { stream } : {}),
    // The IR's pagination kind (x-pagination, or inferred from the configured page envelope).
    ...(op.pagination !== 'none' ? { pagination: op.pagination } : {}),
    errorExamples: op.responses
      .filter((r) => /^[45]/.test(r.status))
      .flatMap((r) =>
        r.examples.map((e) => ({
          status: r.status,
          example: e.name,
          summary: e.summary,
          code: e.errorCode ?? '',
          prefer: `code=${r.status.replace(/XX$/i, '00')}, example=${e.name}`,
        })),
      ),
  };
}

/** Each webhook's payload: its first documented example, else one made from its schema. */
function mockWebhooks(ir: IR) {
  const doc = ir.document as {
    webhooks?: Record<string, Record<string, { requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> } }>>;
  };
  return ir.webhooks
    .filter((w) => w.contentType)
    .map((w) => {
      const media = w.kind === 'webhook' ? doc.webhooks?.[w.name]?.[w.method]?.requestBody?.content?.[w.contentType!] : undefined;
      const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
      return { name: w.name, kind: w.kind, payload: example ?? sampleValue(ir.schemas, w.schema ?? {}) };
    });
}
