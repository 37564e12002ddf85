/**
 * Two faults of @redocly/openapi-core 2.x's OpenAPI 3.2 types, mended before any document is linted (imported
 * for this effect by bundle.ts). Each made a valid 3.2 document fail its lint:
 * - a `deviceAuthorization` flow's `scopes` is typed `mapOf('string')`, a type name it does not define: any
 *   such flow with a scope threw "Unknown type name found: string", with no file or line;
 * - `components.mediaTypes` is typed as a map of media type *maps*, so a reusable media type's own fields
 *   (`itemSchema`, `schema`) were read as media type names, and a schema's keywords flagged as unexpected.
 * Both are typed here as the 3.2 specification says (a flow's scopes as the other flows'; a map of Media Type
 * Objects).
 */
import { Oas3_2Types } from '@redocly/openapi-core';

interface NodeType {
  name?: string;
  properties: Record<string, unknown>;
  additionalProperties?: unknown;
}
const types = Oas3_2Types as unknown as Record<string, NodeType>;

types.DeviceAuthorization!.properties.scopes = { type: 'object', additionalProperties: { type: 'string' } };
types.NamedMediaTypes = { name: 'NamedMediaTypes', properties: {}, additionalProperties: () => 'MediaType' };
