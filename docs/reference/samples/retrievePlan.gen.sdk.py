# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /billing/plan: the sample shown on the reference page.

# Save as retrieve_plan.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 retrieve_plan.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.billing.plan.retrieve()
print(result)
