# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# A copy of packages/client-python-runtime/src/__init__.py, the same for every API.

"""The client runtime: hand-written, the same for every generated package, naming no API.

Generated modules import from here; the package's own ``__init__`` re-exports what users need.
"""
