// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

import type { paths } from './schema.gen.js';

/** Request body of `client.files.submitForm()` (POST /forms). */
export type FilesSubmitFormBody = NonNullable<
  paths['/forms']['post']['requestBody']
>['content']['application/x-www-form-urlencoded'];

/** What `client.files.submitForm()` (POST /forms) resolves to. */
export type FilesSubmitFormResponse =
  paths['/forms']['post']['responses'][200]['content']['application/json'];

/** Request body of `client.files.uploadFile()` (POST /files). */
export type FilesUploadFileBody = NonNullable<
  paths['/files']['post']['requestBody']
>['content']['multipart/form-data'];

/** What `client.files.uploadFile()` (POST /files) resolves to. */
export type FilesUploadFileResponse =
  paths['/files']['post']['responses'][201]['content']['application/json'];

/** Request body of `client.notes.putNote()` (PUT /notes). */
export type NotesPutNoteBody =
  | NonNullable<paths['/notes']['put']['requestBody']>['content']['application/json']
  | NonNullable<paths['/notes']['put']['requestBody']>['content']['application/merge-patch+json']
  | NonNullable<paths['/notes']['put']['requestBody']>['content']['text/plain'];

/** What `client.notes.putNote()` (PUT /notes) resolves to. */
export type NotesPutNoteResponse = paths['/notes']['put']['responses'][200]['content']['application/json'];
