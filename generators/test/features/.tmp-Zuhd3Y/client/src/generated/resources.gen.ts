// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

import { APIResource, type APIPromise, type CallableClient, type RequestOptions } from '../core/index.js';
import type {
  FilesSubmitFormBody,
  FilesSubmitFormResponse,
  FilesUploadFileBody,
  FilesUploadFileResponse,
  NotesPutNoteBody,
  NotesPutNoteResponse,
} from './types.gen.js';
import * as ops from './operations.gen.js';

/** `client.notes`: operations `putNote`. */
export class NotesResource extends APIResource {
  /**
   * Replace a note, as JSON or as a merge patch
   * @see PUT /notes (operation `putNote`)
   * @scope none: this call needs no token
   * @cost none: this call costs nothing
   * @idempotent yes: safe to retry; the client retries 429 and 5xx answers
   */
  putNote(body: NotesPutNoteBody, options?: RequestOptions): APIPromise<NotesPutNoteResponse> {
    return this._client._call<NotesPutNoteResponse>(ops.putNote, { body }, options);
  }
}

/** `client.files`: operations `submitForm`, `uploadFile`. */
export class FilesResource extends APIResource {
  /**
   * Submit a form
   * @see POST /forms (operation `submitForm`)
   * @scope none: this call needs no token
   * @cost none: this call costs nothing
   * @idempotent no: sending it again may apply it twice, so the client never re-sends it once it may have reached the server unless `retryNonIdempotent: true` is passed
   */
  submitForm(body: FilesSubmitFormBody, options?: RequestOptions): APIPromise<FilesSubmitFormResponse> {
    return this._client._call<FilesSubmitFormResponse>(ops.submitForm, { body }, options);
  }

  /**
   * Upload a file with a note
   * @see POST /files (operation `uploadFile`)
   * @scope none: this call needs no token
   * @cost none: this call costs nothing
   * @idempotent no: sending it again may apply it twice, so the client never re-sends it once it may have reached the server unless `retryNonIdempotent: true` is passed
   */
  uploadFile(body: FilesUploadFileBody, options?: RequestOptions): APIPromise<FilesUploadFileResponse> {
    return this._client._call<FilesUploadFileResponse>(ops.uploadFile, { body }, options);
  }
}
