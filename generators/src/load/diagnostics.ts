/**
 * A problem found in the user's spec, with where it is. Every error the generator reports about input is
 * one of these, printed as `file:line:col  message`, never as a stack trace.
 */
export interface Diagnostic {
  file: string;
  line?: number;
  col?: number;
  message: string;
}

export class SpecError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'SpecError';
  }
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line ? `${d.file}:${d.line}:${d.col ?? 1}` : d.file;
  return `${where}  ${d.message}`;
}
