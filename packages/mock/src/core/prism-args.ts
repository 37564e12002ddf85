/**
 * How this project runs Prism, as a `prism` command line: loopback only, CORS headers off (the API sends
 * none), `--errors` (a request or response that breaks the spec is an error answer, not a warning), and in
 * dynamic mode `--json-schema-faker-fillProperties=false` so generated bodies carry only the properties the
 * spec names (json-schema-faker otherwise invents extra ones wherever `additionalProperties` is open).
 *
 * The mock runs Prism in-process with exactly this configuration (`prism.ts`); the command line is what
 * error messages show and what reproduces the mock with Prism's own CLI.
 */
export interface PrismArgsOptions {
  spec: string;
  port: number;
  dynamic?: boolean;
  /** A seed makes dynamic answers repeatable. */
  seed?: string;
  /** Validation proxy instead of a mock: forward every request to this base URL and check both ways. */
  upstream?: string;
}

export const MOCK_HOST = '127.0.0.1';

export function prismArgs({ spec, port, dynamic = false, seed, upstream }: PrismArgsOptions): string[] {
  const command = upstream ? ['proxy', spec, upstream] : ['mock', spec];
  const args = [...command, '--host', MOCK_HOST, '--port', String(port), '--cors=false', '--errors'];
  if (dynamic) args.push('--dynamic', '--json-schema-faker-fillProperties=false');
  if (dynamic && seed) args.push('--seed', seed);
  return args;
}
