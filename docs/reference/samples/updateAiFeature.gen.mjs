// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// PUT /ai-world/{feature_key}: the sample shown on the reference page.

// Node.js 18 or later (fetch, no package); set CMP_ACCESS_TOKEN and CMP_BASE_URL, save as updateAiFeature.mjs, run: node updateAiFeature.mjs
const options = {
  method: 'PUT',
  headers: {
    Authorization: 'Bearer ' + process.env.CMP_ACCESS_TOKEN,
    'Content-Type': 'application/json'
  },
  body: JSON.stringify({enabled: true})
};

fetch(process.env.CMP_BASE_URL + '/ai-world/conversation_summary', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
