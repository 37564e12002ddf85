# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /objects/{object_id}/records: the sample shown on the reference page.

# Save as list_object_records.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 list_object_records.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
for item in client.objects.records.list("obj_deals"):
    print(item)
