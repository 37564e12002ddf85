/**
 * Whether a merged file still parses. A three-way merge works on lines, not syntax: a clean merge of two
 * edits can still leave a brace unbalanced. Such a file is written as merged (nothing is lost) and named
 * with the first problem's line, so the user fixes it by hand instead of finding it at build time.
 */
import { createRequire } from 'node:module';
import type * as TS from 'typescript';

/**
 * TypeScript, loaded on the first merged script only: every `generate` loads this module (the merge session),
 * few merge a file, and the compiler costs the main thread about 0.4 s to load.
 */
let loaded: typeof TS | undefined;
const typescript = (): typeof TS => (loaded ??= createRequire(import.meta.url)('typescript') as typeof TS);

export interface ParseProblem {
  line: number;
  message: string;
}

const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * Above this size a file is not parsed here: TypeScript's parser takes seconds and hundreds of MB on the
 * largest generated files (a 10 MB `schema.gen.ts` of GitHub's description: 6 s), more than the merge
 * itself; the workspace's type-check names any problem in them.
 */
export const PARSE_LIMIT = 1024 * 1024;

export function parseProblem(file: string, text: string): ParseProblem | undefined {
  if (text.length > PARSE_LIMIT) return undefined;
  if (file.endsWith('.json')) {
    try {
      JSON.parse(text);
      return undefined;
    } catch (error) {
      const at = /position (\d+)/.exec((error as Error).message);
      const line = at ? text.slice(0, Number(at[1])).split('\n').length : 1;
      return { line, message: `not JSON: ${(error as Error).message}` };
    }
  }
  if (!SCRIPT.test(file)) return undefined;
  const ts = typescript();
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const diagnostic = (source as unknown as { parseDiagnostics?: TS.DiagnosticWithLocation[] }).parseDiagnostics?.[0];
  if (!diagnostic) return undefined;
  return { line: source.getLineAndCharacterOfPosition(diagnostic.start).line + 1, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ') };
}
