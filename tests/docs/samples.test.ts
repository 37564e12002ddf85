/**
 * Every TypeScript sample on the reference page compiles against the client's source, so a sample cannot
 * rot when the client or the spec changes. The samples are the files docs/reference/samples/*.gen.ts, the
 * exact text of each operation's `x-codeSamples`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const samplesDir = path.join(root, 'docs/reference/samples');
const clientEntry = path.join(root, 'packages/client/src/index.ts');
const spec = JSON.parse(readFileSync(path.join(root, 'openapi/dist/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
const operationIds = Object.values(spec.paths)
  .flatMap((item) => Object.values(item).map((op) => op?.operationId))
  .filter((id): id is string => typeof id === 'string')
  .sort();
const sampleFiles = readdirSync(samplesDir).filter((f) => f.endsWith('.gen.ts')).sort();

describe('TypeScript samples of the reference', () => {
  it('has one sample per operation of the bundled spec', () => {
    expect(sampleFiles.map((f) => f.replace(/\.gen\.ts$/, ''))).toEqual(operationIds);
  });

  it('compiles every sample against packages/client/src/index.ts', () => {
    expect(existsSync(clientEntry), `${path.relative(root, clientEntry)} does not exist: the client has not been generated`).toBe(true);
    const base = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.base.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    const options: ts.CompilerOptions = {
      ...base!.options,
      noEmit: true,
      // The samples import the package by name, as a user would; resolve it to the client's source.
      baseUrl: root,
      paths: { '@customer-messaging/client': [path.relative(root, clientEntry)] },
    };
    const program = ts.createProgram(sampleFiles.map((f) => path.join(samplesDir, f)), options);
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName.startsWith(samplesDir));
    const report = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' });
    expect(report, 'samples that do not compile').toBe('');
  });
});
