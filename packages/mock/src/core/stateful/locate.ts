/**
 * `file:line:col` of a JSON Pointer in a YAML or JSON document, for warnings a reader can jump to. Where the
 * pointer goes through a `$ref` to another file, the place of the `$ref` is given.
 */
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';

export function locator(file: string): (pointer: string) => string {
  let doc: ReturnType<typeof parseDocument> | undefined;
  const lines = new LineCounter();
  try {
    doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines, keepSourceTokens: false });
  } catch {
    doc = undefined;
  }
  return (pointer) => {
    const steps = pointer
      .replace(/^#\/?/, '')
      .split('/')
      .filter((s) => s !== '')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = doc?.contents as Node | null | undefined;
    let place = node?.range?.[0];
    for (const step of steps) {
      if (isMap(node)) {
        const pair = node.items.find((p) => String((p.key as { value?: unknown } | null)?.value ?? p.key) === step);
        if (!pair) break;
        place = (pair.key as Node | null)?.range?.[0] ?? place;
        node = pair.value as Node | null;
      } else if (isSeq(node)) {
        node = node.items[Number(step)] as Node | null;
        if (!node) break;
        place = node.range?.[0] ?? place;
      } else break;
    }
    if (place === undefined) return `${file} ${pointer}`;
    const { line, col } = lines.linePos(place);
    return `${file}:${line}:${col}`;
  };
}
