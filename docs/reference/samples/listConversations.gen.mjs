// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// GET /conversations: the sample shown on the reference page.

// Node.js 18 or later (fetch, no package); set CMP_ACCESS_TOKEN and CMP_BASE_URL, save as listConversations.mjs, run: node listConversations.mjs
const options = {
  method: 'GET',
  headers: {Authorization: 'Bearer ' + process.env.CMP_ACCESS_TOKEN}
};

fetch(process.env.CMP_BASE_URL + '/conversations?status=open&per_page=25', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
