/**
 * IR -> the Python SDK package (`packages/client-python`, or `<out>/packages/client-python` for any spec):
 * `pyproject.toml` (hatchling, PEP 517; the version is the spec's, in PEP 440 form), the README, and the
 * import package: `__init__.py`, `_client.py`, `resources.py`, `types.py`, `_operations.py`, `py.typed`
 * and a copy of the hand-written runtime in `_runtime/` (it names no API: the generated tables do).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { IR } from '../../ir/types.js';
import { toolchainRoot } from '../../paths.js';
import { generatedHeader, stampFile } from '../header.js';
import type { EmitContext, GeneratedFile } from '../types.js';
import { pythonConfig } from './config.js';
import { clientModule, initModule } from './client-module.js';
import { flatten, operationsModule, paramsModule, resourcesModule, typesModule, VARIANTS, variantModule } from './modules.js';
import { pep440 } from './names.js';
import { header } from './modules.js';
import { pythonReadme } from './readme.js';
import { takePythonResources } from './resources.js';

function pyproject(ir: IR, version: string): string {
  const py = ir.api.python;
  const toml = (s: string) => JSON.stringify(s);
  return [
    generatedHeader(ir, '#'),
    '',
    '[build-system]',
    'requires = ["hatchling>=1.18"]',
    'build-backend = "hatchling.build"',
    '',
    '[project]',
    `name = ${toml(py.distributionName)}`,
    `version = ${toml(version)}`,
    `description = ${toml(py.description)}`,
    'readme = "README.md"',
    `requires-python = ${toml(pythonConfig.requiresPython)}`,
    `dependencies = [${pythonConfig.dependencies.map(toml).join(', ')}]`,
    'classifiers = [',
    '  "Programming Language :: Python :: 3",',
    '  "Programming Language :: Python :: 3 :: Only",',
    '  "Typing :: Typed",',
    '  "Framework :: AsyncIO",',
    '  "Intended Audience :: Developers",',
    ']',
    '',
    '[tool.hatch.build.targets.wheel]',
    `packages = ["src/${py.packageName}"]`,
    '',
    '[tool.hatch.build.targets.sdist]',
    'include = ["src", "README.md", "pyproject.toml"]',
    '',
  ].join('\n');
}

/** The runtime's modules, copied with the generated header (edits belong in the toolchain's copy). */
function runtimeFiles(ir: IR, target: string): GeneratedFile[] {
  const dir = path.join(toolchainRoot, pythonConfig.runtimeDir);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.py'))
    .sort()
    .map((f) => ({
      path: `${target}/${f}`,
      contents: `${generatedHeader(ir, '#')}\n# A copy of ${pythonConfig.runtimeDir}/${f}, the same for every API.\n\n${readFileSync(path.join(dir, f), 'utf8')}`,
    }));
}

export function emitPython(ir: IR, _context: EmitContext = {}): GeneratedFile[] {
  const py = ir.api.python;
  const version = pep440(ir.info.version);
  const { types, constants, tree } = takePythonResources(ir);
  const methods = flatten(tree).flatMap((n) => n.methods);
  const byId = new Map(ir.operations.map((op) => [op.id, constants.get(op)!]));
  const root = pythonConfig.dir;
  const src = `${root}/src/${py.packageName}`;
  const userAgent = `${py.distributionName}/${version}`;
  // The resources module is printed first: printing settles the inline classes the types module then holds.
  const resources = VARIANTS.map((v) => ({ path: `${src}/resources/${variantModule(v)}.py`, contents: resourcesModule(ir, types, tree, v) }));
  const files: GeneratedFile[] = [
    { path: `${root}/pyproject.toml`, contents: pyproject(ir, version) },
    { path: `${root}/README.md`, contents: pythonReadme(ir, tree, version) },
    { path: `${src}/__init__.py`, contents: initModule(ir, version) },
    { path: `${src}/_client.py`, contents: clientModule(ir, tree, userAgent, byId) },
    { path: `${src}/_operations.py`, contents: operationsModule(ir, methods) },
    ...resources,
    {
      path: `${src}/resources/__init__.py`,
      contents: `${header(ir, `The resource classes, one module per variant (sync, async, and their raw-response twins), each imported when a client first needs it.`).join('\n')}`,
    },
    { path: `${src}/types.py`, contents: typesModule(ir, types) },
    { path: `${src}/params.py`, contents: paramsModule(ir, types) },
    { path: `${src}/py.typed`, contents: '' },
    ...runtimeFiles(ir, `${src}/_runtime`),
    stampFile(ir, root),
  ];
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
