/**
 * `npm run mock -- --proxy URL`: the validating proxy (`proxy.ts`) on the mock's port, each violation logged
 * as it happens, and a summary of them all when it stops (Ctrl+C).
 */
import path from 'node:path';
import { startProxy } from './proxy.js';
import { DEFAULT_SPEC } from './serve.js';

export async function proxy(upstream: string, port: number, specOption: string | undefined): Promise<number> {
  const spec = path.resolve(specOption ?? DEFAULT_SPEC);
  let running;
  try {
    running = await startProxy({ spec, upstream, port, tableApplies: spec === path.resolve(DEFAULT_SPEC), log: (line) => console.log(line) });
  } catch (error) {
    const message = (error as Error).message;
    console.error(/EADDRINUSE/.test(message) ? `Port ${port} on 127.0.0.1 is already in use. Pick another: --port ${port + 1} (0 picks a free one).` : message);
    return 1;
  }
  console.log(`Validating proxy: ${running.url} -> ${upstream}  (every request and answer checked against ${path.relative(process.cwd(), spec) || spec})\n`);
  console.log('Requests that break the spec are refused; answers that break it pass with an x-mock-violations header.');
  console.log('Ctrl+C stops it and prints a summary.');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await running.close();
  const { exchanges, violating, violations } = running.summary();
  console.log(`\n${exchanges} exchange(s), ${violating} with violations${violations.length ? ':' : '.'}`);
  for (const v of violations) console.log(`  ${String(v.count).padStart(5)}x  ${v.operation}  ${v.message}`);
  return violating ? 1 : 0;
}
