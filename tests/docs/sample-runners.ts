/**
 * How a test runs a request sample of each language as a reader would, saved under the name its first
 * comment line gives ("save as create_agent.py"), with the compilers batched, because a compiler's start-up
 * costs more than the sample's run:
 *   JavaScript `node file.mjs`; Python `python3 file.py`; PHP `php file.php`; Ruby `ruby file.rb`;
 *   Go: `go vet ./...` once over every sample as copied (each its own `package main`, so each type-checks as
 *     the program `go run` builds), then one binary runs them all, each sample's `func main` renamed to a
 *     function of its own (the only change: 16 linked binaries cost about 12 CPU-seconds, one about 1);
 *   Java: one `javac` over every file, then `java -cp` per class (what `java File.java` compiles in memory);
 *   C#: `dotnet` is not a Debian package, so Mono's `mcs` compiles every sample in one assembly and `mono`
 *     runs it. Mono's compiler predates top-level statements, so each sample's `using` directives stay at the
 *     top and its statements become the body of an `async Task` method, with the namespaces .NET 6's
 *     implicit usings give a `dotnet new console` project (`System`, `System.Net.Http`, ...).
 * Outputs are cached under node_modules/.cache/sample-languages, keyed by a hash of the samples' text and this
 * file, so an unchanged set is not compiled again.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SnippetLanguageKey } from '../../generators/src/emitters/samples/index.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const cacheRoot = path.join(root, 'node_modules/.cache/sample-languages');

export interface Sample {
  /** A name unique among the samples of one language (the operation id). */
  id: string;
  /** The sample's text, as the page shows it. */
  text: string;
}

export interface PreparedLanguage {
  /** The command that runs one sample, and the directory to run it in. */
  command(id: string): { file: string; args: string[]; cwd: string };
}

interface Runner {
  /** The programs this language needs, and the Debian package of each (what `.ci/run` installs). */
  tools: Record<string, string>;
  prepare(dir: string, samples: SavedSample[]): Promise<PreparedLanguage>;
}

interface SavedSample extends Sample {
  /** The file name the sample's comment line tells the reader to save it under. */
  name: string;
}

