/**
 * Problems of the spec found while building the IR (a malformed `x-` extension, a collision the author
 * declared), each placed at the authored file and line through the loader's locator. They are collected
 * so one run reports them all, then thrown as one SpecError (exit 2).
 */
import { SpecError, type Diagnostic } from '../load/diagnostics.js';
import type { Locator } from '../load/locate.js';

export class Problems {
  readonly list: Diagnostic[] = [];
  constructor(private readonly locate: Locator) {}

  /** A problem at a JSON pointer of the bundled document. */
  at(pointer: string, message: string): void {
    this.list.push({ ...this.locate(pointer), message });
  }

  /** A problem of another file (the configuration), already placed. */
  add(diagnostic: Diagnostic): void {
    this.list.push(diagnostic);
  }

  throwIfAny(): void {
    if (this.list.length) throw new SpecError(this.list);
  }
}
