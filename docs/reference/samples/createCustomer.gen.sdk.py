# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /customers: the sample shown on the reference page.

# Save as create_customer.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 create_customer.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.customers.create(name="Acme Logistics", industry="Logistics", website="https://acme.test", email="ops@acme.test", tags=["vip"])
print(result.to_json())
