// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /agents: the sample shown on the reference page.

// Node.js 18 or later (fetch, no package); set CMP_ACCESS_TOKEN and CMP_BASE_URL, save as createAgent.mjs, run: node createAgent.mjs
const options = {
  method: 'POST',
  headers: {
    Authorization: 'Bearer ' + process.env.CMP_ACCESS_TOKEN,
    'Content-Type': 'application/json'
  },
  body: JSON.stringify({type: 'human', name: 'Yael Mizrahi', email: 'yael@acme.test'})
};

fetch(process.env.CMP_BASE_URL + '/agents', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
