/** Types of validate-workflows.mjs. */
export function workflowFiles(dir?: string): string[];
export function validateWorkflows(files?: string[]): { file: string; problems: string[] }[];
