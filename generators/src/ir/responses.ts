/** Responses Object -> IRResponse[], sorted by status, with headers, examples and error codes settled. */
import type { IRExample, IRResponse, JsonSchema } from './types.js';
import { deref, refName, type Doc } from './refs.js';

export function transformResponses(doc: Doc, responses: Record<string, unknown> = {}): IRResponse[] {
  return Object.keys(responses)
    .sort()
    .map((status) => {
      const raw = responses[status];
      const response = deref(doc, raw);
      const [contentType, media] = Object.entries((response.content ?? {}) as Record<string, Record<string, unknown>>)[0] ?? [];
      const examples = media ? transformExamples(doc, media) : [];
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
      const errorCodes = examples
        .map((e) => (e.value as { error?: { code?: unknown } } | null)?.error?.code)
        .filter((c): c is string => typeof c === 'string');
      const sharedName = refName(raw, 'responses');
      return {
        status,
        description: String(response.description ?? ''),
        ...(contentType ? { contentType } : {}),
        ...(media?.schema ? { schema: media.schema as JsonSchema } : {}),
        headers,
        examples,
        errorCodes: [...new Set(errorCodes)].sort(),
        ...(sharedName ? { sharedName } : {}),
        ...(response['x-inferred'] ? { inferred: String(response['x-inferred']) } : {}),
      };
    });
}

/** Media Type Object `example` / `examples` -> IRExample[] (a lone `example` is named "default"). */
export function transformExamples(doc: Doc, media: Record<string, unknown>): IRExample[] {
  if ('example' in media) return [{ name: 'default', summary: '', value: media.example }];
  return Object.entries((media.examples ?? {}) as Record<string, unknown>).map(([name, raw]) => {
    const example = deref(doc, raw);
    return {
      name,
      summary: String(example.summary ?? ''),
      value: example.value,
      ...(example['x-inferred'] ? { inferred: String(example['x-inferred']) } : {}),
    };
  });
}
