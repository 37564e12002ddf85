/** Responses Object -> IRResponse[], sorted by status, with headers, examples and error codes settled. */
import type { IRApi, IRExample, IRResponse, IRStream, JsonSchema } from './types.js';
import { deref, escapePointer, refName, type Doc } from './refs.js';
import { valueAt } from './examples.js';
import { readInferred } from './extensions.js';
import type { Problems } from './problems.js';
import { transformStream } from './streams.js';

export interface ResponseContext {
  doc: Doc;
  /** The request body's boolean field that asks for a streamed answer (`stream`), when it has one. */
  streamField?: string;
  errors?: IRApi['errors'];
  problems: Problems;
}

export function transformResponses(ctx: ResponseContext, responses: Record<string, unknown> = {}, at: string): IRResponse[] {
  const { doc } = ctx;
  return Object.keys(responses)
    .sort()
    .map((status) => {
      const raw = responses[status];
      const response = deref(doc, raw);
      const pointer = typeof (raw as { $ref?: unknown })?.$ref === 'string' ? String((raw as { $ref: string }).$ref) : `${at}/${escapePointer(status)}`;
      const [contentType, media] = Object.entries((response.content ?? {}) as Record<string, Record<string, unknown>>)[0] ?? [];
      const examples = media ? transformExamples(ctx, media, `${pointer}/content/${escapePointer(contentType!)}`) : [];
      const headers = Object.entries((response.headers ?? {}) as Record<string, unknown>)
        .map(([name, h]) => {
          const header = deref(doc, h);
          return {
            name,
            required: Boolean(header.required),
            description: String(header.description ?? ''),
            schema: (header.schema as JsonSchema | undefined) ?? {},
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name));
      const errorCodes = examples.map((e) => e.errorCode).filter((c): c is string => c !== undefined);
      const sharedName = refName(raw, 'responses');
      const inferred = readInferred(response['x-inferred'], pointer, ctx.problems);
      const stream = contentType
        ? (transformStream(doc, contentType, media?.schema as JsonSchema | undefined, `${pointer}/content/${escapePointer(contentType)}`) ??
          requestedStream(ctx, response.content as Record<string, Record<string, unknown>>, pointer))
        : undefined;
      return {
        status,
        description: String(response.description ?? ''),
        ...(contentType ? { contentType } : {}),
        ...(media?.schema ? { schema: media.schema as JsonSchema } : {}),
        headers,
        examples,
        errorCodes: [...new Set(errorCodes)].sort(),
        ...(sharedName ? { sharedName } : {}),
        ...(stream ? { stream } : {}),
        ...(inferred ? { inferred } : {}),
      };
    });
}

/**
 * Media Type Object `example` / `examples` -> IRExample[] (a lone `example` is named "default"), each with
 * the error code it carries at the configured key path.
 */
export function transformExamples(ctx: ResponseContext, media: Record<string, unknown>, at: string): IRExample[] {
  const withCode = (example: IRExample): IRExample => {
    const code = ctx.errors ? valueAt(example.value, ctx.errors.code) : undefined;
    return typeof code === 'string' ? { ...example, errorCode: code } : example;
  };
  if ('example' in media) return [withCode({ name: 'default', summary: '', value: media.example })];
  return Object.entries((media.examples ?? {}) as Record<string, unknown>).map(([name, raw]) => {
    const example = deref(ctx.doc, raw);
    const inferred = readInferred(example['x-inferred'], `${at}/examples/${escapePointer(name)}`, ctx.problems);
    return withCode({
      name,
      summary: String(example.summary ?? ''),
      value: example.value,
      ...(inferred ? { inferred } : {}),
    });
  });
}

/**
 * A stream media type listed after the first (OpenAI's `application/json` then `text/event-stream`), which
 * the request chooses with a boolean body field named `stream`: the stream, marked with that field. Without
 * such a field there is no way to ask for it, and the answer is read as its first media type.
 */
function requestedStream(ctx: ResponseContext, content: Record<string, Record<string, unknown>>, pointer: string): IRStream | undefined {
  const field = ctx.streamField;
  if (!field) return undefined;
  for (const [type, media] of Object.entries(content).slice(1)) {
    const stream = transformStream(ctx.doc, type, media?.schema as JsonSchema | undefined, `${pointer}/content/${escapePointer(type)}`);
    if (stream) return { ...stream, requestedBy: field };
  }
  return undefined;
}
