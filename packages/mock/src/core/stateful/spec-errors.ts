/**
 * An error answer in the spec's own shape, for documents whose error envelope the mock does not know (any
 * spec given with --spec): the documented answer for that status (exactly, its range, else `default`), its
 * first example (else a value built from its schema) with the mock's message put where the shape keeps one
 * (`message`, `detail`, `error.message`, ...). An undocumented status answers RFC 9457 problem details.
 */
import { STATUS_CODES } from 'node:http';
import { documentedResponse, jsonContent, type SpecOperation } from './operations.js';
import { isObject, propertiesOf, sampleOf } from './schema.js';

const MESSAGE_FIELDS = ['message', 'detail', 'error_description', 'description', 'title', 'error'];

export interface ErrorAnswer {
  status: number;
  contentType: string;
  body: unknown;
}

export function specError(op: SpecOperation | undefined, status: number, code: string, message: string): ErrorAnswer {
  const response = op ? documentedResponse(op, status) : undefined;
  const content = jsonContent(response?.contents);
  if (!content) {
    return { status, contentType: 'application/problem+json', body: { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail: message, code } };
  }
  const example = content.examples?.find((e) => e.value !== undefined)?.value;
  const body = structuredClone(example !== undefined ? example : sampleOf(content.schema));
  if (isObject(body)) {
    const schemaProps = propertiesOf(content.schema);
    const put = (target: Record<string, unknown>, props: Record<string, unknown>) => {
      // A field named for a message, else the shape's first string field.
      const field =
        MESSAGE_FIELDS.find((f) => typeof target[f] === 'string' || (f in props && !isObject(target[f]))) ??
        Object.entries(props).find(([, s]) => isObject(s) && s.type === 'string')?.[0];
      if (field) target[field] = message;
      return !!field;
    };
    if (!put(body, schemaProps)) {
      const nest = Object.keys(body).find((k) => isObject(body[k]));
      if (nest) put(body[nest] as Record<string, unknown>, propertiesOf(schemaProps[nest] as Record<string, unknown>));
    }
  }
  return { status, contentType: content.mediaType === '*/*' ? 'application/json' : content.mediaType, body };
}
