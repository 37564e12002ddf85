/** IR -> the generated layer of packages/client: types, operation table, resources and the client class. */
import type { IR } from '../../ir/types.js';
import type { EmitContext, GeneratedFile } from '../types.js';
import { stampFile } from '../header.js';
import { clientConfig } from './config.js';
import { openapiTypes } from '../openapi-types.js';
import { generatedHeader } from '../header.js';
import { modelsFile } from './models-file.js';
import { typesFile } from './types-file.js';
import { operationsFile } from './operations-file.js';
import { errorCodesFile } from './error-codes-file.js';
import { resourcesFile } from './resources-file.js';
import { clientFile } from './client-file.js';
import { tsFile } from '../ts/file.js';
import { errorsFile } from './errors-file.js';
import { indexComment, indexFile } from './index-file.js';
import { packageFiles } from '../package/files.js';
import { webhooksFile } from './webhooks-file.js';

export async function emitClient(ir: IR, context: EmitContext = {}): Promise<GeneratedFile[]> {
  const { files } = clientConfig;
  const generated = await Promise.all([
    { path: `${clientConfig.dir}/${files.schema}`, contents: `${generatedHeader(ir)}\n\n${await openapiTypes(ir)}` },
    tsFile(ir, `${clientConfig.dir}/${files.models}`, modelsFile(ir)),
    tsFile(ir, `${clientConfig.dir}/${files.types}`, typesFile(ir)),
    tsFile(ir, `${clientConfig.dir}/${files.operations}`, operationsFile(ir)),
    tsFile(ir, `${clientConfig.dir}/${files.errorCodes}`, errorCodesFile(ir)),
    tsFile(ir, `${clientConfig.dir}/${files.resources}`, resourcesFile(ir)),
    tsFile(ir, `${clientConfig.dir}/${files.client}`, clientFile(ir)),
    tsFile(ir, `${clientConfig.dir}/${files.errors}`, errorsFile(ir)),
    tsFile(ir, `${clientConfig.packageDir}/src/index.ts`, indexFile(ir), indexComment(ir)),
    ...(ir.webhooks.length ? [tsFile(ir, `${clientConfig.dir}/${files.webhooks}`, webhooksFile(ir))] : []),
  ]);
  return [...generated, ...packageFiles(ir, 'client', context), stampFile(ir, clientConfig.dir)].sort((a, b) => a.path.localeCompare(b.path));
}
