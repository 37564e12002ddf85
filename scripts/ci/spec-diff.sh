#!/usr/bin/env bash
# CI step (spec pull request): the spec's changes against the base branch.
#   bash scripts/ci/spec-diff.sh [BASE] [REPORT]
# BASE: a git ref or a spec file (default: origin/$GITHUB_BASE_REF on a pull request, else HEAD).
# REPORT: where the markdown report is written (default: spec-diff.md), for the pull-request comment.
#  1. GitHub annotations at the spec's files and lines (workflow commands on stdout: GitHub turns them into
#     annotations on the pull request's diff);
#  2. the markdown report, with each change's SDK impact, appended to the job summary ($GITHUB_STEP_SUMMARY)
#     and written to REPORT.
# Neither fails the job: the version gate (version-gate.sh) does.
set -euo pipefail
cd "$(dirname "$0")/../.."
base="${1:-}"
if [ -z "$base" ]; then
  if [ -n "${GITHUB_BASE_REF:-}" ]; then base="origin/${GITHUB_BASE_REF}"; else base="HEAD"; fi
fi
report="${2:-spec-diff.md}"
echo "== spec changes against ${base}"
node generators/bin/cmp.mjs diff "$base" --format github
node generators/bin/cmp.mjs diff "$base" --format markdown --output "$report"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  cat "$report" >> "$GITHUB_STEP_SUMMARY"
fi
echo "Report: ${report}"
