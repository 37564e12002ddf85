// node scripts/tree-rss.mjs OUT_FILE COMMAND [ARGS...]
//
// Runs COMMAND (its stdio passed through) and samples, every 50 ms, the resident memory of it and of every
// process it started (VmRSS from /proc, summed over the tree), then writes the largest sum seen, in KiB, to
// OUT_FILE and exits with COMMAND's code. `/usr/bin/time -f %M` reports the largest single process of the
// tree instead (getrusage's ru_maxrss), which a run spread over processes (a Redocly child beside the
// generator) does not add up; the benchmarks print both. Linux only (/proc); elsewhere OUT_FILE gets "n/a".
// A spike shorter than the sampling interval can be missed, so the sum is a lower bound.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const [outFile, command, ...args] = process.argv.slice(2);
if (!outFile || !command) {
  console.error('usage: node scripts/tree-rss.mjs OUT_FILE COMMAND [ARGS...]');
  process.exit(2);
}

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const rssKiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
const tasks = (pid) => {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
};
/** The processes `pid` started, from any of its threads (a worker thread can start one too). */
const children = (pid) => tasks(pid).flatMap((task) => read(`/proc/${pid}/task/${task}/children`).split(/\s+/).filter(Boolean).map(Number));

const child = spawn(command, args, { stdio: 'inherit' });
let peak = 0;
const sample = () => {
  let sum = 0;
  for (const queue = [child.pid]; queue.length;) {
    const pid = queue.pop();
    sum += rssKiB(pid);
    queue.push(...children(pid));
  }
  peak = Math.max(peak, sum);
};
const timer = setInterval(sample, 50);
child.on('exit', (code, signal) => {
  clearInterval(timer);
  writeFileSync(outFile, process.platform === 'linux' ? String(peak) : 'n/a');
  process.exit(code ?? (signal ? 1 : 0));
});
