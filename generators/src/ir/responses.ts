/** Responses Object -> IRResponse[], sorted by status, with headers, examples and error codes settled. */
import type { IRApi, IRExample, IRResponse, JsonSchema } from './types.js';
import { deref, escapePointer, refName, type Doc } from './refs.js';
import { valueAt } from './examples.js';
import { readInferred } from './extensions.js';
import type { Problems } from './problems.js';
import { transformStream } from './streams.js';

export interface ResponseContext {
  doc: Doc;
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
      const stream = contentType ? transformStream(doc, contentType, media?.schema as JsonSchema | undefined, `${pointer}/content/${escapePointer(contentType)}`) : undefined;
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
