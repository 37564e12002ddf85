#!/usr/bin/env bash
# Builds the Python SDK's sdist and wheel (PEP 517, hatchling) into DIR, as `python3 -m build` does for any
# Python package; the version is the spec's, written into packages/client-python/pyproject.toml by
# `npm run generate` in PEP 440 form. `build` is installed into a virtual environment of its own.
set -euo pipefail
out="${1:-dist-python}"
here="$(cd "$(dirname "$0")/../.." && pwd)"
env_dir="$(mktemp -d)"
trap 'rm -rf "$env_dir"' EXIT
python3 -m venv "$env_dir"
PIP_RETRIES=0 "$env_dir/bin/python" -m pip install --quiet build
PIP_RETRIES=0 "$env_dir/bin/python" -m build --outdir "$out" "$here/packages/client-python"
ls "$out"
