/**
 * The languages of the request samples, in the order of the page's tabs: TypeScript (the client's call,
 * typescript.ts), curl (curl.ts), then the languages `@readme/httpsnippet` writes from the request
 * (snippets.ts), with how each one reads the environment and how a reader runs it.
 *
 * Why a table of our own beside the snippet library: httpsnippet writes every value as a literal, and a
 * sample must hold no secret and nothing a reader edits before it runs. So the request is given to it with
 * markers (`ENVREAD_<NAME>_ENVREAD`, letters and underscores only, so every target keeps them as they are,
 * URL-encoding included) where the base URL and the credentials go; afterwards each marker, which always
 * sits inside one string literal, is spliced into that language's environment read (`" + os.Getenv("X") +
 * "`). The splice needs three facts per language (how to read a variable, how to join strings, how a line
 * comment starts) and a few targets need a finish: imports, Java's class, Ruby's TLS switch.
 */
import type { ClientId, TargetId } from '@readme/httpsnippet/targets';

export type SnippetLanguageKey = 'javascript' | 'python' | 'go' | 'java' | 'csharp' | 'php' | 'ruby';

export interface SnippetLanguage<Key extends string = SnippetLanguageKey> {
  /** The language's key in the site's language choice (`?lang=`). */
  key: Key;
  /** The tab's label and Redoc's highlighting language (`x-codeSamples[].lang`). */
  label: string;
  lang: string;
  /** The info string of a Markdown code fence (the agent docs' twins). */
  fence: string;
  /** The extension of `docs/reference/samples/<operationId>.gen.<ext>`. */
  ext: string;
  target: TargetId;
  client: ClientId;
  options?: Record<string, unknown>;
  comment: string;
  /** Joins a string literal and an expression. */
  concat: string;
  /** A read may stand outside a string literal (a shell word: httpsnippet quotes only what needs it). */
  bareEnv?: boolean;
  /** An expression with the value of the environment variable `name`. */
  env: (name: string) => string;
  /** The name a reader saves the sample under, from the operation's id made safe (`createAgent`). */
  fileName: (safeId: string) => string;
  /** The reader's remaining work, before the variables: what to install, and how to run `file`. */
  needs: string;
  run: (file: string) => string;
  /** Imports the environment read needs, a class around the statements: the last step before the comment line. */
  finish?: (code: string, safeId: string) => string;
}

const pascal = (id: string) => {
  const name = id.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase()).replace(/_/g, '');
  return /^[A-Za-z]/.test(name) ? name : `Sample${name}`;
};
const snake = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/_+/g, '_')
    .toLowerCase();
const indent = (code: string, by: string) =>
  code
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

