# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /billing/usage-pricing: the sample shown on the reference page.

# Save as retrieve_usage_pricing.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 retrieve_usage_pricing.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.billing.usage_pricing.retrieve()
print(result)
