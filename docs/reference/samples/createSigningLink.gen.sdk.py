# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /signature/links: the sample shown on the reference page.

# Save as create_signing_link.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 create_signing_link.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.signature.links.create(document_id="doc_2f8", contact_id="5521")
print(result.to_json())
