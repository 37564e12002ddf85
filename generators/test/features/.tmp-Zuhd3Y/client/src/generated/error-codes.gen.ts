// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

/** The error codes the spec documents, with the HTTP statuses and operations that answer them. */
export const knownErrorCodes = {} as const;

/** A documented `error.code`. */
export type KnownErrorCode = never;

/** A documented `error.type`. */
export type KnownErrorType = never;
