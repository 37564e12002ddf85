/**
 * The toolchain's root folder (the repository root: `generators/`, `templates/`, `openapi/` live under it).
 *
 * One definition, so the generators find it the same way from their TypeScript sources (`generators/src/`,
 * under vitest or tsx) and from the built CLI (`generators/dist/`, where every module is bundled into chunks
 * of one flat folder): both folders sit two levels below the root.
 */
import path from 'node:path';

export const toolchainRoot = path.resolve(import.meta.dirname, '../..');
