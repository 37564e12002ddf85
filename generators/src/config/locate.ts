/**
 * The line of a field in the configuration file's text, for a diagnostic: the file is parsed with
 * TypeScript, its default export followed (through `defineConfig(...)`, `as const`, `satisfies`, a
 * variable it names) to an object literal, and the field's path walked through its properties and array
 * elements. A field that is missing is placed at the object that lacks it. TypeScript is loaded only here,
 * and only when a configuration has a problem: a good one costs no parse.
 */
import { createRequire } from 'node:module';
import type * as TS from 'typescript';

/** 1-based line and column of `field` (keys and array indexes) in `text`, or undefined when the text cannot say. */
export function locateField(text: string, field: string[]): { line: number; col: number } | undefined {
  if (!text) return undefined;
  let ts: typeof TS;
  try {
    ts = createRequire(import.meta.url)('typescript') as typeof TS;
  } catch {
    return undefined;
  }
  const source = ts.createSourceFile('config.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let node = defaultExport(ts, source);
  if (!node) return undefined;
  let placed: TS.Node = node;
  for (const key of field) {
    const next = child(ts, source, node, key);
    if (!next) break;
    placed = next.at;
    node = next.value;
  }
  const { line, character } = source.getLineAndCharacterOfPosition(placed.getStart(source));
  return { line: line + 1, col: character + 1 };
}

/** The expression the file exports by default, unwrapped to its value. */
function defaultExport(ts: typeof TS, source: TS.SourceFile): TS.Expression | undefined {
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) return unwrap(ts, source, statement.expression);
  }
  return undefined;
}

/** `defineConfig(x)`, `x as const`, `x satisfies T`, `(x)` and a variable's name are all `x`. */
function unwrap(ts: typeof TS, source: TS.SourceFile, expression: TS.Expression, seen = new Set<string>()): TS.Expression {
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isTypeAssertionExpression(expression))
    return unwrap(ts, source, expression.expression, seen);
  if (ts.isCallExpression(expression) && expression.arguments.length === 1) return unwrap(ts, source, expression.arguments[0]!, seen);
  if (ts.isIdentifier(expression) && !seen.has(expression.text)) {
    seen.add(expression.text);
    const initializer = variable(ts, source, expression.text);
    if (initializer) return unwrap(ts, source, initializer, seen);
  }
  return expression;
}

function variable(ts: typeof TS, source: TS.SourceFile, name: string): TS.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) return declaration.initializer;
  }
  return undefined;
}

/** The member `key` of an object or array literal: where to point (its name) and its value. */
function child(ts: typeof TS, source: TS.SourceFile, node: TS.Expression, key: string): { at: TS.Node; value: TS.Expression } | undefined {
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) || ts.isNumericLiteral(property.name)) ? property.name.text : undefined;
      if (name !== key) continue;
      if (ts.isPropertyAssignment(property)) return { at: property, value: unwrap(ts, source, property.initializer) };
      return { at: property, value: property as unknown as TS.Expression };
    }
    return undefined;
  }
  if (ts.isArrayLiteralExpression(node) && /^\d+$/.test(key)) {
    const element = node.elements[Number(key)];
    return element ? { at: element, value: unwrap(ts, source, element) } : undefined;
  }
  return undefined;
}
