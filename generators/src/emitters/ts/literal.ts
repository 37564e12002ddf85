/**
 * A JSON value -> TypeScript source of the same literal (single quotes, bare keys where they are valid
 * identifiers), printed by the TypeScript compiler's own printer so quoting and escaping are its rules.
 * An `EnvValue` inside it is printed as `process.env.NAME!`, a `BlobValue` as `new Blob(['...'])`.
 */
import ts from 'typescript';

/** A value a sample reads from an environment variable. */
export class EnvValue {
  constructor(readonly name: string) {}
}

/** Bytes in a sample (a file part of a multipart body): printed `new Blob([content])`, as the client takes them. */
export class BlobValue {
  constructor(readonly content: string) {}
}

const printer = ts.createPrinter({ removeComments: true });
const file = ts.createSourceFile('literal.ts', '', ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
/** Longer than this on one line, objects and arrays are printed one entry per line. */
const MAX_INLINE = 72;

export function tsLiteral(value: unknown): string {
  const inline = print(expression(value, false));
  return inline.length <= MAX_INLINE ? inline : print(expression(value, true)).replace(/^( {4})+/gm, (s) => ' '.repeat(s.length / 2));
}

function print(node: ts.Expression): string {
  return printer.printNode(ts.EmitHint.Expression, node, file);
}

function expression(value: unknown, multiLine: boolean): ts.Expression {
  const f = ts.factory;
  if (value === null || value === undefined) return f.createNull();
  if (value instanceof EnvValue) {
    const env = f.createPropertyAccessExpression(f.createIdentifier('process'), 'env');
    return f.createNonNullExpression(f.createPropertyAccessExpression(env, value.name));
  }
  if (value instanceof BlobValue) {
    return f.createNewExpression(f.createIdentifier('Blob'), undefined, [f.createArrayLiteralExpression([f.createStringLiteral(value.content, true)])]);
  }
  if (typeof value === 'string') return f.createStringLiteral(value, true);
  if (typeof value === 'boolean') return value ? f.createTrue() : f.createFalse();
  if (typeof value === 'number') {
    return value < 0 ? f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, f.createNumericLiteral(-value)) : f.createNumericLiteral(value);
  }
  if (Array.isArray(value))
    return f.createArrayLiteralExpression(
      value.map((v) => expression(v, multiLine)),
      multiLine && value.length > 1,
    );
  const entries = Object.entries(value as Record<string, unknown>).map(([key, v]) =>
    f.createPropertyAssignment(isIdentifier(key) ? f.createIdentifier(key) : f.createStringLiteral(key, true), expression(v, multiLine)),
  );
  return f.createObjectLiteralExpression(entries, multiLine && entries.length > 0);
}

/** Whether `key` can be written bare, by the compiler's own character classes (keywords are fine as keys). */
function isIdentifier(key: string): boolean {
  const chars = [...key].map((c) => c.codePointAt(0)!);
  return chars.length > 0 && chars.every((c, i) => (i === 0 ? ts.isIdentifierStart : ts.isIdentifierPart)(c, ts.ScriptTarget.ES2022));
}
