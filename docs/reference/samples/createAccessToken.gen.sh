# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /oauth/token: the sample shown on the reference page.

curl -sS --fail-with-body -X POST "$CMP_BASE_URL/oauth/token" \
  -H 'Content-Type: application/json' \
  -d "{\"client_id\":\"$CMP_CLIENT_ID\",\"client_secret\":\"$CMP_CLIENT_SECRET\"}"
