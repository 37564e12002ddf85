/**
 * publint's checks on a packed tarball, in this process: what `publint --strict <tarball>` runs (its CLI calls
 * the same `publint()` with the tarball's bytes and prints "All good!" when no message is left). On a folder
 * the CLI costs a Node start and an `npm pack --dry-run` per package (about 0.6 s of CPU each); the tests
 * have the tarball at hand, so the file list publint judges is the one that is published.
 */
import { readFileSync } from 'node:fs';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

/** The messages publint gives the tarball under `--strict` (warnings as errors), one line each; none when it is all good. */
export async function packagingProblems(tarball: string): Promise<string[]> {
  const bytes = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    level: 'suggestion',
    strict: true,
  });
  return messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
}
