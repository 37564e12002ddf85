// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

/**
 * The spec's component schemas as one JSON Schema 2020-12 document, registered with Ajv under
 * `$id: 'spec'`; route schemas reference `spec#/components/schemas/<Name>`.
 * Annotations (descriptions, examples, `x-` extensions) are left out: they do not change what validates.
 */
import type { SchemaDocument } from '../core/types.js';

export const schemaDocument: SchemaDocument = {
  $id: 'spec',
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['type', 'code', 'message'],
            properties: {
              type: { type: 'string' },
              code: { type: 'string' },
              message: { type: 'string' },
              param: { type: 'string' },
              details: { type: 'object' },
              request_id: { type: 'string' },
            },
          },
        },
      },
      Note: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
      Stored: {
        type: 'object',
        required: ['name', 'size', 'type', 'copies', 'attachments'],
        properties: {
          name: { type: 'string' },
          size: { type: 'integer' },
          type: { type: 'string' },
          copies: { type: 'integer' },
          attachments: { type: 'integer' },
          note: { type: 'string' },
        },
      },
    },
  },
};
