/**
 * OpenAPI Overlays (overlay.ts: reading, checking and applying one; jsonpath.ts: its targets). The loaders
 * apply them to the bundled document (load/bundle.ts, load/fast.ts); the configuration's `overlays` and
 * `--overlay FILE` name them.
 */
import type { Diagnostic } from '../load/diagnostics.js';
import { applyOverlay, loadOverlay, type Overlay } from './overlay.js';

export { loadOverlay, applyOverlay, type Overlay } from './overlay.js';

/** Reads every overlay file, in order (a SpecError names each problem's file and line). */
export function loadOverlays(files: readonly string[]): Overlay[] {
  return files.map(loadOverlay);
}

/** A copy of `document` with every overlay applied in order, and their located warnings. */
export function overlaid<T extends Record<string, unknown>>(document: T, overlays: readonly Overlay[]): { document: T; warnings: Diagnostic[] } {
  if (!overlays.length) return { document, warnings: [] };
  const copy = structuredClone(document);
  return { document: copy, warnings: overlays.flatMap((o) => applyOverlay(copy, o)) };
}
