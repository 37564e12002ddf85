/**
 * Bundles a multi-file OpenAPI document into one with @redocly/openapi-core, the same engine as
 * `redocly bundle`, and turns its problems (bad YAML, dangling $ref, invalid structure) into Diagnostics
 * with file and line.
 */
import path from 'node:path';
import { bundle, createConfig, getLineColLocation, lint, loadConfig, YamlParseError } from '@redocly/openapi-core';
import type { NormalizedProblem } from '@redocly/openapi-core';
import { SpecError, type Diagnostic } from './diagnostics.js';

export interface BundledSpec {
  /** The bundled document, refs to external files turned into #/components refs. */
  document: Record<string, unknown>;
  /** Absolute path of the root file. */
  root: string;
  /** Every file the bundle read. */
  files: string[];
}

export async function bundleSpec(specPath: string, configPath?: string): Promise<BundledSpec> {
  const root = path.resolve(specPath);
  // Our own spec is linted with redocly.yaml (house rules); any other document with the `minimal` rules,
  // which still catch structural errors such as a wrong type or a missing required field.
  const config = configPath ? await loadConfig({ configPath }) : await createConfig({ extends: ['minimal'] });
  let result;
  let problems;
  try {
    result = await bundle({ ref: root, config, dereference: false, removeUnusedComponents: false });
    const unresolved = result.problems.filter((p) => p.severity === 'error' || p.ruleId === 'no-unresolved-refs');
    problems = unresolved.length ? unresolved : (await lint({ ref: root, config })).filter((p) => p.severity === 'error');
  } catch (error) {
    throw new SpecError([toDiagnostic(error, root)]);
  }
  if (problems.length) throw new SpecError(problems.map((p) => problemToDiagnostic(p, root)));
  const document = result.bundle.parsed as Record<string, unknown>;
  if (document == null || typeof document !== 'object') {
    throw new SpecError([{ file: relative(root), message: 'The document is empty or not a YAML/JSON object.' }]);
  }
  if (typeof document.openapi !== 'string' || !document.openapi.startsWith('3.1')) {
    throw new SpecError([
      { file: relative(root), message: `Expected "openapi: 3.1.x" at the top of the document, found ${JSON.stringify(document.openapi ?? null)}.` },
    ]);
  }
  return { document, root, files: [...result.fileDependencies].sort() };
}

function toDiagnostic(error: unknown, root: string): Diagnostic {
  if (error instanceof YamlParseError) {
    return {
      file: relative(error.source.absoluteRef),
      line: error.line + 1,
      col: error.col + 1,
      message: `YAML syntax error: ${firstLine(error.originalError.message)}`,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/ENOENT/.test(message)) return { file: relative(root), message: 'File not found.' };
  return { file: relative(root), message: firstLine(message) };
}

export function problemToDiagnostic(problem: NormalizedProblem, root: string): Diagnostic {
  const location = problem.location[0];
  if (!location) return { file: relative(root), message: problem.message };
  const { start } = getLineColLocation(location);
  return {
    file: relative(location.source.absoluteRef),
    line: start.line,
    col: start.col,
    message: `${problem.message} (${problem.ruleId})`,
  };
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}
