/** A fresh in-memory ts-morph source file, and the finished text of one: header, then prettier. */
import { Project, type SourceFile } from 'ts-morph';
import type { IR } from '../../ir/types.js';
import type { GeneratedFile } from '../types.js';
import { generatedHeader } from '../header.js';
import { formatTs } from '../format.js';
import { clientConfig } from './config.js';

// One in-memory project for every file: creating a ts-morph Project is the costly part, a file is cheap.
let project: Project | undefined;

export function newSourceFile(name: string): SourceFile {
  project ??= new Project({ useInMemoryFileSystem: true });
  return project.createSourceFile(name, '', { overwrite: true });
}

export async function finish(ir: IR, name: string, body: string): Promise<GeneratedFile> {
  return { path: `${clientConfig.dir}/${name}`, contents: await formatTs(`${generatedHeader(ir)}\n\n${body}`) };
}
