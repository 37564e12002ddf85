# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /oauth/token: the sample shown on the reference page.

# Save as create_access_token.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 create_access_token.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.oauth.token.create(client_id="cli_acme_4b1d2c", client_secret="YOUR_CLIENT_SECRET")
print(result.to_json())
