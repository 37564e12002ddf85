// Preloaded into the Prism process (`node --require`): when the process that started the mock goes away
// for any reason, even SIGKILL, the stdin pipe it held closes and Prism exits with it. No orphaned mock.
'use strict';
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
