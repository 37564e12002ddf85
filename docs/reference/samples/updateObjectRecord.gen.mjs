// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// PATCH /objects/{object_id}/records/{record_id}: the sample shown on the reference page.

// Node.js 18 or later (fetch, no package); set CMP_ACCESS_TOKEN and CMP_BASE_URL, save as updateObjectRecord.mjs, run: node updateObjectRecord.mjs
const options = {
  method: 'PATCH',
  headers: {
    Authorization: 'Bearer ' + process.env.CMP_ACCESS_TOKEN,
    'Content-Type': 'application/json'
  },
  body: JSON.stringify({stage: 'won'})
};

fetch(process.env.CMP_BASE_URL + '/objects/obj_deals/records/rec_5c2e91', options)
  .then(res => res.json())
  .then(res => console.log(res))
  .catch(err => console.error(err));
