# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
"""The resource classes, one module per variant (sync, async, and their raw-response twins), each imported when a client first needs it."""

from __future__ import annotations
