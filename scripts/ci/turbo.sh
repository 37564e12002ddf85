#!/usr/bin/env bash
# turbo with this repository's settings: `bash scripts/ci/turbo.sh run test` is `npm test`.
#
# - Prints only what failed and turbo's summary (--output-logs=errors-only); a failed task's log is printed
#   whole, in one piece (--log-order=grouped). TURBO_OUTPUT_LOGS=full (or VERBOSE=1) shows every task's log.
# - Runs every task even after a failure (--continue), so one run names every failure.
# - At most TURBO_CONCURRENCY (default 6) tasks at once, each vitest suite with VITEST_MAX_WORKERS (default 2)
#   workers: the suites run side by side. Six rather than four: turbo starts the ready tasks in an order of
#   its own, and with four slots the longest suites (the docs and the site in a browser) waited about 45 s
#   for one after a spec change, then ended last (a one-field change: 3 min 3 s at six, 3 min 16 s and
#   3 min 21 s at four, the same CPU).
# - Remote cache: turbo reads TURBO_API, TURBO_TOKEN and TURBO_TEAM from the environment (see
#   docs/maintainers/ci-and-caching.md); without them the cache is local (.turbo/cache).
# - Before `run test`: the programs the suites need beyond Node (scripts/ci/prerequisites.mjs), named in one
#   message when missing.
# - No telemetry.
set -euo pipefail
cd "$(dirname "$0")/../.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
export VITEST_MAX_WORKERS="${VITEST_MAX_WORKERS:-2}"
# `npm test` first names, in one message, every program the suites need that this machine lacks.
if [ "${1:-}" = "run" ] && [ "${2:-}" = "test" ]; then node scripts/ci/prerequisites.mjs; fi
logs="${TURBO_OUTPUT_LOGS:-errors-only}"
if [ -n "${VERBOSE:-}" ] && [ -z "${TURBO_OUTPUT_LOGS:-}" ]; then logs=full; fi
exec node_modules/.bin/turbo "$@" \
  --output-logs="$logs" --log-order=grouped \
  --concurrency="${TURBO_CONCURRENCY:-6}" --continue
