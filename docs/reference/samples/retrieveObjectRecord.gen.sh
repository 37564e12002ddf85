# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

curl -sS --fail-with-body "$CMP_BASE_URL/objects/obj_deals/records/rec_5c2e91" \
  -H "Authorization: Bearer $CMP_ACCESS_TOKEN"
