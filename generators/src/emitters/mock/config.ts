/** Where the mock's generated operation table goes. */
export const mockConfig = {
  dir: 'packages/mock/src/generated',
  operations: 'packages/mock/src/generated/operations.gen.ts',
  /** The hand-written type the table is checked against (src/core of the mock package). */
  typeImport: '../core/operation.js',
};
