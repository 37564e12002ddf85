# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /customers: the sample shown on the reference page.

curl -sS --fail-with-body -X POST "$CMP_BASE_URL/customers" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"name":"Acme Logistics","industry":"Logistics","website":"https://acme.test","email":"ops@acme.test","tags":["vip"]}'
