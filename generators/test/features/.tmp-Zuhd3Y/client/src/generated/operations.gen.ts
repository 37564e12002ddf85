// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

import type { OperationMeta } from '../core/index.js';
import { encodeRequestBody } from '../core/index.js';

/** `PUT /notes` */
export const putNote: OperationMeta = {
  id: 'putNote',
  method: 'put',
  path: '/notes',
  idempotent: true,
  pagination: 'none',
  public: true,
  scopes: [],
  requestTypes: ['application/json', 'application/merge-patch+json', 'text/plain'],
  encodeBody: encodeRequestBody,
};

/** `POST /forms` */
export const submitForm: OperationMeta = {
  id: 'submitForm',
  method: 'post',
  path: '/forms',
  idempotent: false,
  pagination: 'none',
  public: true,
  scopes: [],
  requestTypes: ['application/x-www-form-urlencoded'],
  encodeBody: encodeRequestBody,
};

/** `POST /files` */
export const uploadFile: OperationMeta = {
  id: 'uploadFile',
  method: 'post',
  path: '/files',
  idempotent: false,
  pagination: 'none',
  public: true,
  scopes: [],
  requestTypes: ['multipart/form-data'],
  encodeBody: encodeRequestBody,
};

/** Every operation of the spec: how it is called and what the runtime may do with it. */
export const operations: {
  readonly putNote: OperationMeta;
  readonly submitForm: OperationMeta;
  readonly uploadFile: OperationMeta;
} = {
  putNote: putNote,
  submitForm: submitForm,
  uploadFile: uploadFile,
};

export type OperationId = keyof typeof operations;
