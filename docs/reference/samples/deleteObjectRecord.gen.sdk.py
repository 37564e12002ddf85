# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# DELETE /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

# Save as delete_object_record.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 delete_object_record.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.objects.records.delete("obj_deals", "rec_5c2e91")
print(result.to_json())
