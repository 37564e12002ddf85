/**
 * The reference's request samples work as copied. Each operation has a sample per language
 * (docs/reference/samples/<operationId>.gen.{ts,sh,mjs,py,go,java,cs,php,rb}, exactly the text of its
 * `x-codeSamples` after the do-not-edit header); this file runs the TypeScript and curl ones,
 * sample-languages.test.ts the others. Every TypeScript sample compiles against the client; then every sample of every
 * operation is run, unchanged, against a fresh sandbox on a port picked at run time — TypeScript with
 * tsx, curl with the real `curl` — with only the environment a reader sets from the sandbox's banner
 * (`CMP_BASE_URL`, `CMP_CLIENT_ID`, `CMP_CLIENT_SECRET`, `CMP_ACCESS_TOKEN`), and must answer 2xx.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { decorateDocument } from '../../generators/src/emitters/docs/decorate.js';
import { sampleLanguages, sampleSettings } from '../../generators/src/emitters/samples/index.js';
import { loadProject } from '../../generators/src/load/index.js';
import { startSandbox } from '../../packages/sandbox/src/index.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const samplesDir = path.join(root, 'docs/reference/samples');
const clientEntry = path.join(root, 'packages/client/src/index.ts');
const spec = JSON.parse(readFileSync(path.join(root, 'openapi/dist/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
const operationIds = Object.values(spec.paths)
  .flatMap((item) => Object.values(item).map((op) => op?.operationId))
  .filter((id): id is string => typeof id === 'string')
  .sort();
const files = readdirSync(samplesDir).sort();
const { ir } = await loadProject();
const settings = sampleSettings(ir.api);
/** A sample file without its header: the comment lines before the first blank line. */
const sampleText = (file: string) => readFileSync(path.join(samplesDir, file), 'utf8').split('\n\n').slice(1).join('\n\n');

describe('request samples of the reference', () => {
  it.each(sampleLanguages.map((l) => [l.label, l.ext] as const))('has a %s sample per operation of the bundled spec', (_label, ext) => {
    const suffix = `.gen.${ext}`;
    expect(files.filter((f) => f.endsWith(suffix)).map((f) => f.slice(0, -suffix.length))).toEqual(operationIds);
  });

  it("are exactly the page's x-codeSamples, in every language, with no secret in them", async () => {
    const doc = decorateDocument(ir, {});
    for (const op of ir.operations) {
      const shown = doc.paths[op.path][op.method]['x-codeSamples'] as { label: string; source: string }[];
      expect(shown.map((s) => s.label)).toEqual(['TypeScript', 'curl', 'JavaScript', 'Python', 'Python (SDK)', 'Go', 'Java', 'C#', 'PHP', 'Ruby']);
      sampleLanguages.forEach(({ ext }, i) => expect(shown[i]!.source, `${op.id}.gen.${ext}`).toBe(sampleText(`${op.id}.gen.${ext}`)));
      for (const { source } of shown) expect(source, `${op.id}: a secret-looking value`).not.toMatch(/sk_(live|test)_|sec_live_|eyJ[\w-]{10,}/);
    }
  });

  it('compiles every TypeScript sample against packages/client/src/index.ts', () => {
    expect(existsSync(clientEntry), `${path.relative(root, clientEntry)} does not exist: the client has not been generated`).toBe(true);
    const base = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.base.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    const options: ts.CompilerOptions = {
      ...base!.options,
      noEmit: true,
      // The strictest settings a reader may have: a sample must compile under them too.
      exactOptionalPropertyTypes: true,
      // The samples import the package by name, as a user would; resolve it to the client's source.
      baseUrl: root,
      paths: { [settings.client.packageName]: [path.relative(root, clientEntry)] },
    };
    const program = ts.createProgram(
      files.filter((f) => f.endsWith('.ts')).map((f) => path.join(samplesDir, f)),
      options,
    );
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName.startsWith(samplesDir));
    const report = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' });
    expect(report, 'samples that do not compile').toBe('');
  });

  /** Runs one sample file, unchanged, against its own fresh sandbox (a sample may delete what another reads). */
  async function runAgainstSandbox(file: string): Promise<unknown> {
    const sandbox = await startSandbox({ port: 0 });
    try {
      const { clientId, clientSecret } = sandbox.credentials.acme;
      const exchange = await fetch(`${sandbox.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
      });
      const { access_token } = (await exchange.json()) as { access_token: string };
      const env = {
        PATH: process.env.PATH!,
        HOME: process.env.HOME!,
        [settings.env.baseUrl]: sandbox.baseUrl,
        [settings.env.clientId]: clientId,
        [settings.env.clientSecret]: clientSecret,
        [settings.env.accessToken]: access_token,
      };
      const sample = path.join(samplesDir, file);
      // tsx as Node's loader rather than its CLI, which starts a second Node process to run the file.
      const [command, args] = file.endsWith('.sh') ? ['sh', [sample]] : [process.execPath, ['--import', 'tsx', sample]];
      try {
        const { stdout } = await run(command, args, { cwd: root, env, timeout: 600_000 });
        return stdout;
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`${file} failed against the sandbox:\n${stderr}${stdout}`);
      }
    } finally {
      await sandbox.stop();
    }
  }

  it.each(operationIds)('curl sample of %s answers 2xx with JSON', async (id) => {
    const stdout = (await runAgainstSandbox(`${id}.gen.sh`)) as string;
    expect(() => JSON.parse(stdout), stdout).not.toThrow();
  });

  it.concurrent.each(operationIds)('TypeScript sample of %s runs and prints the answer', async (id) => {
    const stdout = (await runAgainstSandbox(`${id}.gen.ts`)) as string;
    expect(stdout.trim().length).toBeGreaterThan(0);
  });
});
