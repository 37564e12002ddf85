# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# PATCH /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

# Ruby, standard library only; set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as update_object_record.rb, run: ruby update_object_record.rb
require 'uri'
require 'net/http'

url = URI(ENV.fetch("CMP_BASE_URL") + "/objects/obj_deals/records/rec_5c2e91")

http = Net::HTTP.new(url.host, url.port)
http.use_ssl = url.scheme == "https"

request = Net::HTTP::Patch.new(url)
request["Authorization"] = 'Bearer ' + ENV.fetch("CMP_ACCESS_TOKEN")
request["Content-Type"] = 'application/json'
request.body = "{\"stage\":\"won\"}"

response = http.request(request)
puts response.read_body
