# Generated from openapi/openapi.yaml by generators/ — do not edit.
# Regenerate with `npm run generate`. Spec 1.0.0, sha256 4cc425553a59b23e.
# POST /signature/links: the sample shown on the reference page.

curl -sS --fail-with-body -X POST "$CMP_BASE_URL/signature/links" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"document_id":"doc_2f8","contact_id":"5521"}'
