/**
 * The anatomy every emitter shares: `index.ts` exports an Emitter, `config.ts` holds where it writes and
 * its options, `emit.ts` is a pure function IR -> files. The runner (../run.ts) writes or checks them.
 */
import type { IR } from '../ir/types.js';

export interface GeneratedFile {
  /** Path relative to the output root, with forward slashes. */
  path: string;
  contents: string;
  /**
   * The contents as UTF-8 bytes, in pieces, when the emitter has them so (a page of tens of MB: the reference
   * page embeds the whole document): the run hashes, compares and writes these, and never asks `contents`,
   * which then joins them into a string only for whoever else reads it.
   */
  bytes?: readonly Buffer[];
}

/** Where a run writes, for emitters whose files depend on it (a package outside the toolchain carries copies of the runtimes). */
export interface EmitContext {
  /** The output root, absolute. Absent: the toolchain's own root. */
  out?: string;
}

export interface Emitter {
  name: string;
  description: string;
  /** Folders this emitter owns: files in them that carry the generated header and are no longer emitted are removed. */
  ownedDirs: string[];
  emit(ir: IR, context?: EmitContext): Promise<GeneratedFile[]> | GeneratedFile[];
  /**
   * Which files keep hand edits (../merge/). A file it says false of is a page for readers, not code (the
   * reference page, which bundles Redoc: 2 MB): regenerated whole, not merged, and kept out of the pristine
   * store. Default: every file.
   */
  keepsEdits?: (path: string) => boolean;
  /**
   * Hands most of its work to another thread or process (the bundle's YAML writer, the reference page's
   * Redocly process): the run starts it before the others, so that work runs beside theirs on another core
   * instead of after it.
   */
  offThread?: boolean;
}
