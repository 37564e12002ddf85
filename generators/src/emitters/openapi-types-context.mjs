// The options and the context openapi-types.worker.mjs gives openapi-typescript's transform: the context
// `openapiTS()` builds (openapi-typescript 7.13, dist/index.mjs) with its defaults, so the output is the
// same text. A module of its own so that the tests print with exactly the worker's context.
import { resolveRef } from 'openapi-typescript/dist/lib/utils.mjs';
import ts from 'typescript';

export const options = {
  alphabetize: true,
  silent: true,
  // Bytes (`format: binary`, a file in a multipart body or a download) are a Blob in the runtimes, as
  // openapi-typescript's documentation suggests for this format.
  transform: (schema) => (schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : openSet(schema)),
};

// An open set (`x-extensible-enum`, checked by the IR): its known values, then any other string, as
// `'a' | 'b' | (string & {})`. Editors complete the known values; a new value the service starts sending
// still type-checks. `string & {}` is the usual spelling: plain `string` would absorb the literals.
function openSet(schema) {
  const values = schema['x-extensible-enum'];
  if (!Array.isArray(values) || !values.length || schema.enum !== undefined || !values.every((v) => typeof v === 'string')) return undefined;
  const f = ts.factory;
  const members = values.map((v) => f.createLiteralTypeNode(f.createStringLiteral(v)));
  members.push(f.createParenthesizedType(f.createIntersectionTypeNode([f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword), f.createTypeLiteralNode([])])));
  const nullable = (Array.isArray(schema.type) && schema.type.includes('null')) || schema.nullable === true;
  if (nullable) members.push(f.createLiteralTypeNode(f.createNull()));
  return f.createUnionTypeNode(members);
}

/** The context of one print of `schema` (fresh for each: openapi-typescript keeps state in it). */
export function context(schema, discriminators) {
  return {
    additionalProperties: false,
    alphabetize: options.alphabetize,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators,
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    redoc: undefined,
    silent: options.silent,
    inject: undefined,
    transform: options.transform,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    // readOnly / writeOnly as $Read / $Write markers, stripped by Readable / Writable (exported by the same
    // file) in the aliases the emitters write, as openapi-fetch does; a document without them is unchanged.
    readWriteMarkers: true,
    resolve: ($ref) => resolveRef(schema, $ref, { silent: options.silent }),
  };
}
