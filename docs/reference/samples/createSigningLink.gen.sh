# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /signature/links: the sample shown on the reference page.

curl -sS --fail-with-body -X POST "$CMP_BASE_URL/signature/links" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"document_id":"doc_2f8","contact_id":"5521"}'
