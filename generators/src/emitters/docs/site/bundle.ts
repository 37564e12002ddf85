/**
 * The site's one bundled script: the "Try it" console's code samples (`try-it-samples.ts` with
 * `@readme/httpsnippet`), built for the browser by esbuild into one IIFE whose exports are the global
 * `tryItSamples`. httpsnippet reads URLs with Node's legacy `url.parse`/`url.format`; in the browser the
 * `url` package (Node's module, published standalone) stands in, resolved by esbuild's browser platform.
 */
import path from 'node:path';
import { docsConfig } from '../config.js';

const ENTRY = path.join(docsConfig.repoRoot, 'generators/src/emitters/docs/site/try-it-samples.ts');

let bundled: Promise<string> | undefined;

/** The bundle's text, built once per process (its inputs are this repository's sources and packages). */
export function tryItSamplesScript(): Promise<string> {
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'tryItSamples',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      legalComments: 'eof',
      logLevel: 'silent',
    });
    return `/* The "Try it" console's code samples: generators/src/emitters/docs/site/try-it-samples.ts and @readme/httpsnippet, bundled by esbuild. */\n${result.outputFiles[0]!.text}`;
  })();
  bundled.catch(() => (bundled = undefined));
  return bundled;
}
