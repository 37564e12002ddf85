#!/usr/bin/env node
/**
 * What `npm test` needs beyond Node and the npm packages, checked before any suite starts, so a machine that
 * lacks some of it gets one message naming every missing program and the Debian package that provides it
 * (instead of a failure per test). `.ci/run` installs all of them; the README lists them. Exits 1 when
 * something is missing; `--list` prints the table.
 */
import { spawnSync } from 'node:child_process';

/** [what it is for, the check (a shell command), the Debian package(s)] */
export const PREREQUISITES = [
  ['the docs site rendered in a browser', 'command -v chromium || test -x "$CHROMIUM_PATH"', 'chromium'],
  ['the server stubs’ Redis rate-limit store and the stateful mock on Redis', 'command -v redis-server', 'redis-server'],
  ['Python samples', 'python3 -c "import requests"', 'python3-requests (or `pip install requests` for the python3 on PATH)'],
  ['the Python SDK’s tests (a virtual environment with pip)', 'python3 -m venv --help && python3 -m pip --version', 'python3-venv python3-pip'],
  ['Go samples', 'command -v go', 'golang-go'],
  ['Java samples', 'command -v javac && command -v java', 'openjdk-17-jdk-headless'],
  ['C# samples (Mono)', 'command -v mcs && command -v mono', 'mono-mcs libmono-system-net-http4.0-cil'],
  ['PHP samples', 'php -m | grep -qx curl', 'php-cli php-curl'],
  ['Ruby samples', 'command -v ruby', 'ruby'],
];

export function missingPrerequisites() {
  return PREREQUISITES.filter(([, check]) => spawnSync('sh', ['-c', `(${check}) >/dev/null 2>&1`]).status !== 0);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  if (process.argv.includes('--list')) {
    for (const [what, , pkg] of PREREQUISITES) console.log(`${pkg.padEnd(44)} ${what}`);
  } else {
    const missing = missingPrerequisites();
    if (missing.length) {
      console.error(
        `npm test needs programs this machine does not have:\n${missing.map(([what, , pkg]) => `  - ${what}: ${pkg}`).join('\n')}\n` +
          `On Debian, as root: apt-get install -y ${missing.map(([, , pkg]) => pkg.split(' (')[0]).join(' ')}  (.ci/run installs them all)`,
      );
      process.exitCode = 1;
    }
  }
}
