// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /oauth/token: the sample shown on the reference page.

// Node.js 18 or later (fetch, no package); set CMP_CLIENT_ID, CMP_CLIENT_SECRET and CMP_BASE_URL, save as createAccessToken.mjs, run: node createAccessToken.mjs
const options = {
  method: 'POST',
  headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({
    client_id: process.env.CMP_CLIENT_ID,
    client_secret: process.env.CMP_CLIENT_SECRET
  })
};

fetch(process.env.CMP_BASE_URL + '/oauth/token', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
