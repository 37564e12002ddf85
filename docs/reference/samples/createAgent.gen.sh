# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /agents: the sample shown on the reference page.

curl -sS --fail-with-body -X POST "$CMP_BASE_URL/agents" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"type":"human","name":"Yael Mizrahi","email":"yael@acme.test"}'
