# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# PUT /ai-world/{feature_key}: the sample shown on the reference page.

# Save as update_ai_feature.py; needs Python 3.10+ and `pip install customer-messaging`; run `python3 update_ai_feature.py`.
from customer_messaging import CustomerMessaging

client = CustomerMessaging()  # reads CMP_* from the environment
result = client.ai_features.update("conversation_summary", enabled=True)
print(result.to_json())
