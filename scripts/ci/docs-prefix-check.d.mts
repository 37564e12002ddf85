/** Types of docs-prefix-check.mjs. */
export function rootReferences(dir: string): { file: string; line: number; column: number; reference: string }[];
