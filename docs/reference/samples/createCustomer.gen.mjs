// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /customers: the sample shown on the reference page.

// Node.js 18 or later (fetch, no package); set CMP_ACCESS_TOKEN and CMP_BASE_URL, save as createCustomer.mjs, run: node createCustomer.mjs
const options = {
  method: 'POST',
  headers: {
    Authorization: 'Bearer ' + process.env.CMP_ACCESS_TOKEN,
    'Content-Type': 'application/json'
  },
  body: JSON.stringify({
    name: 'Acme Logistics',
    industry: 'Logistics',
    website: 'https://acme.test',
    email: 'ops@acme.test',
    tags: ['vip']
  })
};

fetch(process.env.CMP_BASE_URL + '/customers', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
