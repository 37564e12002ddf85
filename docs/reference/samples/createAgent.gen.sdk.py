# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /agents: the sample shown on the reference page.

# Save as create_agent.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 create_agent.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.agents.create(type="human", name="Yael Mizrahi", email="yael@acme.test")
print(result.to_json())
