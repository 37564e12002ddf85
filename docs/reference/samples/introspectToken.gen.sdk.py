# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# GET /oauth/introspect: the sample shown on the reference page.

# Save as introspect_token.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 introspect_token.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.oauth.introspect()
print(result.to_json())