export const snippetLanguages: SnippetLanguage[] = [
  {
    key: 'javascript',
    fence: 'js',
    label: 'JavaScript',
    lang: 'JavaScript',
    ext: 'mjs',
    target: 'javascript',
    client: 'fetch',
    comment: '//',
    concat: ' + ',
    env: (name) => `process.env.${name}`,
    fileName: (id) => `${id}.mjs`,
    needs: 'Node.js 18 or later (fetch, no package)',
    run: (file) => `node ${file}`,
  },
  {
    key: 'python',
    fence: 'python',
    label: 'Python',
    lang: 'Python',
    ext: 'py',
    target: 'python',
    client: 'requests',
    comment: '#',
    concat: ' + ',
    env: (name) => `os.environ["${name}"]`,
    fileName: (id) => `${snake(id)}.py`,
    needs: 'pip install requests',
    run: (file) => `python3 ${file}`,
    finish: (code) => `import os\n${code}`,
  },
  {
    key: 'go',
    fence: 'go',
    label: 'Go',
    lang: 'Go',
    ext: 'go',
    target: 'go',
    client: 'native',
    // Errors end the program (a panic, a non-zero exit) rather than being dropped into `_`.
    options: { checkErrors: true },
    comment: '//',
    concat: ' + ',
    env: (name) => `os.Getenv("${name}")`,
    fileName: (id) => `${snake(id)}.go`,
    needs: 'Go 1.19 or later, standard library only',
    run: (file) => `go run ${file}`,
    finish: (code) => code.replace(/^import \(\n/m, 'import (\n\t"os"\n'),
  },
  {
    key: 'java',
    fence: 'java',
    label: 'Java',
    lang: 'Java',
    ext: 'java',
    target: 'java',
    client: 'nethttp',
    comment: '//',
    concat: ' + ',
    env: (name) => `System.getenv("${name}")`,
    fileName: (id) => `${pascal(id)}.java`,
    needs: 'Java 11 or later (java.net.http)',
    run: (file) => `java ${file}`,
    // httpsnippet writes statements only; a file `java` runs as it is needs the imports and a class.
    finish: (code, id) =>
      [
        'import java.net.URI;',
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.net.http.HttpResponse;',
        '',
        `public class ${pascal(id)} {`,
        '    public static void main(String[] args) throws Exception {',
        indent(code, '        '),
        '    }',
        '}',
      ].join('\n'),
  },
  {
    key: 'csharp',
    fence: 'csharp',
    label: 'C#',
    lang: 'C#',
    ext: 'cs',
    target: 'csharp',
    client: 'httpclient',
    comment: '//',
    concat: ' + ',
    env: (name) => `Environment.GetEnvironmentVariable("${name}")`,
    fileName: () => 'Program.cs',
    needs: '.NET 6 or later: dotnet new console, this file as Program.cs',
    run: () => 'dotnet run',
  },
  {
    key: 'php',
    fence: 'php',
    label: 'PHP',
    lang: 'PHP',
    ext: 'php',
    target: 'php',
    client: 'curl',
    comment: '//',
    concat: ' . ',
    env: (name) => `getenv('${name}')`,
    fileName: (id) => `${snake(id)}.php`,
    needs: "PHP with its curl extension (Debian's php-curl)",
    run: (file) => `php ${file}`,
  },
  {
    key: 'ruby',
    fence: 'ruby',
    label: 'Ruby',
    lang: 'Ruby',
    ext: 'rb',
    target: 'ruby',
    client: 'native',
    comment: '#',
    concat: ' + ',
    env: (name) => `ENV.fetch("${name}")`,
    fileName: (id) => `${snake(id)}.rb`,
    needs: 'Ruby, standard library only',
    run: (file) => `ruby ${file}`,
    // httpsnippet turns TLS on only for an https URL it can see; the base URL is read at run time.
    finish: (code) => code.replace(/^(http = Net::HTTP\.new\(url\.host, url\.port\))$/m, '$1\nhttp.use_ssl = url.scheme == "https"'),
  },
];

/** What the comment line of a sample that is not made by httpsnippet needs: the console's curl and TypeScript. */
export type RunFacts = Pick<SnippetLanguage<string>, 'label' | 'comment' | 'fileName' | 'needs' | 'run'>;

export const curlFacts: RunFacts = { label: 'curl', comment: '#', fileName: (id) => `${id}.sh`, needs: 'curl', run: (file) => `sh ${file}` };

/** TypeScript's facts for a client package: install it, run the file with tsx. */
export const typescriptFacts = (packageName: string): RunFacts => ({
  label: 'TypeScript',
  comment: '//',
  fileName: (id) => `${id}.ts`,
  needs: `npm install ${packageName}`,
  run: (file) => `npx tsx ${file}`,
});

export type SampleKey = 'typescript' | 'curl' | SnippetLanguageKey | 'pythonSdk';

/** Every sample language in tab order: key, label, highlighting language (`x-codeSamples`), file extension, comment, fence. */
export const sampleLanguages: { key: SampleKey; label: string; lang: string; ext: string; comment: string; fence: string }[] = [
  { key: 'typescript', label: 'TypeScript', lang: 'TypeScript', ext: 'ts', comment: '//', fence: 'ts' },
  { key: 'curl', label: 'curl', lang: 'curl', ext: 'sh', comment: '#', fence: 'sh' },
  // The generated Python SDK's call (python-sdk.ts) right after the `requests` one.
  ...snippetLanguages.flatMap(({ key, label, lang, ext, comment, fence }) => [
    { key, label, lang, ext, comment, fence },
    ...(key === 'python' ? [{ key: 'pythonSdk' as const, label: 'Python (SDK)', lang: 'Python', ext: 'sdk.py', comment: '#', fence: 'python' }] : []),
  ]),
];
