/**
 * Where the Python emitter writes: one complete package (`pyproject.toml`, README, the import package under
 * `src/`), whose runtime is a copy of the hand-written `packages/client-python-runtime/src/` (the same for
 * every API; it names none).
 */
export const pythonConfig = {
  /** The package folder, relative to the output root. Everything in it is generated. */
  dir: 'packages/client-python',
  /** The hand-written runtime, relative to the toolchain root, copied into `<import package>/_runtime/`. */
  runtimeDir: 'packages/client-python-runtime/src',
  /** The runtime's dependencies, as the generated pyproject declares them (ranges the runtime is tested within). */
  dependencies: ['httpx>=0.27,<1', 'anyio>=3.7,<5', 'typing_extensions>=4.7'],
  requiresPython: '>=3.10',
} as const;
