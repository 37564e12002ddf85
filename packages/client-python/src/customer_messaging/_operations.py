# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
"""The operations of Customer Messaging Platform API, as the runtime sends them: method, path, idempotency, paging, media types."""

from __future__ import annotations

from ._runtime.definition import Operation as _Op

create_access_token = _Op("createAccessToken", "POST", "/oauth/token", True, "none", True, ("application/json", ), "json", True)
create_agent = _Op("createAgent", "POST", "/agents", False, "none", False, ("application/json", ), "json", True)
create_customer = _Op("createCustomer", "POST", "/customers", False, "none", False, ("application/json", ), "json", True)
create_signing_link = _Op("createSigningLink", "POST", "/signature/links", True, "none", False, ("application/json", ), "json", True)
delete_object_record = _Op("deleteObjectRecord", "DELETE", "/objects/{object_id}/records/{record_id}", True, "none", False, (), "json", False)
introspect_token = _Op("introspectToken", "GET", "/oauth/introspect", True, "none", False, (), "json", False)
list_conversations = _Op("listConversations", "GET", "/conversations", True, "page", False, (), "json", False)
list_object_records = _Op("listObjectRecords", "GET", "/objects/{object_id}/records", True, "cursor", False, (), "json", False)
list_objects = _Op("listObjects", "GET", "/objects", True, "none", False, (), "json", False)
list_studio_blocks = _Op("listStudioBlocks", "GET", "/studio/blocks", True, "none", False, (), "json", False)
retrieve_object_record = _Op("retrieveObjectRecord", "GET", "/objects/{object_id}/records/{record_id}", True, "none", False, (), "json", False)
retrieve_plan = _Op("retrievePlan", "GET", "/billing/plan", True, "none", False, (), "json", False)
retrieve_usage_pricing = _Op("retrieveUsagePricing", "GET", "/billing/usage-pricing", True, "none", False, (), "json", False)
send_message = _Op("sendMessage", "POST", "/conversations/{conversation_id}/messages", False, "none", False, ("application/json", ), "json", True)
update_ai_feature = _Op("updateAiFeature", "PUT", "/ai-world/{feature_key}", True, "none", False, ("application/json", ), "json", True)
update_object_record = _Op("updateObjectRecord", "PATCH", "/objects/{object_id}/records/{record_id}", True, "none", False, ("application/json", ), "json", True)
