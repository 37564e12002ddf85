/**
 * A problem found in the user's spec, with where it is. Every error the generator reports about input is
 * one of these, printed as `file:line:col  message`, never as a stack trace.
 */
export interface Diagnostic {
  file: string;
  line?: number;
  col?: number;
  /**
   * The place as a JSON pointer, given where a line is too long for its column to help (a minified document,
   * every member on line 1): printed after the message.
   */
  pointer?: string;
  message: string;
}

/** Lines longer than this are not read by column; a diagnostic on one says its JSON pointer too. */
const LONG_LINE = 240;

/** `{ pointer }` when the given line of `body` is longer than a reader can search by column, else nothing. */
export function pointerOnLongLine(body: string, line: number, pointer: string): { pointer?: string } {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = body.indexOf('\n', start);
    if (next < 0) return {};
    start = next + 1;
  }
  const end = body.indexOf('\n', start);
  return (end < 0 ? body.length : end) - start > LONG_LINE ? { pointer: pointer.startsWith('#') ? pointer : `#${pointer}` } : {};
}

export class SpecError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'SpecError';
  }
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line ? `${d.file}:${d.line}:${d.col ?? 1}` : d.file;
  return `${where}  ${d.message}${d.pointer ? ` (at ${d.pointer})` : ''}`;
}
