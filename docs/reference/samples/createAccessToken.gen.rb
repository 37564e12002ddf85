# Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
# Regenerate with `npm run generate`.
# POST /oauth/token: the sample shown on the reference page.

# Ruby, standard library only; set CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET, save as create_access_token.rb, run: ruby create_access_token.rb
require 'uri'
require 'net/http'

url = URI(ENV.fetch("CMP_BASE_URL") + "/oauth/token")

http = Net::HTTP.new(url.host, url.port)
http.use_ssl = url.scheme == "https"

request = Net::HTTP::Post.new(url)
request["Content-Type"] = 'application/json'
request.body = "{\"client_id\":\"" + ENV.fetch("CMP_CLIENT_ID") + "\",\"client_secret\":\"" + ENV.fetch("CMP_CLIENT_SECRET") + "\"}"

response = http.request(request)
puts response.read_body
