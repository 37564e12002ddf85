// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /signature/links: the sample shown on the reference page.

// Node.js 18 or later (fetch, no package); set CMP_ACCESS_TOKEN and CMP_BASE_URL, save as createSigningLink.mjs, run: node createSigningLink.mjs
const options = {
  method: 'POST',
  headers: {
    Authorization: 'Bearer ' + process.env.CMP_ACCESS_TOKEN,
    'Content-Type': 'application/json'
  },
  body: JSON.stringify({document_id: 'doc_2f8', contact_id: '5521'})
};

fetch(process.env.CMP_BASE_URL + '/signature/links', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