/** "save as create_agent.py," in the sample's first comment line; C# has one name, Program.cs. */
export function savedName(key: SnippetLanguageKey, text: string): string {
  if (key === 'csharp') return 'Program.cs';
  const name = /save as ([\w.-]+),/.exec(text.split('\n').find((line) => /^(\/\/|#)/.test(line)) ?? '')?.[1];
  if (!name) throw new Error(`a ${key} sample's comment line names no file to save it as:\n${text}`);
  return name;
}

const interpreted =
  (program: string | (() => Promise<string>)): Runner['prepare'] =>
  async (dir, samples) => {
    for (const s of samples) writeFileSync(path.join(dir, s.id, s.name), s.text);
    const file = typeof program === 'string' ? program : await program();
    return { command: (id) => ({ file, args: [samples.find((s) => s.id === id)!.name], cwd: path.join(dir, id) }) };
  };

/**
 * The interpreter `python3` starts, by its path: where `python3` on PATH is a version manager's shim (pyenv
 * runs a shell script before each start, 0.5 CPU-seconds), the samples run on what the shim resolves to.
 */
const python3 = async () => (await run('python3', ['-c', 'import requests, sys; print(sys.executable)'])).stdout.trim();

const runners: Record<SnippetLanguageKey, Runner> = {
  javascript: { tools: { node: 'nodejs' }, prepare: interpreted(process.execPath) },
  python: { tools: { python3: 'python3-requests' }, prepare: interpreted(python3) },
  php: { tools: { php: 'php-cli and php-curl' }, prepare: interpreted('php') },
  ruby: { tools: { ruby: 'ruby' }, prepare: interpreted('ruby') },
  go: {
    tools: { go: 'golang-go' },
    async prepare(dir, samples) {
      const copied = path.join(dir, 'as-copied');
      const together = path.join(dir, 'together');
      for (const d of [copied, together]) mkdirSync(d, { recursive: true });
      writeFileSync(path.join(copied, 'go.mod'), 'module samples\n\ngo 1.19\n');
      writeFileSync(path.join(together, 'go.mod'), 'module samples\n\ngo 1.19\n');
      const dispatch: string[] = [];
      samples.forEach((s, i) => {
        mkdirSync(path.join(copied, `s${i}`), { recursive: true });
        writeFileSync(path.join(copied, `s${i}`, s.name), s.text);
        if (!/^func main\(\) \{$/m.test(s.text)) throw new Error(`the Go sample ${s.id} has no func main()`);
        writeFileSync(path.join(together, `s${i}.go`), s.text.replace(/^func main\(\) \{$/m, `func sample${i}() {`));
        dispatch.push(`\t${JSON.stringify(s.id)}: sample${i},`);
      });
      writeFileSync(
        path.join(together, 'zz_dispatch.go'),
        `package main\n\nimport "os"\n\nvar samples = map[string]func(){\n${dispatch.join('\n')}\n}\n\nfunc main() { samples[os.Args[1]]() }\n`,
      );
      await Promise.all([tool('go', ['vet', './...'], copied), tool('go', ['build', '-o', 'samples', '.'], together)]);
      return { command: (id) => ({ file: path.join(together, 'samples'), args: [id], cwd: together }) };
    },
  },
  java: {
    tools: { javac: 'openjdk-17-jdk-headless', java: 'openjdk-17-jdk-headless' },
    async prepare(dir, samples) {
      const sources = path.join(dir, 'src');
      mkdirSync(sources, { recursive: true });
      for (const s of samples) writeFileSync(path.join(sources, s.name), s.text);
      await tool('javac', ['-d', path.join(dir, 'classes'), ...samples.map((s) => path.join(sources, s.name))], dir);
      const className = (id: string) => samples.find((s) => s.id === id)!.name.replace(/\.java$/, '');
      // A short-lived client: the JIT's first tier and the serial collector start fastest.
      return { command: (id) => ({ file: 'java', args: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xshare:auto', '-cp', 'classes', className(id)], cwd: dir }) };
    },
  },
  csharp: {
    tools: { mcs: 'mono-mcs', mono: 'mono-runtime and libmono-system-net-http4.0-cil' },
    async prepare(dir, samples) {
      const implicit = ['System', 'System.IO', 'System.Linq', 'System.Net.Http', 'System.Threading', 'System.Threading.Tasks', 'System.Collections.Generic'];
      const cases: string[] = [];
      const files = samples.map((s, i) => {
        const lines = s.text.split('\n');
        const usings = lines.filter((l) => /^using [\w.]+;$/.test(l));
        const body = lines.filter((l) => !/^using [\w.]+;$/.test(l));
        cases.push(`      case ${JSON.stringify(s.id)}: Sample${i}.Run().GetAwaiter().GetResult(); return 0;`);
        const file = path.join(dir, `Sample${i}.cs`);
        writeFileSync(file, [...implicit.map((u) => `using ${u};`), ...usings, `static class Sample${i} {`, 'public static async Task Run() {', ...body, '}', '}', ''].join('\n'));
        return file;
      });
      const dispatch = path.join(dir, 'Dispatch.cs');
      writeFileSync(dispatch, `static class Dispatch {\n  static int Main(string[] args) {\n    switch (args[0]) {\n${cases.join('\n')}\n    }\n    return 2;\n  }\n}\n`);
      await tool('mcs', ['-nologo', '-r:System.Net.Http', '-main:Dispatch', '-out:samples.exe', dispatch, ...files], dir);
      return { command: (id) => ({ file: 'mono', args: ['samples.exe', id], cwd: dir }) };
    },
  },
};

async function tool(file: string, args: string[], cwd: string) {
  try {
    await run(file, args, { cwd, timeout: 300_000, env: { ...process.env } });
  } catch (error) {
    const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} ${args.join(' ')} (in ${cwd}) failed:\n${stderr || message}${stdout}`);
  }
}

/** The programs `key` needs that are not on PATH, each with the Debian package that brings it. */
export async function missingTools(key: SnippetLanguageKey): Promise<string[]> {
  const missing = await Promise.all(
    Object.entries(runners[key].tools).map(async ([program, pkg]) => {
      if (program === 'node') return undefined;
      try {
        await run('sh', ['-c', `command -v ${program}`]);
        return undefined;
      } catch {
        return `${program} (Debian: ${pkg})`;
      }
    }),
  );
  return missing.filter((m): m is string => m !== undefined);
}

/**
 * Saves every sample of one language as its reader would (each in a folder of its own) and compiles them
 * where the language compiles, once per distinct set of samples.
 */
export async function prepareLanguage(key: SnippetLanguageKey, samples: Sample[], label = 'reference'): Promise<PreparedLanguage> {
  const saved = samples.map((s) => ({ ...s, name: savedName(key, s.text) }));
  const hash = createHash('sha256')
    .update(readFileSync(import.meta.filename))
    .update(JSON.stringify(saved))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(cacheRoot, `${label}-${key}-${hash}`);
  const ready = path.join(dir, '.ready.json');
  if (existsSync(ready)) {
    const cached = JSON.parse(readFileSync(ready, 'utf8')) as { commands: Record<string, ReturnType<PreparedLanguage['command']>> };
    return { command: (id) => cached.commands[id]! };
  }
  rmSync(dir, { recursive: true, force: true });
  for (const s of saved) mkdirSync(path.join(dir, s.id), { recursive: true });
  const prepared = await runners[key].prepare(dir, saved);
  const commands = Object.fromEntries(saved.map((s) => [s.id, prepared.command(s.id)]));
  writeFileSync(ready, JSON.stringify({ commands }));
  return prepared;
}
